import type Redis from 'ioredis';

const WINDOW_MS = 60_000;

/**
 * At most `perMinute` sends per minute across every process: a counter per minute window in Redis
 * (INCR; the first increment sets its expiry). A caller over the limit waits for the next window.
 */
export class SendThrottle {
  constructor(
    private readonly redis: Pick<Redis, 'incr' | 'pexpire'>,
    private readonly key: string,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void> = abortableSleep,
  ) {}

  /** Resolves true when a send may go now; false when `signal` aborted the wait (shutdown). */
  async take(signal?: AbortSignal): Promise<boolean> {
    for (;;) {
      if (signal?.aborted) return false;
      const window = Math.floor(this.now() / WINDOW_MS);
      const key = `${this.key}:${window}`;
      const used = await this.redis.incr(key);
      if (used === 1) await this.redis.pexpire(key, WINDOW_MS * 2);
      if (used <= this.perMinute) return true;
      await this.sleep((window + 1) * WINDOW_MS - this.now() + 5, signal);
    }
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
