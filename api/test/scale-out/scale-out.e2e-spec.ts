import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '../faults/throwaway-redis';
import { childrenNamed, isAlive, ServerProcess, SERVER_ADMIN } from '../faults/server-process';
import { TestS3Server } from '../harness/s3-server';
import { makeClip } from '../media/media-fixtures';
import { Nginx } from './nginx';
import { WorkerProcess } from './worker-process';

interface AssetRow {
  storageKey: string;
  variants: Record<string, string>;
  posterKey: string | null;
  transcodingStatus: string | null;
  transcodingError: string | null;
}

async function waitUntil<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs: number, pollMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Issue 13, item 5: the deployment of docs/deployment.md ("Scaling out") in miniature. nginx in front
 * of two API processes (WORKER=off) and two workers, sharing one PostgreSQL database, one Redis prefix
 * and one bucket on an S3-protocol server; each process has its own DATA_DIR, as containers would.
 */
describe('scale-out: nginx, two APIs and two workers sharing PostgreSQL, Redis and S3', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-scale-out-'));
  let s3: TestS3Server | undefined;
  let shared: Record<string, string>;
  /** The API processes now running (index 0 and 1); restarts replace entries. */
  const apis: ServerProcess[] = [];
  const everyApi: ServerProcess[] = [];
  const workers: WorkerProcess[] = [];
  const killedWorkerPids: number[] = [];
  const nginx = new Nginx(join(scratch, 'nginx'));

  const apiSettings = (i: number, port: number) => ({ ...shared, PORT: String(port), DATA_DIR: join(scratch, `api-${i}`) });
  const startApi = async (env: Record<string, string>) => {
    const api = new ServerProcess(env);
    everyApi.push(api);
    await api.start();
    return api;
  };

  async function asset(id: number): Promise<AssetRow | undefined> {
    const client = new Client({ connectionString: shared.DATABASE_URL });
    await client.connect();
    try {
      const result = await client.query<AssetRow>(
        'SELECT "storageKey", variants, "posterKey", "transcodingStatus", "transcodingError" FROM video_asset WHERE id = $1',
        [id],
      );
      return result.rows[0];
    } finally {
      await client.end();
    }
  }

  const keysUnder = async (prefix: string): Promise<string[]> => (await s3!.keysUnder(prefix)).sort();

  /** Every process's output, for a failure message. */
  const logs = () =>
    [
      ...everyApi.map((api, i) => `--- api ${i}\n${api.output()}`),
      ...workers.map((worker, i) => `--- worker ${i}\n${worker.output()}`),
      `--- nginx\n${nginx.output()}`,
    ].join('\n');

  async function login(base: string): Promise<string> {
    const res = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: SERVER_ADMIN.email, password: SERVER_ADMIN.password }),
    });
    if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
    return (res.headers.get('set-cookie') ?? '').split(';')[0];
  }

  async function createEpisode(base: string, cookie: string, extra: Record<string, unknown> = {}): Promise<number> {
    const res = await fetch(`${base}/api/episodes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ title: 'Scale-out episode', description: 'Served by several processes', episodeNumber: 1, ...extra }),
    });
    if (res.status !== 201) throw new Error(`create episode: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  }

  async function uploadVideo(base: string, cookie: string, episodeId: number, clip: string): Promise<number> {
    const form = new FormData();
    form.append('media', new Blob([readFileSync(clip)], { type: 'video/mp4' }), 'take.mp4');
    const res = await fetch(`${base}/api/admin/episodes/${episodeId}/upload-video`, { method: 'POST', headers: { cookie, origin: base }, body: form });
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { video: { id: number } }).video.id;
  }

  async function transcoded(assetId: number, timeoutMs: number): Promise<AssetRow> {
    return waitUntil(
      async () => {
        const row = await asset(assetId);
        if (row?.transcodingStatus === 'failed') throw new Error(`transcode failed: ${row.transcodingError}`);
        return row?.transcodingStatus === 'completed' ? row : undefined;
      },
      'the transcode to complete',
      timeoutMs,
      250,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${logs()}`);
    });
  }

  const renditionKeys = (row: AssetRow) => [row.storageKey, ...Object.values(row.variants), row.posterKey as string].sort();

  /** The files of the episode's picture made from the poster frame (docs/artwork.md): every link of its set. */
  async function posterImageKeys(episodeId: number): Promise<string[]> {
    const client = new Client({ connectionString: shared.DATABASE_URL });
    await client.connect();
    try {
      const result = await client.query<{ artwork: { prefix: string; srcset: Record<string, string>; ogImage: string } | null }>(
        'SELECT artwork FROM episode WHERE id = $1',
        [episodeId],
      );
      const set = result.rows[0]?.artwork;
      if (!set) return [];
      const links = [...Object.values(set.srcset).flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0])), set.ogImage];
      return links.map((link) => `${set.prefix}/${new URL(link, 'http://x').pathname.split('/').pop() as string}`);
    } finally {
      await client.end();
    }
  }
  /** Exactly the renditions of the row and the poster's image set, nothing else. */
  const readText = async (key: string) => (await s3!.objectBytes(key)).toString();
  /** The URIs a playlist names: its plain lines and its URI="…" attributes (the audio rendition). */
  const playlistUris = (text: string) => [
    ...text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')),
    ...[...text.matchAll(/URI="([^"]+)"/g)].map((match) => match[1]),
  ];
  /** The HLS ladder's files as its playlists name them: one set, so a killed worker's leftovers would show. */
  async function hlsKeys(row: AssetRow): Promise<string[]> {
    const master = (row.variants as Record<string, string>).hls;
    if (!master) return [];
    const folder = master.slice(0, master.lastIndexOf('/') + 1);
    const keys: string[] = [];
    for (const rung of playlistUris(await readText(master))) {
      const rungKey = `${folder}${rung}`;
      const rungFolder = rungKey.slice(0, rungKey.lastIndexOf('/') + 1);
      keys.push(rungKey, ...playlistUris(await readText(rungKey)).map((segment) => `${rungFolder}${segment}`));
    }
    return keys;
  }
  const expectedKeys = async (row: AssetRow, episodeId: number) =>
    [...renditionKeys(row), ...(await hlsKeys(row)), ...(await posterImageKeys(episodeId))].sort();

  beforeAll(async () => {
    s3 = await TestS3Server.start();
    shared = ServerProcess.settings(scratch, {
      WORKER: 'off',
      ...s3.env(),
      // A killed worker's job goes back to the queue within seconds rather than a minute.
      TRANSCODE_LOCK_DURATION_MS: '4000',
      TRANSCODE_STALLED_INTERVAL_MS: '2000',
      TRANSCODE_PRESET: 'medium',
    });
    // The first API creates and migrates the database; the rest start together on it.
    apis.push(await startApi(apiSettings(0, await freePort())));
    const [second] = await Promise.all([
      startApi(apiSettings(1, await freePort())),
      ...[0, 1].map((i) => {
        const worker = new WorkerProcess({ ...shared, DATA_DIR: join(scratch, `worker-${i}`) });
        workers.push(worker);
        return worker.start();
      }),
    ]);
    apis.push(second);
    await nginx.start(apis.map((api) => new URL(api.url).host));
  }, 300_000);

  afterAll(async () => {
    await nginx.stop();
    for (const worker of workers) await worker.kill();
    for (const api of everyApi.slice(1)) await api.kill();
    await everyApi[0]?.dispose();
    await s3?.close();
    // The transcode folder of the worker killed mid-job (a restart of that worker would sweep it).
    for (const pid of killedWorkerPids) {
      for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(`podcast-transcode-${pid}-`))) {
        rmSync(join(tmpdir(), name), { recursive: true, force: true });
      }
    }
    rmSync(scratch, { recursive: true, force: true });
  }, 120_000);

  it('honours a login made on one API on the other, directly and through nginx', async () => {
    const [a, b] = apis;
    const direct = await login(a.url);
    const proxied = await login(nginx.url);
    for (const cookie of [direct, proxied]) {
      for (const base of [a.url, b.url, nginx.url]) {
        const res = await fetch(`${base}/api/admin/episodes`, { headers: { cookie } });
        expect({ base, status: res.status }).toEqual({ base, status: 200 });
      }
    }
  });

  it("shows an episode published through one API in the other's public list within one second", async () => {
    const [a, b] = apis;
    const cookie = await login(a.url);
    // B serves the list from its memory cache before the publish, so the test sees it being invalidated.
    expect((await fetch(`${b.url}/api/episodes`)).status).toBe(200);
    const id = await createEpisode(a.url, cookie, { status: 'published', publishWithoutVideo: true });
    const published = Date.now();
    const listed = async () => {
      const res = await fetch(`${b.url}/api/episodes`);
      return ((await res.json()) as Array<{ id: number }>).some((episode) => episode.id === id);
    };
    // The bound: polled every 50 ms for one second from the publish response.
    let seen = false;
    while (!seen && Date.now() - published <= 1000) {
      seen = await listed();
      if (!seen) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(true);
  });

  it('transcodes an upload made through nginx on one of the workers, into the bucket', async () => {
    const cookie = await login(nginx.url);
    const episodeId = await createEpisode(nginx.url, cookie);
    const clip = await makeClip(join(scratch, 'short.mp4'), { width: 1280, height: 720, seconds: 2 });
    const assetId = await uploadVideo(nginx.url, cookie, episodeId, clip);
    const row = await transcoded(assetId, 240_000);
    expect(row.variants).toEqual(expect.objectContaining({ '720p': expect.any(String), '480p': expect.any(String) }));
    expect(await posterImageKeys(episodeId)).toHaveLength(13);
    expect(await keysUnder(`episodes/${episodeId}/`)).toEqual(await expectedKeys(row, episodeId));
  }, 300_000);

  it('finishes on the other worker a transcode whose worker was killed with SIGKILL, with one set of renditions', async () => {
    const cookie = await login(nginx.url);
    const episodeId = await createEpisode(nginx.url, cookie);
    const clip = await makeClip(join(scratch, 'long.mp4'), { width: 1280, height: 720, seconds: 20 });
    const assetId = await uploadVideo(nginx.url, cookie, episodeId, clip);

    // The worker that holds the job is the one running ffmpeg for it.
    const [holder, ffmpeg] = await waitUntil(
      async () => {
        for (const worker of workers) {
          const found = childrenNamed(worker.pid, 'ffmpeg');
          if (found.length > 0) return [worker, found[0]] as const;
        }
        return undefined;
      },
      'a worker to start ffmpeg',
      180_000,
    );
    const other = workers.find((worker) => worker !== holder) as WorkerProcess;
    killedWorkerPids.push(holder.pid);
    await holder.kill();
    await waitUntil(async () => !isAlive(ffmpeg), 'ffmpeg to die with its worker', 10_000);

    const row = await transcoded(assetId, 400_000);
    expect(isAlive(other.pid)).toBe(true);
    // Exactly the renditions of the row (the original, one file per variant and the poster) and one
    // image set of the poster frame, nothing else.
    expect(await keysUnder(`episodes/${episodeId}/`)).toEqual(await expectedKeys(row, episodeId));
  }, 600_000);

  it('restarts the APIs one at a time (SIGTERM) under a read load through nginx without losing a request', async () => {
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let running = true;
    const loop = async () => {
      while (running) {
        for (const path of ['/api/episodes', '/api/health']) {
          try {
            const res = await fetch(`${nginx.url}${path}`);
            await res.arrayBuffer();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          } catch (error) {
            const cause = (error as { cause?: { code?: string; message?: string } }).cause;
            failures.push(`${path}: ${(error as Error).message} ${cause?.code ?? cause?.message ?? ''}`);
          }
          // Bounded: a steady read load, not a flood that starves the restarting process of CPU.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const load = [0, 1, 2, 3].map(() => loop());
    try {
      for (let i = 0; i < apis.length; i += 1) {
        const old = apis[i];
        old.signal('SIGTERM');
        expect(await old.exited()).toBe(0);
        apis[i] = await startApi(old.env);
        // Healthy is not enough: nginx skips an API for fail_timeout after a failure and only then tries
        // it again. Stopping the other API before that would leave no live upstream (a 502).
        const host = new URL(apis[i].url).host;
        await waitUntil(
          async () => {
            const res = await fetch(`${nginx.url}/api/health`);
            await res.arrayBuffer();
            return res.headers.get('x-upstream')?.split(', ').pop() === host;
          },
          'nginx to send requests to the restarted API',
          30_000,
        );
      }
      // A moment of load on both new processes too.
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      running = false;
      await Promise.all(load);
    }
    if (failures.length > 0 || [...statuses.keys()].some((status) => status !== 200)) process.stderr.write(logs());
    expect(failures).toEqual([]);
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(0);
  }, 300_000);
});
