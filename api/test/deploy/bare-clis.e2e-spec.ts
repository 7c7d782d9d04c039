import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childrenNamed, isAlive } from '../faults/server-process';
import { BOOT_MS, freePorts, isListening, killEmbeddedServices, NpmStart, readPid, ROOT } from './bare-machine';

// Issue 29 item 8: on a bare machine `npm run admin -- set-password` and `npm run release` failed with
// "SASL: … client password must be a string": they read only DATABASE_URL, and the embedded
// PostgreSQL that `npm start` runs wants its generated password. Here both commands run as package.json
// has them (the node command after the build), with the same environment as `npm start` and no
// DATABASE_URL: beside a running start, then with it stopped. As in bare-start.e2e-spec.ts, the ports
// are moved off the machine's own PostgreSQL and Redis.
const ADMIN = { email: 'bare-cli@example.com', password: 'bare-cli-first-password' };

jest.setTimeout(2 * BOOT_MS + 120_000);

/** The node command an npm script ends with (its build step has been done by the test run's build). */
function npmScript(name: 'admin' | 'release'): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const last = scripts[name].split('&&').pop()?.trim().split(/\s+/) ?? [];
  if (last[0] !== 'node') throw new Error(`npm run ${name} does not end with a node command: ${scripts[name]}`);
  return last.slice(1);
}

function run(name: 'admin' | 'release', args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...npmScript(name), ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin and npm run release on a bare machine (embedded PostgreSQL)', () => {
  let scratch: string;
  let start: NpmStart | undefined;

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'podcast-bare-cli-'));
    // As root, PostgreSQL runs as the postgres user, which must be able to reach its folder.
    chmodSync(scratch, 0o755);
  });
  afterEach(async () => {
    // What a failed assertion left running: the start and its API (SIGKILL reaches only the start), then the services.
    if (start?.running()) {
      const api = childrenNamed(start.child.pid as number, 'node');
      start.child.kill('SIGKILL');
      for (const pid of api) process.kill(pid, 'SIGKILL');
      await start.exited();
    }
    await killEmbeddedServices(scratch);
    rmSync(scratch, { recursive: true, force: true });
  });

  const login = async (url: string, password: string) =>
    (
      await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ username: ADMIN.email, password }),
      })
    ).status;

  it('use the embedded database of a running npm start, and start it for themselves when npm start is stopped', async () => {
    const [postgresPort, redisPort, port] = await freePorts(3);
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      DATA_DIR: join(scratch, 'data'),
      STORAGE_DIR: join(scratch, 'media'),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      EMBEDDED_REDIS_PORT: String(redisPort),
      ADMIN_EMAIL: ADMIN.email,
    };
    start = new NpmStart({ ...env, ADMIN_PASSWORD: ADMIN.password });
    await start.healthy(url);
    const postgresPid = readPid(join(scratch, 'data', 'postgres', 'postmaster.pid')) as number;

    // Beside the running server: the same database, found with no setting.
    const beside = await run('admin', ['set-password', '--password', 'changed-beside-the-server'], env);
    expect(beside).toEqual({ code: 0, stdout: `Updated the password of ${ADMIN.email}\n`, stderr: '' });
    expect(await login(url, 'changed-beside-the-server')).toBeLessThan(300);
    expect(await login(url, ADMIN.password)).toBe(401);
    const list = await run('release', ['--list'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('mfe-bookings');
    // The server's PostgreSQL was used, not stopped as a leftover nor started twice.
    expect(isAlive(postgresPid)).toBe(true);
    expect(readPid(join(scratch, 'data', 'postgres', 'postmaster.pid'))).toBe(postgresPid);

    start.child.kill('SIGTERM');
    expect(await start.exited()).toEqual({ code: 0, signal: null });
    expect(await isListening(postgresPort)).toBe(false);

    // npm start stopped: the command starts the embedded PostgreSQL (and Redis) on the same data, and stops them after.
    const alone = await run('admin', ['set-password', '--password', 'changed-while-stopped'], env);
    expect(alone.code).toBe(0);
    expect(alone.stdout).toBe(`Updated the password of ${ADMIN.email}\n`);
    expect(alone.stderr).toContain('starting an embedded PostgreSQL');
    const history = await run('release', ['--history', 'mfe-bookings'], env);
    expect(history.code).toBe(0);
    expect(history.stderr).not.toMatch(/SASL|password/);
    expect(await isListening(postgresPort)).toBe(false);
    expect(await isListening(redisPort)).toBe(false);
    expect(existsSync(join(scratch, 'data', 'postgres', 'postmaster.pid'))).toBe(false);

    // The next npm start serves the password set while it was stopped.
    start = new NpmStart(env);
    await start.healthy(url);
    expect(await login(url, 'changed-while-stopped')).toBeLessThan(300);
    start.child.kill('SIGTERM');
    expect(await start.exited()).toEqual({ code: 0, signal: null });
  });
});
