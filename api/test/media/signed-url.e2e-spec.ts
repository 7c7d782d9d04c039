import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { MediaSigner } from '../../src/modules/media/media-signer';
import { RuntimeSecrets } from '../../src/config/runtime-secrets';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch } from './media-fixtures';

const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('signed media URLs (local storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let key: string;
  let bytes: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 320, height: 240, seconds: 1 });
    bytes = readFileSync(clip);
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const res = await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', clip, 'Épisode 12 – "raw".mp4').expect(200);
    key = res.body.file.key;
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  it('is admin only', async () => {
    await t.http().get(`/api/media/signed-url/${key}`).expect(401);
  });

  it('answers {success, url} for a key with slashes; the URL serves the file with Range support', async () => {
    const agent = await t.loginAgent();
    const res = await agent.get(`/api/media/signed-url/${key}`).expect(200);
    expect(res.body).toEqual({ success: true, url: expect.stringMatching(/^\/api\/media\/file\/episodes\/\d+\/raw\/.+\.mp4\?expires=\d+&sig=/) });
    const full = await t.http().get(res.body.url).buffer(true).parse(binary).expect(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(full.body as Buffer, bytes)).toBe(0);

    const part = await t.http().get(res.body.url).set('Range', 'bytes=100-199').buffer(true).parse(binary).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.compare(part.body as Buffer, bytes.subarray(100, 200))).toBe(0);
    await t
      .http()
      .get(res.body.url)
      .set('Range', `bytes=${bytes.length + 10}-`)
      .expect(416);
  });

  it('with ?download=true the link downloads under the original name (RFC 5987)', async () => {
    const agent = await t.loginAgent();
    const res = await agent.get(`/api/media/signed-url/${key}?download=true`).expect(200);
    const file = await t.http().get(res.body.url).buffer(true).parse(binary).expect(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_pisode 12 _ _raw_.mp4"; filename*=UTF-8''%C3%89pisode%2012%20%E2%80%93%20%22raw%22.mp4`,
    );
  });

  it('refuses altered, expired and unsigned links with 403', async () => {
    const agent = await t.loginAgent();
    const { url } = (await agent.get(`/api/media/signed-url/${key}`).expect(200)).body as { url: string };
    const parsed = new URL(url, 'http://x');
    const sig = parsed.searchParams.get('sig') ?? '';
    const tampered = sig.startsWith('A') ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    await t
      .http()
      .get(url.replace(`sig=${sig}`, `sig=${tampered}`))
      .expect(403);
    await t
      .http()
      .get(url.replace(/expires=\d+/, `expires=${Number(parsed.searchParams.get('expires')) + 1000}`))
      .expect(403);
    await t.http().get(`${parsed.pathname}`).expect(403);
    // A correctly signed link whose time has passed.
    const signer = new MediaSigner(t.app.get(RuntimeSecrets).mediaSigningKey);
    const expired = signer.fileUrl({ key, expires: Math.floor(Date.now() / 1000) - 5 });
    const body = (await t.http().get(expired).expect(403)).body;
    expect(body).toEqual({ statusCode: 403, message: 'Invalid or expired link' });
    // The same key signed for the future works, proving only the time differs.
    await t
      .http()
      .get(signer.fileUrl({ key, expires: Math.floor(Date.now() / 1000) + 60 }))
      .expect(200);
  });

  it('no key reaches outside the storage root', async () => {
    const agent = await t.loginAgent();
    const attempts = [
      '../../../../etc/passwd',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      '%2Fetc%2Fpasswd',
      'episodes/..%2F..%2Fsecrets.json',
      'episodes/%00.mp4',
      'episodes/a%5C..%5C..%5Cetc',
      '.hidden/file.mp4',
    ];
    for (const attempt of attempts) {
      const res = await agent.get(`/api/media/signed-url/${attempt}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body.url).toBeUndefined();
      const served = await t.http().get(`/api/media/file/${attempt}?expires=9999999999&sig=abc`);
      expect([400, 403, 404]).toContain(served.status);
      expect(served.text).not.toContain('root:');
    }
    // Even a valid signature cannot name a path outside the root.
    const signer = new MediaSigner(t.app.get(RuntimeSecrets).mediaSigningKey);
    const forged = signer.fileUrl({ key: '../data/secrets.json', expires: Math.floor(Date.now() / 1000) + 60 });
    const res = await t.http().get(forged);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('mediaSigningKey');
  });

  it('answers 404 for a key with no file', async () => {
    const agent = await t.loginAgent();
    await agent.get('/api/media/signed-url/episodes/1/raw/missing.mp4').expect(404);
  });
});
