import Redis from 'ioredis';

/**
 * A Redis connection for small shared state (login failure counts, the public list's version).
 * Without an offline queue, a command fails at once while Redis is away, so callers can fall back
 * instead of hanging a request; `ready` lets a module wait for the first connection at start.
 */
export function createRedisClient(url: string): { redis: Redis; ready: Promise<void> } {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 });
  // Errors surface on the commands; the connection keeps retrying in the background.
  redis.on('error', () => undefined);
  const ready = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return { redis, ready };
}
