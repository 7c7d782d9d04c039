import Redis from 'ioredis';
import { dropDatabase, withAdminClient } from './pg-admin';
import { REDIS_URL, runId } from './test-env';

/** Drops every database of this run (the template and any a crashed file left) and its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const id = runId();
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`podcast_test_${id}_%`]);
    for (const row of rows) await dropDatabase(client, row.datname);
  });
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `test:${id}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
