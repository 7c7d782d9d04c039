import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { createTestDatabase, TEST_ADMIN, type TestDatabase } from '../harness/test-app';
import { REDIS_URL, runId } from '../harness/test-env';

/** The built server, as `npm start` runs it (`npm test` builds it first; `npm run build:api` alone). */
const API_MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const allFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []);

const BOUNDARY = 'hardeningboundary';

/** A multipart body head for one file in field `media`. */
const partHead = (filename: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="media"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`);
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The start of an MP4 (an ftyp box file-type recognises), then random bytes: a cut-off recording. */
const mp4Start = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom'), randomBytes(64 * 1024)]);

interface Sent {
  status: number | null;
  /** The connection was closed by the server before an answer (allowed for refused uploads). */
  closed: boolean;
}

/**
 * Starts `node api/dist/main.js` as a child process, then sends it uploads that used to end the
 * process (issue 17): random bytes, a truncated MP4, a zero-byte file, a body past the size limit, a
 * malformed multipart body and connections dropped mid-part. After each one the same process must
 * still answer, and at the end no file may be left in storage and no row in the database.
 */
describe('hostile uploads against the built server process', () => {
  let child: ChildProcess;
  let database: TestDatabase;
  let scratch: string;
  let storageDir: string;
  let port: number;
  let cookie = '';
  let episodeId: number;
  let log = '';
  const redisPrefix = `test:${runId()}:upload-process:${process.pid}`;

  beforeAll(async () => {
    if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build the API first (npm run build:api)`);
    database = await createTestDatabase();
    scratch = mkdtempSync(join(tmpdir(), 'podcast-upload-process-'));
    storageDir = join(scratch, 'media');
    port = await freePort();
    child = spawn(process.execPath, [API_MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? scratch,
        PORT: String(port),
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        DATA_DIR: join(scratch, 'data'),
        STORAGE_DIR: storageDir,
        WEB_ROOT: join(scratch, 'web'),
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        UPLOAD_EDITED_MAX_BYTES: String(256 * 1024),
        WORKER: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
      if (await alive()) break;
      if (Date.now() > deadline) throw new Error(`The server did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const created = await fetch(`http://127.0.0.1:${port}/api/episodes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Uploads', description: 'Hostile uploads' }),
    });
    expect(created.status).toBe(201);
    episodeId = ((await created.json()) as { id: number }).id;
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(scratch, { recursive: true, force: true });
    await database?.drop();
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${redisPrefix}:*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  async function alive(): Promise<boolean> {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).status < 500;
    } catch {
      return false;
    }
  }

  /**
   * Sends a multipart upload by hand: `chunks` are written in order; with `dropAfter` the connection
   * is destroyed after that many chunks (the client going away mid-part).
   */
  function upload(chunks: Buffer[], options: { dropAfter?: number; declaredLength?: number } = {}): Promise<Sent> {
    return new Promise((resolve) => {
      const length = options.declaredLength ?? chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/admin/episodes/${episodeId}/upload-video`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(length), cookie },
      });
      let done = false;
      const finish = (sent: Sent) => {
        if (done) return;
        done = true;
        resolve(sent);
      };
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => finish({ status: res.statusCode ?? null, closed: false }));
        res.on('error', () => finish({ status: res.statusCode ?? null, closed: true }));
      });
      req.on('error', () => finish({ status: null, closed: true }));
      req.on('close', () => setTimeout(() => finish({ status: null, closed: true }), 500));
      void (async () => {
        for (const [index, chunk] of chunks.entries()) {
          if (options.dropAfter !== undefined && index >= options.dropAfter) {
            // Give the server time to start writing the part, then cut the connection.
            await new Promise((resolveWait) => setTimeout(resolveWait, 300));
            req.destroy();
            return;
          }
          if (!req.write(chunk)) await new Promise((resolveDrain) => req.once('drain', resolveDrain));
        }
        req.end();
      })();
    });
  }

  const refusedOrClosed = (sent: Sent) => sent.closed || (sent.status !== null && sent.status >= 400 && sent.status < 500);

  async function expectStillServing(): Promise<void> {
    expect(child.exitCode).toBeNull();
    expect(await alive()).toBe(true);
  }

  it.each([
    ['random bytes', () => [partHead('random.mp4'), randomBytes(200 * 1024), partTail]],
    ['random bytes shorter than a sniff', () => [partHead('tiny.mp4'), randomBytes(100), partTail]],
    ['a zero-byte file', () => [partHead('empty.mp4'), partTail]],
    ['an MP4 past the size limit', () => [partHead('big.mp4'), mp4Start(), ...Array.from({ length: 8 }, () => randomBytes(64 * 1024)), partTail]],
    ['a malformed multipart body', () => [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: garbage\r\n\r\n`), randomBytes(1024)]],
    ['a body that ends inside the part', () => [partHead('cut.mp4'), mp4Start()]],
  ])('survives %s (4xx or closed, process still serving)', async (_label, body) => {
    const sent = await upload(body());
    expect(refusedOrClosed(sent)).toBe(true);
    await expectStillServing();
  });

  it('survives a truncated MP4 whose connection drops mid-part', async () => {
    const sent = await upload([partHead('truncated.mp4'), mp4Start(), randomBytes(64 * 1024), randomBytes(64 * 1024)], {
      dropAfter: 2,
      declaredLength: 10 * 1024 * 1024,
    });
    expect(sent.closed || refusedOrClosed(sent)).toBe(true);
    await expectStillServing();
  });

  it('survives random bytes whose connection drops mid-part', async () => {
    const sent = await upload([partHead('random-drop.mp4'), randomBytes(8 * 1024), randomBytes(64 * 1024)], { dropAfter: 2, declaredLength: 10 * 1024 * 1024 });
    expect(sent.closed || refusedOrClosed(sent)).toBe(true);
    await expectStillServing();
  });

  it('survives a client that sends the headers and goes away before the part', async () => {
    const sent = await upload([partHead('gone.mp4'), randomBytes(10)], { dropAfter: 1, declaredLength: 1024 * 1024 });
    expect(sent.closed || refusedOrClosed(sent)).toBe(true);
    await expectStillServing();
  });

  it('leaves no file in storage and no row in the database, and the process never exited', async () => {
    // Cleanup of a dropped upload finishes after the connection closes: wait until storage is empty.
    const deadline = Date.now() + 10_000;
    while (allFiles(storageDir).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(allFiles(storageDir).map((entry) => entry.name)).toEqual([]);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM video_asset');
      expect(rows[0]?.count).toBe('0');
    } finally {
      await client.end();
    }
    await expectStillServing();
    expect(log).not.toMatch(/Unhandled|uncaught/i);
  });
});
