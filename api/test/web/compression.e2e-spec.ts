import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MediaUrls } from '../../src/modules/media/media-urls.service';
import { insertEpisode, insertPublished } from '../episodes/episode.factory';
import { createTestApp, type TestApp } from '../harness/test-app';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  body: Buffer;
}

/** A request with exactly these headers, answered with the raw (undecoded) body. */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(res: RawResponse): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

const varies = (res: RawResponse) => /accept-encoding/i.test(String(res.headers.vary ?? ''));

/** The hashed bundle of a built admin shell, with the .br/.gz copies packages/build-config writes. */
const BUNDLE = `window.bundle = ${JSON.stringify('x'.repeat(50) + Array.from({ length: 400 }, (_, i) => `chunk-${i}`).join(','))};`;

function writeBuild(root: string): void {
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write('admin-shell/dist/index.html', '<title>admin shell</title>');
  write('admin-shell/dist/main.0123abcd.js', BUNDLE);
  write('admin-shell/dist/main.0123abcd.js.br', brotliCompressSync(BUNDLE));
  write('admin-shell/dist/main.0123abcd.js.gz', gzipSync(BUNDLE));
  write('mfe-episodes/dist/mf-manifest.json', JSON.stringify({ name: 'mfe_episodes', padding: 'y'.repeat(2000) }));
  write('mfe-episodes/dist/mf-manifest.json.gz', gzipSync(JSON.stringify({ name: 'mfe_episodes', padding: 'y'.repeat(2000) })));
}

describe('response compression (issue 18)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    writeBuild(t.config.WEB_ROOT as string);
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    // Enough rows that the lists are well above the 1 KiB threshold.
    for (let i = 0; i < 30; i += 1) {
      await insertPublished(t, new Date(Date.UTC(2026, 0, i + 1)), { description: `A long enough description of episode ${i}. `.repeat(3) });
      await insertEpisode(t);
    }
  });
  afterAll(async () => {
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  it('compresses a large admin JSON list with brotli or gzip, as the client asks, with Vary', async () => {
    const agent = await t.loginAgent();
    const login = await agent.get('/api/admin/me').expect(200);
    const cookie = String(login.request.cookies);
    const identity = await rawGet(port, '/api/admin/episodes', { Cookie: cookie });
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);

    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await rawGet(port, '/api/admin/episodes', { Cookie: cookie, 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(varies(res)).toBe(true);
      expect(res.body.length).toBeLessThan(identity.body.length / 2);
      expect(JSON.parse(decode(res))).toEqual(JSON.parse(identity.body.toString('utf8')));
    }
  });

  it('compresses the public list answered ahead of Express too', async () => {
    const identity = await rawGet(port, '/api/episodes?limit=30');
    expect(identity.status).toBe(200);
    expect(identity.body.length).toBeGreaterThan(1024);
    const res = await rawGet(port, '/api/episodes?limit=30', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res)).toBe(true);
    expect(JSON.parse(decode(res))).toEqual(JSON.parse(identity.body.toString('utf8')));
  });

  it('leaves a small response as it is', async () => {
    const res = await rawGet(port, '/api/health', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves a build file’s brotli copy, its gzip copy or the file itself by Accept-Encoding, keeping the cache headers', async () => {
    const br = await rawGet(port, '/admin/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(port, '/admin/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    const plain = await rawGet(port, '/admin/main.0123abcd.js', { 'Accept-Encoding': 'identity' });
    const none = await rawGet(port, '/admin/main.0123abcd.js');
    expect([br, gzip, plain, none].map((res) => res.headers['content-encoding'])).toEqual(['br', 'gzip', undefined, undefined]);
    for (const res of [br, gzip, plain, none]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(res)).toBe(true);
      expect(decode(res)).toBe(BUNDLE);
    }
    expect(br.body.equals(brotliCompressSync(BUNDLE))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    // Each copy has its own validator, so a cache never answers one coding with another's bytes.
    expect(new Set([br, gzip, plain].map((res) => res.headers.etag)).size).toBe(3);
  });

  it('serves a remote’s manifest precompressed but still uncached, with CORS', async () => {
    const res = await rawGet(port, '/mfe/episodes/mf-manifest.json', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(decode(res)).name).toBe('mfe_episodes');
  });

  it('never compresses media, whole or in ranges', async () => {
    const key = 'episodes/1/raw/compression-test.mp4';
    const path = join(t.config.STORAGE_DIR, key);
    mkdirSync(dirname(path), { recursive: true });
    // Highly compressible bytes: only the media rule keeps them uncompressed.
    writeFileSync(path, Buffer.alloc(64 * 1024, 0));
    const url = await t.app.get(MediaUrls).signed(key, 600, 'compression-test.mp4');
    const ranged = await rawGet(port, url, { Range: 'bytes=0-9999', 'Accept-Encoding': 'gzip, br' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.headers['content-range']).toBe(`bytes 0-9999/${64 * 1024}`);
    expect(ranged.body.length).toBe(10_000);
    const whole = await rawGet(port, url, { 'Accept-Encoding': 'gzip, br' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body.length).toBe(64 * 1024);
  });
});
