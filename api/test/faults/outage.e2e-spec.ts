import { TranscodingStatus } from '@podcast/contracts';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { withAdminClient } from '../harness/pg-admin';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';
import { ThrowawayRedis } from './throwaway-redis';

/**
 * Fault injection around a running API (this jest worker is the process: an unhandled 'error' event
 * from a pool or a Redis client would end it and fail the file). PostgreSQL connections are cut with
 * pg_terminate_backend; Redis is a throwaway redis-server of this test, killed and started again.
 */
describe('database and Redis faults', () => {
  const scratch = mediaScratch();
  let redis: ThrowawayRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    t = await createTestApp({ env: { REDIS_URL: redis.url, TRANSCODE_BACKOFF_MS: '500' } });
  });
  afterAll(async () => {
    await redis.resume().catch(() => undefined);
    await t.close();
    await redis.stop();
    scratch.dispose();
  });

  const terminateConnections = () =>
    withAdminClient(async (client) => {
      const result = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        t.database.name,
      ]);
      return result.rowCount ?? 0;
    });

  /** Retries a request the way a client honouring 503 + Retry-After would (without waiting the seconds). */
  async function eventually<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const res = await send();
      if (res.status !== 503 || attempt >= 10) return res;
      expect((res as unknown as { headers: Record<string, string> }).headers['retry-after']).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('keeps serving and writing after every database connection (sessions, TypeORM) is cut', async () => {
    const agent = await t.loginAgent();
    const episode = await createEpisode(t);
    for (let round = 0; round < 3; round += 1) {
      expect(await terminateConnections()).toBeGreaterThan(0);
      // Idle pool connections report the cut as 'error' events: give them a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const patched = await eventually(() => agent.patch(`/api/admin/episodes/${episode.id}`).send({ title: `After cut ${round}` }));
      expect(patched.status).toBe(200);
      const read = await eventually(() => agent.get(`/api/admin/episodes/${episode.id}`));
      expect(read.body.title).toBe(`After cut ${round}`);
    }
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body.database).toEqual({ status: 'up' });
  });

  it('accepts an upload while Redis is down without hanging, and transcodes it once Redis is back', async () => {
    const clip = await makeClip(join(scratch.dir, 'outage.mp4'), { width: 640, height: 480, seconds: 1 });
    const agent = await t.loginAgent();
    const episode = await createEpisode(t);

    await redis.stop();
    const health = await t.http().get('/api/health').expect(503);
    expect(health.body).toEqual({
      status: 'error',
      database: { status: 'up' },
      redis: { status: 'down' },
      queues: { transcode: { status: 'down' }, email: { status: 'down' } },
    });
    expect(health.text).not.toContain(String(redis.port));

    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const assets = t.app.get(DataSource).getRepository(VideoAssetEntity);
    const kept = await assets.findOneByOrFail({ id: upload.body.video.id });
    expect(kept.transcodingStatus).toBe(TranscodingStatus.Pending);
    expect(kept.transcodingJobId).toBe(upload.body.video.transcodingJobId);

    await redis.resume();
    const done = await waitFor(
      async () => {
        const row = await assets.findOneByOrFail({ id: upload.body.video.id });
        return row.transcodingStatus === TranscodingStatus.Completed ? row : undefined;
      },
      90_000,
      'the upload accepted during the outage to be transcoded',
    );
    expect(Object.keys(done.variants)).toContain('480p');
    await t.http().get('/api/health').expect(200);
  });

  it("keeps a guest's automation runs queued while Redis is down and runs them once it is back", async () => {
    const agent = await t.loginAgent();
    const guest = (await agent.post('/api/admin/bookings').send({ name: 'Outage Guest', email: 'outage@example.com' }).expect(201)).body as { id: number };
    type Run = { bookingId: number | null; status: string; detail: string | null };
    const runsOf = async () =>
      ((await agent.get('/api/admin/automation/runs?limit=500').expect(200)).body as Run[]).filter((run) => run.bookingId === guest.id);

    await redis.stop();
    // The seeded warm_up rule fires; the change is saved although Redis cannot take the job.
    const patched = await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'warm_up' }).expect(200);
    expect(patched.body.outreachStatus).toBe('warm_up');
    const kept = await runsOf();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((run) => run.status === 'queued')).toBe(true);

    await redis.resume();
    const settled = await waitFor(
      async () => {
        const runs = await runsOf();
        return runs.length > 0 && runs.every((run) => run.status !== 'queued') ? runs : undefined;
      },
      60_000,
      'the runs kept during the outage to be run',
    );
    // Mail and LinkedIn are not configured in tests: the actions ran and were skipped for that reason, not failed.
    expect(settled.map((run) => run.status)).not.toContain('failed');
  });
});
