import express, { type Request, type Response } from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Span } from '../analytics/served-bytes';
import { countBodyBytes, requestedSpans, writtenSpans } from './served-bytes';

const SIZE = 100_000;

/** Express's own sendFile over a real file, as the enclosure route serves it, reporting the spans it served. */
describe('the bytes an enclosure answer served', () => {
  const dir = mkdtempSync(join(tmpdir(), 'served-bytes-'));
  const file = join(dir, 'episode.mp4');
  writeFileSync(file, Buffer.alloc(SIZE, 7));
  let served: Promise<Span[]>;
  const app = express();
  app.get('/file', (_req: Request, res: Response) => {
    const written = countBodyBytes(res);
    served = new Promise((resolve) => res.once('close', () => resolve(writtenSpans(res, written(), SIZE))));
    res.sendFile(file, { acceptRanges: true, etag: true, lastModified: true });
  });
  app.get('/redirect', (req: Request, res: Response) => {
    res.json(requestedSpans(req, SIZE));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts a whole file, a range from its first byte, and nothing for HEAD or a 304', async () => {
    const whole = await request(app).get('/file').expect(200);
    expect(await served).toEqual([{ start: 0, end: SIZE }]);
    await request(app).get('/file').set('Range', 'bytes=0-2').expect(206);
    expect(await served).toEqual([{ start: 0, end: 3 }]);
    await request(app).get('/file').set('Range', 'bytes=5000-').expect(206);
    expect(await served).toEqual([{ start: 5000, end: SIZE }]);
    await request(app).head('/file').expect(200);
    expect(await served).toEqual([]);
    await request(app).get('/file').set('If-None-Match', String(whole.headers.etag)).expect(304);
    expect(await served).toEqual([]);
  });

  it('serves several ranges as the whole file (Express answers them 200) and counts it so', async () => {
    await request(app).get('/file').set('Range', 'bytes=0-1,10-11').expect(200);
    expect(await served).toEqual([{ start: 0, end: SIZE }]);
  });

  it('takes what a redirect hands over from the Range asked for, or the whole file', async () => {
    expect((await request(app).get('/redirect').set('Range', 'bytes=0-2').expect(200)).body).toEqual([{ start: 0, end: 3 }]);
    expect((await request(app).get('/redirect').set('Range', 'bytes=0-9,5-19,50-59').expect(200)).body).toEqual([
      { start: 0, end: 20 },
      { start: 50, end: 60 },
    ]);
    expect((await request(app).get('/redirect').set('Range', 'bytes=-100').expect(200)).body).toEqual([{ start: SIZE - 100, end: SIZE }]);
    expect((await request(app).get('/redirect').expect(200)).body).toEqual([{ start: 0, end: SIZE }]);
    expect((await request(app).get('/redirect').set('Range', 'nonsense').expect(200)).body).toEqual([{ start: 0, end: SIZE }]);
    expect((await request(app).get('/redirect').set('Range', `bytes=${SIZE}-`).expect(200)).body).toEqual([]);
  });
});
