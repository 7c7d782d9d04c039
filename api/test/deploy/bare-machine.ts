import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { isAlive } from '../faults/server-process';
import { freePort } from '../faults/throwaway-redis';

// What the bare-machine tests share: `node scripts/start.mjs` as a real process, free ports, and the
// clean-up of the embedded services by their pid files.
export const ROOT = resolve(__dirname, '..', '..', '..');
const START = join(ROOT, 'scripts', 'start.mjs');
/** initdb, the first start and the migrations take a while on a loaded machine. */
export const BOOT_MS = 240_000;

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Distinct free ports (freePort can hand out the same one twice once it is closed again). */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export function isListening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const answer = (value: boolean) => {
      socket.destroy();
      done(value);
    };
    socket.setTimeout(2_000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

export function readPid(path: string): number | undefined {
  try {
    return Number(readFileSync(path, 'utf8').split('\n')[0].trim()) || undefined;
  } catch {
    return undefined;
  }
}

/** `node scripts/start.mjs` as a real process, with only the environment given (nothing inherited). */
export class NpmStart {
  readonly child: ChildProcess;
  private log = '';
  private readonly exit: Promise<{ code: number | null; signal: string | null }>;

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, [START], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.exit = new Promise((done) => this.child.once('exit', (code, signal) => done({ code, signal })));
  }

  output(): string {
    return this.log;
  }

  exited(): Promise<{ code: number | null; signal: string | null }> {
    return this.exit;
  }

  running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async healthy(url: string): Promise<void> {
    const deadline = Date.now() + BOOT_MS;
    while (Date.now() < deadline) {
      if (!this.running()) throw new Error(`npm start exited with ${this.child.exitCode}:\n${this.log}`);
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await delay(500);
    }
    throw new Error(`npm start did not become healthy:\n${this.log}`);
  }
}

/**
 * Whatever a failed assertion left running in `scratch`'s DATA_DIR: the services by their pid files,
 * identified by their working folder, so that the machine's own PostgreSQL and Redis are never hit.
 */
export async function killEmbeddedServices(scratch: string): Promise<void> {
  for (const [pidFile, folder] of [
    [join(scratch, 'data', 'postgres', 'postmaster.pid'), join(scratch, 'data', 'postgres')],
    [join(scratch, 'data', 'redis', 'redis.pid'), join(scratch, 'data', 'redis')],
  ]) {
    const pid = readPid(pidFile);
    if (pid === undefined || !isAlive(pid)) continue;
    const cwd = (() => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        return undefined; // gone meanwhile
      }
    })();
    if (cwd !== folder) continue;
    process.kill(pid, 'SIGKILL');
    while (isAlive(pid)) await delay(100);
  }
}
