import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { childrenNamed, isAlive } from '../faults/server-process';
import { REDIS_URL } from '../harness/test-env';
import { BOOT_MS, delay, freePorts, isListening, killEmbeddedServices, NpmStart, readPid } from './bare-machine';

// README's `npm start` on a bare machine: no DATABASE_URL and no PostgreSQL on its port, no REDIS_URL and
// no Redis on its port. The machine's own PostgreSQL and Redis answer on 5432 and 6379, so the ports
// npm start probes are moved to closed ones (EMBEDDED_POSTGRES_PORT, EMBEDDED_REDIS_PORT). The build
// must exist (`npm test` builds first): npm start then builds nothing.
const ADMIN = { email: 'bare@example.com', password: 'bare-start-admin-password' };
jest.setTimeout(BOOT_MS + 120_000);

describe('npm start on a bare machine', () => {
  let scratch: string;
  const starts: NpmStart[] = [];

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'podcast-bare-start-'));
    // As root, PostgreSQL runs as the postgres user, which must be able to reach its folder.
    chmodSync(scratch, 0o755);
  });

  afterEach(async () => {
    // Whatever a failed assertion left running: the starts, then the services by their pid files
    // (identified by their working folder, so that the machine's own PostgreSQL and Redis are never hit).
    for (const start of starts.splice(0)) {
      if (start.running()) {
        start.child.kill('SIGKILL');
        await start.exited();
      }
    }
    await killEmbeddedServices(scratch);
    rmSync(scratch, { recursive: true, force: true });
  });

  const baseEnv = (extra: Record<string, string>): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    DATA_DIR: join(scratch, 'data'),
    STORAGE_DIR: join(scratch, 'media'),
    LOG_LEVEL: 'warn',
    ...extra,
  });

  const expectAdminLogin = async (url: string) => {
    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBeLessThan(300);
    expect(login.headers.get('set-cookie')).toBeTruthy();
  };

  const adminEmails = async (postgresPort: number): Promise<string[]> => {
    const password = readFileSync(join(scratch, 'data', 'postgres.password'), 'utf8').trim();
    const client = new Client({ host: '127.0.0.1', port: postgresPort, user: 'postgres', password, database: 'podcast' });
    await client.connect();
    try {
      const admins = await client.query<{ email: string }>('SELECT email FROM admin_user');
      return admins.rows.map((row) => row.email);
    } finally {
      await client.end();
    }
  };

  it('runs an embedded PostgreSQL and a redis-server with their data under DATA_DIR, stops them on SIGTERM, and stops the leftovers of a killed start', async () => {
    const [postgresPort, redisPort, port] = await freePorts(3);
    const url = `http://127.0.0.1:${port}`;
    const env = baseEnv({
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      EMBEDDED_REDIS_PORT: String(redisPort),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const first = new NpmStart(env);
    starts.push(first);
    await first.healthy(url);

    const health = (await (await fetch(`${url}/api/health`)).json()) as { database: { status: string }; redis: { status: string } };
    expect(health.database.status).toBe('up');
    expect(health.redis.status).toBe('up');

    // The data lives under DATA_DIR, and the services run from there on the probed ports.
    const pgdata = join(scratch, 'data', 'postgres');
    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(scratch, 'data', 'redis'))).toBe(true);
    const postgresPid = readPid(join(pgdata, 'postmaster.pid'));
    const redisPid = readPid(join(scratch, 'data', 'redis', 'redis.pid'));
    expect(postgresPid && isAlive(postgresPid)).toBe(true);
    expect(redisPid && isAlive(redisPid)).toBe(true);
    expect(readlinkSync(`/proc/${postgresPid}/cwd`)).toBe(pgdata);
    expect(readlinkSync(`/proc/${redisPid}/cwd`)).toBe(join(scratch, 'data', 'redis'));

    // A write through the API: the first start created the admin, and the admin can log in.
    await expectAdminLogin(url);
    // ... and it went to the embedded PostgreSQL (password login, the password kept in DATA_DIR).
    expect(await adminEmails(postgresPort)).toEqual([ADMIN.email]);

    // kill -9 of npm start (and of its API) leaves the services running, in process groups of their own;
    // the next start stops them by their pid files and runs its own, on the same data.
    const api = childrenNamed(first.child.pid as number, 'node');
    expect(api).toHaveLength(1);
    first.child.kill('SIGKILL');
    process.kill(api[0], 'SIGKILL');
    await first.exited();
    while (isAlive(api[0])) await delay(100);
    expect(isAlive(postgresPid as number)).toBe(true);
    const start = new NpmStart(env);
    starts.push(start);
    await start.healthy(url);
    expect(isAlive(postgresPid as number)).toBe(false);
    expect(isAlive(redisPid as number)).toBe(false);
    const restartedPostgres = readPid(join(pgdata, 'postmaster.pid'));
    const restartedRedis = readPid(join(scratch, 'data', 'redis', 'redis.pid'));
    expect(restartedPostgres && isAlive(restartedPostgres)).toBe(true);
    expect(restartedRedis && isAlive(restartedRedis)).toBe(true);
    await expectAdminLogin(url);
    expect(await adminEmails(postgresPort)).toEqual([ADMIN.email]);

    start.child.kill('SIGTERM');
    expect(await start.exited()).toEqual({ code: 0, signal: null });
    // Stopped cleanly: the processes are gone, the ports free, and PostgreSQL removed its lock file.
    expect(isAlive(restartedPostgres as number)).toBe(false);
    expect(isAlive(restartedRedis as number)).toBe(false);
    expect(await isListening(postgresPort)).toBe(false);
    expect(await isListening(redisPort)).toBe(false);
    expect(await isListening(port)).toBe(false);
    expect(existsSync(join(pgdata, 'postmaster.pid'))).toBe(false);
  });

  it('stops with one line naming what to install when it needs a Redis and there is no redis-server', async () => {
    const [postgresPort, redisPort, port] = await freePorts(3);
    // A PATH with node and nothing else: no redis-server on it.
    const bin = join(scratch, 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const start = new NpmStart({
      ...baseEnv({ PORT: String(port), EMBEDDED_POSTGRES_PORT: String(postgresPort), EMBEDDED_REDIS_PORT: String(redisPort) }),
      PATH: bin,
    });
    starts.push(start);

    const { code } = await start.exited();
    expect(code).not.toBe(0);
    expect(start.output()).toBe(
      `Redis is not running on 127.0.0.1:${redisPort} and redis-server is not installed: apt-get install redis-server, or set REDIS_URL\n`,
    );
    // Checked before anything was started: no embedded PostgreSQL either.
    expect(existsSync(join(scratch, 'data', 'postgres'))).toBe(false);
    expect(await isListening(postgresPort)).toBe(false);
  });

  it('never replaces a configured DATABASE_URL or REDIS_URL by an embedded service', async () => {
    const [closedPort, redisPort, port] = await freePorts(3);
    const start = new NpmStart(
      baseEnv({
        PORT: String(port),
        // Configured but unreachable: the API reports it as always, nothing embedded takes its place.
        DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/podcast_bare_${randomBytes(4).toString('hex')}`,
        EMBEDDED_POSTGRES_PORT: String(closedPort),
        // Configured and reachable, while the port npm start would probe is closed.
        REDIS_URL,
        REDIS_PREFIX: `bare:${randomBytes(4).toString('hex')}`,
        EMBEDDED_REDIS_PORT: String(redisPort),
      }),
    );
    starts.push(start);

    const { code } = await start.exited();
    expect(code).not.toBe(0);
    expect(start.output()).toContain(`ECONNREFUSED 127.0.0.1:${closedPort}`);
    expect(start.output()).not.toMatch(/embedded|redis-server/);
    expect(existsSync(join(scratch, 'data', 'postgres'))).toBe(false);
    expect(existsSync(join(scratch, 'data', 'redis'))).toBe(false);
    expect(await isListening(closedPort)).toBe(false);
  });
});
