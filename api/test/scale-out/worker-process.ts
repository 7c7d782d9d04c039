import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const WORKER_MAIN = resolve(__dirname, '..', '..', 'dist', 'worker.js');
/** What api/src/worker.ts logs once its queue processors run (at LOG_LEVEL=log). */
const READY_LINE = 'Processing the transcode and email queues';

/** The built worker (`node api/dist/worker.js`): queue processors without HTTP, as the worker service runs. */
export class WorkerProcess {
  child?: ChildProcess;
  private log = '';

  constructor(readonly env: Record<string, string>) {}

  get pid(): number {
    if (!this.child?.pid) throw new Error('not started');
    return this.child.pid;
  }

  output(): string {
    return this.log;
  }

  async start(): Promise<void> {
    // LOG_LEVEL=log: the ready line is how the test knows the processors are attached.
    const child = spawn(process.execPath, [WORKER_MAIN], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...this.env, LOG_LEVEL: 'log' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The worker exited with ${child.exitCode}:\n${this.log}`);
      if (this.log.includes(READY_LINE)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The worker did not start:\n${this.log}`);
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
  }
}
