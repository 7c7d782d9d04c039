import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';

/** Deletes or extends the lock only while it is still ours (its token), atomically. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface RedisLockerOptions {
  /** A lock not renewed for this long is free again: its process died. */
  ttlMs: number;
  /** How long a request waits for the lock before tus answers 500 "failed to acquire lock". */
  acquireTimeoutMs: number;
  pollMs: number;
}

const DEFAULTS: RedisLockerOptions = { ttlMs: 15_000, acquireTimeoutMs: 30_000, pollMs: 50 };

/**
 * One upload's PATCHes serialised across every API process (@tus/server's MemoryLocker is per
 * process). A lock is a Redis key holding a random token, renewed while held, and free again after
 * `ttlMs` if its process dies. As MemoryLocker does, a request that wants a held lock asks its holder
 * to let go (a message on the upload's channel): a client retrying after a dropped connection then
 * does not wait for the dead request's body to time out.
 */
export class RedisLocker implements Locker {
  private readonly holders = new Map<string, RequestRelease>();
  private readonly options: RedisLockerOptions;

  constructor(
    readonly redis: Redis,
    readonly subscriber: Redis,
    readonly prefix: string,
    /** The command connection's first connect (it has no offline queue): a lock waits for it. */
    readonly ready: Promise<void> = Promise.resolve(),
    options: Partial<RedisLockerOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    void this.subscriber.psubscribe(this.channel('*')).catch(() => undefined);
    this.subscriber.on('pmessage', (_pattern: string, channel: string) => {
      const id = channel.slice(this.channel('').length);
      void this.holders.get(id)?.();
    });
  }

  key(id: string): string {
    return `${this.prefix}:tus-lock:${id}`;
  }

  channel(id: string): string {
    return `${this.prefix}:tus-release:${id}`;
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id, this.options);
  }

  hold(id: string, release: RequestRelease): void {
    this.holders.set(id, release);
  }

  letGo(id: string): void {
    this.holders.delete(id);
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
    private readonly options: RedisLockerOptions,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.locker.ready;
    const { redis } = this.locker;
    const key = this.locker.key(this.id);
    const deadline = Date.now() + this.options.acquireTimeoutMs;
    let asked = false;
    while (!signal.aborted && Date.now() < deadline) {
      if ((await redis.set(key, this.token, 'PX', this.options.ttlMs, 'NX')) === 'OK') {
        this.locker.hold(this.id, requestRelease);
        this.renewal = setInterval(() => {
          void redis.eval(EXTEND, 1, key, this.token, String(this.options.ttlMs)).catch(() => undefined);
        }, this.options.ttlMs / 3);
        this.renewal.unref();
        return;
      }
      if (!asked) {
        asked = true;
        await redis.publish(this.locker.channel(this.id), this.token).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs));
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.locker.letGo(this.id);
    await this.locker.redis.eval(RELEASE, 1, this.locker.key(this.id), this.token);
  }
}
