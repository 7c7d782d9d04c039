import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, paddedCopy } from './media-fixtures';
import { TUS } from './tus-client';
import { CuttingProxy } from './tus-proxy';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const CHUNK = 512 * 1024;

describe('resumable uploads: a connection cut mid-upload (tus-js-client through a TCP proxy)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let proxy: CuttingProxy;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    const port = (t.app.getHttpServer().address() as { port: number }).port;
    proxy = new CuttingProxy({ host: '127.0.0.1', port });
    base = `http://127.0.0.1:${await proxy.listen()}`;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  });
  afterAll(async () => {
    await proxy.close();
    await t.close();
    scratch.dispose();
  });

  it('retries after the cut, continues from the offset HEAD tells, re-sending at most one chunk', async () => {
    const episode = await createEpisode(t);
    const clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 160, height: 120, seconds: 1 });
    const data = readFileSync(paddedCopy(clip, join(scratch.dir, 'large.mp4'), 3 * 1024 * 1024));
    const before = proxy.sentBytes;
    // The cut falls inside the third chunk.
    proxy.cutAfter(2 * CHUNK + CHUNK / 2);
    const errors: string[] = [];
    const lastResponse = await new Promise<{ getHeader: (name: string) => string | undefined }>((resolve, reject) => {
      const upload = new Upload(data, {
        endpoint: `${base}${TUS}`,
        chunkSize: CHUNK,
        retryDelays: [50, 200, 500],
        headers: { Cookie: cookie },
        metadata: { episodeId: String(episode.id), kind: 'raw', filename: 'large.mp4', filetype: 'video/mp4' },
        onShouldRetry: (error) => {
          errors.push(error.message.split('\n')[0]);
          return true;
        },
        onSuccess: (payload) => resolve(payload.lastResponse),
        onError: reject,
      });
      upload.start();
    });
    expect(proxy.cuts).toBe(1);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    // Every byte once, plus at most the chunk that was cut (and the requests' headers).
    expect(proxy.sentBytes - before - data.length).toBeLessThanOrEqual(CHUNK + 32 * 1024);

    const asset = await t.app
      .get(DataSource)
      .getRepository(VideoAssetEntity)
      .findOneByOrFail({ id: Number(lastResponse.getHeader('Upload-Asset-Id')) });
    expect(asset).toMatchObject({ episodeId: episode.id, type: 'raw', size: data.length });
    expect(sha256(readFileSync(join(t.config.STORAGE_DIR, asset.storageKey)))).toBe(sha256(data));
  });
});
