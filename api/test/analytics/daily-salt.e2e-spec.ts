import { DailySalt } from '../../src/modules/analytics/daily-salt.service';
import type { EnvironmentVariables } from '../../src/config/app-config';
import { freePort } from '../faults/throwaway-redis';
import { REDIS_URL } from '../harness/test-env';

/** A DailySalt on its own: real Redis, or a port where nothing listens (Redis stopped). */
async function saltService(redisUrl: string, prefix = `test:salt:${process.pid}:${Date.now()}`): Promise<DailySalt> {
  // Only the two settings the service reads.
  const salt = new DailySalt({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix } as EnvironmentVariables);
  await salt.onModuleInit();
  return salt;
}

describe('the daily analytics salt under a burst', () => {
  it('gives every request of a burst one salt while Redis is away, so a listener is not counted twice', async () => {
    const salt = await saltService(`redis://127.0.0.1:${await freePort()}`);
    try {
      const burst = await Promise.all(Array.from({ length: 20 }, () => salt.for('2026-11-25')));
      expect(new Set(burst).size).toBe(1);
      expect(burst[0]).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      salt.onModuleDestroy();
    }
  });

  it('gives one salt per day to processes sharing Redis', async () => {
    const prefix = `test:salt:${process.pid}:${Date.now()}`;
    // Two services on one prefix stand for two processes of one deployment.
    const [one, two] = await Promise.all([saltService(REDIS_URL, prefix), saltService(REDIS_URL, prefix)]);
    try {
      const [a, b] = await Promise.all([one.for('2026-11-25'), two.for('2026-11-25')]);
      expect(a).toBe(b);
      expect(await one.for('2026-11-26')).not.toBe(a);
    } finally {
      one.onModuleDestroy();
      two.onModuleDestroy();
    }
  });
});
