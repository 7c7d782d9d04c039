import { execFileSync } from 'node:child_process';
import { type Dirent, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { Client } from 'pg';
import { makeClip } from '../media/media-fixtures';
import { childrenNamed, isAlive, ServerProcess } from './server-process';

/** Every file under `dir` whose name ends with `suffix`. */
function filesEnding(dir: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(suffix)) found.push(path);
    }
  };
  walk(dir);
  return found;
}

async function waitUntil<T>(check: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function createEpisode(server: ServerProcess, cookie: string): Promise<number> {
  const res = await fetch(`${server.url}/api/episodes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({ title: 'Fault episode', description: 'Survives the bad day', episodeNumber: 1 }),
  });
  if (res.status !== 201) throw new Error(`create episode: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

async function assetStatus(databaseUrl: string, id: number): Promise<string | null> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ transcodingStatus: string | null }>('SELECT "transcodingStatus" FROM video_asset WHERE id = $1', [id]);
    return result.rows[0]?.transcodingStatus ?? null;
  } finally {
    await client.end();
  }
}

describe('SIGTERM and kill -9 of the server process', () => {
  let scratch: string;
  const servers: ServerProcess[] = [];
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'podcast-fault-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.dispose().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('on SIGTERM mid-upload: aborts the upload, removes its partial file and exits cleanly', async () => {
    const env = ServerProcess.settings(join(scratch, 'sigterm'), { WORKER: 'off' });
    const server = new ServerProcess(env);
    servers.push(server);
    await server.start();
    const cookie = await server.login();
    const episodeId = await createEpisode(server, cookie);
    const clip = await makeClip(join(scratch, 'sigterm.mp4'), { width: 320, height: 240, seconds: 1 });
    const body = execFileSync('cat', [clip]);

    // A multipart upload that sends its head and then stalls, like a slow client.
    const boundary = 'faultboundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="cut.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const url = new URL(`${server.url}/api/admin/episodes/${episodeId}/upload-video`);
    const upload = request(url, {
      method: 'POST',
      headers: {
        cookie,
        origin: server.url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + body.length + 1_000_000),
      },
    });
    const answered = new Promise<string>((resolve) => {
      upload.on('response', (res) => resolve(String(res.statusCode)));
      upload.on('error', (error) => resolve(error.message));
    });
    upload.write(head);
    upload.write(body);
    await waitUntil(() => filesEnding(env.STORAGE_DIR, '.partial').length > 0, 'the upload to reach storage');

    server.signal('SIGTERM');
    expect(await server.exited()).toBe(0);
    await answered;
    upload.destroy();
    expect(filesEnding(env.STORAGE_DIR, '.partial')).toEqual([]);
    expect(server.output()).toContain('aborting 1 upload(s)');
  }, 120_000);

  it('on kill -9 mid-transcode: ffmpeg dies with it; the restart sweeps leftovers and finishes the transcode', async () => {
    const env = ServerProcess.settings(join(scratch, 'kill'), {
      WORKER: 'inline',
      TRANSCODE_LOCK_DURATION_MS: '4000',
      TRANSCODE_STALLED_INTERVAL_MS: '2000',
      TRANSCODE_PRESET: 'medium',
    });
    let server = new ServerProcess(env);
    servers.push(server);
    await server.start();
    const cookie = await server.login();
    const episodeId = await createEpisode(server, cookie);
    const clip = await makeClip(join(scratch, 'long.mp4'), { width: 1280, height: 720, seconds: 20 });
    const form = new FormData();
    form.append('media', new Blob([execFileSync('cat', [clip])], { type: 'video/mp4' }), 'long.mp4');
    const res = await fetch(`${server.url}/api/admin/episodes/${episodeId}/upload-video`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
      body: form,
    });
    expect(res.status).toBe(200);
    const assetId = ((await res.json()) as { video: { id: number } }).video.id;

    const ffmpeg = await waitUntil(
      () => {
        const found = childrenNamed(server.pid, 'ffmpeg');
        return found.length > 0 ? found[0] : undefined;
      },
      'ffmpeg to start',
      120_000,
    );
    const workDirs = readdirSync(tmpdir()).filter((name) => name.startsWith(`podcast-transcode-${server.pid}-`));
    expect(workDirs.length).toBeGreaterThan(0);

    // What a kill -9 during an upload leaves: a partial file written before the restart.
    const leftover = join(env.STORAGE_DIR, 'episodes', String(episodeId), 'left.mp4.abc.partial');
    mkdirSync(join(env.STORAGE_DIR, 'episodes', String(episodeId)), { recursive: true });
    writeFileSync(leftover, 'half an upload');
    const past = new Date(Date.now() - 60_000);
    utimesSync(leftover, past, past);

    await server.kill();
    await waitUntil(() => !isAlive(ffmpeg), 'ffmpeg to die with its parent', 10_000);

    server = new ServerProcess(env);
    servers.push(server);
    await server.start();
    await waitUntil(
      async () => (await assetStatus(env.DATABASE_URL, assetId)) === 'completed',
      'the interrupted transcode to complete after the restart',
      240_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\nServer output:\n${server.output()}`);
    });
    expect(() => statSync(leftover)).toThrow();
    for (const name of workDirs) expect(() => statSync(join(tmpdir(), name))).toThrow();
  }, 400_000);
});
