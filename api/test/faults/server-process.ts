import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { withAdminClient, dropDatabase } from '../harness/pg-admin';
import { PG_ROOT_URL, REDIS_URL } from '../harness/test-env';
import { freePort } from './throwaway-redis';

export const API_MAIN = resolve(__dirname, '..', '..', 'dist', 'main.js');
export const SERVER_ADMIN = { email: 'admin@example.com', password: 'fault-test-admin-password' };

/** The built server (`node api/dist/main.js`) as a real process: what SIGTERM and kill -9 hit. */
export class ServerProcess {
  child?: ChildProcess;
  url = '';
  private log = '';

  constructor(readonly env: Record<string, string>) {}

  /** A database (created by the server itself), Redis prefix and folders of its own under `scratch`. */
  static settings(scratch: string, extra: Record<string, string> = {}): Record<string, string> {
    const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    return {
      DATABASE_URL: `${PG_ROOT_URL}/podcast_fault_${id}`,
      REDIS_URL,
      REDIS_PREFIX: `fault:${id}`,
      DATA_DIR: join(scratch, 'data'),
      STORAGE_DIR: join(scratch, 'media'),
      WEB_ROOT: join(scratch, 'web'),
      ADMIN_EMAIL: SERVER_ADMIN.email,
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...extra,
    };
  }

  get pid(): number {
    if (!this.child?.pid) throw new Error('not started');
    return this.child.pid;
  }

  output(): string {
    return this.log;
  }

  /** A PORT in the settings is kept across restarts (a proxy in front knows the address); else a free one. */
  async start(): Promise<void> {
    const port = this.env.PORT ? Number(this.env.PORT) : await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [API_MAIN], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: String(port), ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${this.log}`);
      const ok = await fetch(`${this.url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The server did not become healthy:\n${this.log}`);
  }

  /** Resolves with the exit code (or signal) once the process is gone. */
  exited(): Promise<number | string | null> {
    const child = this.child;
    if (!child) return Promise.resolve(null);
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode);
    return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** A session cookie of the admin. */
  async login(): Promise<string> {
    const res = await fetch(`${this.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.url },
      body: JSON.stringify({ username: SERVER_ADMIN.email, password: SERVER_ADMIN.password }),
    });
    if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
    return (res.headers.get('set-cookie') ?? '').split(';')[0];
  }

  async kill(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      const gone = this.exited();
      this.child.kill('SIGKILL');
      await gone;
    }
  }

  /** Drops the database and Redis keys the server made. */
  async dispose(): Promise<void> {
    await this.kill();
    const name = new URL(this.env.DATABASE_URL).pathname.slice(1);
    await withAdminClient((client) => dropDatabase(client, name));
    const redis = new Redis(REDIS_URL);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.env.REDIS_PREFIX}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}

/** Child processes of `pid` whose command name is `name` (from /proc). */
export function childrenNamed(pid: number, name: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && (comm === name || programName(entry) === name)) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * The base name of the program a process runs. Node 24 names its main thread "MainThread", which is
 * what /proc/<pid>/stat shows, so a node child is recognised by its command line as well.
 */
function programName(pid: string): string {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return argv0.slice(argv0.lastIndexOf('/') + 1);
  } catch {
    return '';
  }
}

/** Running (a zombie waiting for its reaper counts as dead: it runs no more). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
