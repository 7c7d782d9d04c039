import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { freePort } from '../faults/throwaway-redis';
import { call, sql } from '../faults/server-calls';
import { ServerProcess } from '../faults/server-process';
import { makeClip, paddedCopy } from './media-fixtures';
import { TUS, tusMetadata } from './tus-client';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The built API as a process (node api/dist/main.js), killed with SIGKILL in the middle of a PATCH
 * and started again on the same port, database and storage: the upload continues from the offset
 * the new process reads back, and ends as one asset with exactly the source's bytes.
 */
describe('resumable uploads: an API restart mid-upload', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-tus-restart-'));
  let server: ServerProcess;

  beforeAll(async () => {
    server = new ServerProcess(ServerProcess.settings(scratch, { PORT: String(await freePort()) }));
    await server.start();
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('continues after a kill -9 during a PATCH and stores the same bytes as the source', async () => {
    const clip = await makeClip(join(scratch, 'clip.mp4'), { width: 160, height: 120, seconds: 1 });
    const data = readFileSync(paddedCopy(clip, join(scratch, 'large.mp4'), 4 * 1024 * 1024));
    let cookie = await server.login();
    const episode = await call(server, cookie, 'POST', '/api/episodes', { title: 'Restarted upload', description: 'd', episodeNumber: 1 });

    const created = await fetch(`${server.url}${TUS}`, {
      method: 'POST',
      headers: {
        cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(data.length),
        'Upload-Metadata': tusMetadata({ episodeId: String(episode.id), kind: 'edited', filename: 'cut.mp4', filetype: 'video/mp4' }),
      },
    });
    expect(created.status).toBe(201);
    const uploadUrl = new URL(created.headers.get('location') as string, server.url).toString();

    // One PATCH of the whole file, sent slowly: half of it goes, then the server is killed mid-body.
    const half = Math.floor(data.length / 2);
    const patch = httpRequest(uploadUrl, {
      method: 'PATCH',
      headers: {
        cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(data.length),
      },
    });
    const ended = new Promise<void>((resolve) => {
      patch.on('error', () => resolve());
      patch.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve());
      });
    });
    patch.write(data.subarray(0, half));
    // Let the server write what it received before it dies.
    const stored = join(server.env.STORAGE_DIR, 'episodes', String(episode.id), 'edited');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const size = await fileSizeUnder(stored);
      if (size >= half / 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.kill();
    await ended;

    await server.start();
    cookie = await server.login();
    const head = await fetch(uploadUrl, { method: 'HEAD', headers: { cookie, 'Tus-Resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const lastResponse = await new Promise<{ getHeader: (name: string) => string | undefined }>((resolve, reject) => {
      const upload = new Upload(data, {
        uploadUrl,
        chunkSize: 1024 * 1024,
        retryDelays: [100, 500],
        headers: { Cookie: cookie },
        onSuccess: (payload) => resolve(payload.lastResponse),
        onError: reject,
      });
      upload.start();
    });
    const assetId = Number(lastResponse.getHeader('Upload-Asset-Id'));
    const rows = await sql<{ id: number; storageKey: string; size: string; transcodingStatus: string | null }>(
      server.env.DATABASE_URL,
      `SELECT "id", "storageKey", "size", "transcodingStatus" FROM "video_asset" WHERE "episodeId" = $1`,
      [episode.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: assetId, size: String(data.length) });
    expect(sha256(readFileSync(join(server.env.STORAGE_DIR, rows[0].storageKey)))).toBe(sha256(data));
  });
});

async function fileSizeUnder(dir: string): Promise<number> {
  const { readdir, stat } = await import('node:fs/promises');
  const names = await readdir(dir).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) total += (await stat(join(dir, name))).size;
  return total;
}
