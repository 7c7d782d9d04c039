import { request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from './media-fixtures';

const allFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : []);

describe('an upload cut off by the client', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  it('leaves neither a file nor a row', async () => {
    const episode = await createEpisode(t);
    const clip = readFileSync(await makeClip(join(scratch.dir, 'clip.mp4'), { width: 320, height: 240, seconds: 1 }));
    const agent = await t.loginAgent();
    const login = await agent.get('/api/admin/me').expect(200);
    const cookie = (login.request as unknown as { cookies: string }).cookies;
    const boundary = 'podcastboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="episodeId"\r\n\r\n${episode.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="cut.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/admin/upload/file',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + clip.length * 20 + 100), cookie },
    });
    req.on('error', () => undefined);
    req.write(head);
    // Send part of the file, let the server start writing it, then drop the connection.
    for (let i = 0; i < 5; i += 1) req.write(clip);
    await waitFor(async () => allFiles(t.config.STORAGE_DIR).some((entry) => entry.name.endsWith('.partial')), 10_000, 'the partial file');
    req.destroy();
    await waitFor(async () => allFiles(t.config.STORAGE_DIR).length === 0, 10_000, 'the partial file to be removed');
    expect(await t.app.get(DataSource).getRepository(VideoAssetEntity).countBy({ episodeId: episode.id })).toBe(0);
  });
});
