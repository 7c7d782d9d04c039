import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MediaUrls } from '../../src/modules/media/media-urls.service';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('an unsatisfiable Range on a signed media link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 416 as JSON, not labelled with the file’s media type', async () => {
    const key = 'episodes/1/raw/range-test.mp4';
    const path = join(t.config.STORAGE_DIR, key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.alloc(1000, 1));
    const url = await t.app.get(MediaUrls).signed(key, 600, 'range-test.mp4');
    const res = await t.http().get(url).set('Range', 'bytes=5000-');
    expect(res.status).toBe(416);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual({ statusCode: 416, message: 'Range not satisfiable' });
  });
});
