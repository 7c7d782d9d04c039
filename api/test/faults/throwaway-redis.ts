import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of this test's own, on a free port, without persistence: stopping it is a Redis
 * outage for the process under test and for nobody else (the machine's shared Redis stays up).
 */
export class ThrowawayRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<ThrowawayRedis> {
    const redis = new ThrowawayRedis(await freePort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (or restarts) the server on the same port and waits until it answers PING; a no-op while it runs. */
  async resume(): Promise<void> {
    // A second redis-server on the same port would exit at once and leave this one untracked: never
    // stopped, it keeps the test process (and CI's jest) alive after the run.
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        if (Date.now() > deadline) throw new Error(`redis-server on port ${this.port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        client.disconnect();
      }
    }
  }

  /** Kills the server (SIGKILL: an outage, not a shutdown) and waits for it to be gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
