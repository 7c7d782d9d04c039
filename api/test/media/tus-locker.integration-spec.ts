import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { RedisLocker } from '../../src/modules/media/tus/redis-locker';
import { REDIS_URL } from '../harness/test-env';

/** Two lockers on one Redis stand for two API processes. */
describe('RedisLocker (tus locks shared by API processes, real Redis)', () => {
  const prefix = `test:tus-locker:${randomBytes(4).toString('hex')}`;
  const connections: Redis[] = [];
  const locker = (options: { ttlMs?: number; acquireTimeoutMs?: number } = {}) => {
    const redis = new Redis(REDIS_URL);
    const subscriber = new Redis(REDIS_URL);
    connections.push(redis, subscriber);
    return new RedisLocker(redis, subscriber, prefix, Promise.resolve(), { pollMs: 10, ...options });
  };
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await Promise.all(connections.map((connection) => (connection.status === 'end' ? undefined : connection.quit().catch(() => undefined))));
  });

  it('serialises one upload across processes and asks the holder to let go', async () => {
    const [a, b] = [locker(), locker()];
    // Let the subscribers subscribe.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const first = a.newLock('episodes/1/raw/x.mp4');
    let released = 0;
    const firstLocked = first.lock(new AbortController().signal, () => {
      released += 1;
      // The holder (a request whose client went away) ends and unlocks.
      setTimeout(() => void first.unlock(), 50);
    });
    await firstLocked;
    const order: string[] = [];
    const second = b.newLock('episodes/1/raw/x.mp4');
    await second.lock(new AbortController().signal, () => undefined).then(() => order.push('second'));
    expect(released).toBe(1);
    expect(order).toEqual(['second']);
    // Another upload's lock is independent.
    const other = a.newLock('episodes/1/raw/y.mp4');
    await other.lock(new AbortController().signal, () => undefined);
    await other.unlock();
    await second.unlock();
  });

  it('frees the lock of a process that died (no renewal) after its time to live', async () => {
    const dead = locker({ ttlMs: 300 });
    const held = dead.newLock('episodes/2/raw/z.mp4');
    await held.lock(new AbortController().signal, () => undefined);
    dead.redis.disconnect(); // renewals stop as if the process were killed
    const started = Date.now();
    const next = locker().newLock('episodes/2/raw/z.mp4');
    await next.lock(new AbortController().signal, () => undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await next.unlock();
  });

  it('gives up with tus lock timeout when the holder never lets go', async () => {
    const holder = locker().newLock('episodes/3/raw/w.mp4');
    await holder.lock(new AbortController().signal, () => undefined);
    await expect(
      locker({ acquireTimeoutMs: 200 })
        .newLock('episodes/3/raw/w.mp4')
        .lock(new AbortController().signal, () => undefined),
    ).rejects.toMatchObject({
      status_code: 500,
    });
    await holder.unlock();
  });
});
