import Bull from 'bull';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { QueueName, type TranscodeJobData } from '../../src/queue/jobs';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { OutboxSweeper } from '../../src/queue/outbox/outbox-sweeper';
import { createTestApp, type TestApp } from '../harness/test-app';
import { REDIS_URL } from '../harness/test-env';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';

/**
 * A worker killed mid-job never completes it nor renews its lock. This test plays that worker with a
 * bare Bull client that takes the job and vanishes; a freshly started app (the restart) must find
 * the job stalled, put it back and transcode it.
 */
describe('a transcode job cut off by a dead worker', () => {
  const scratch = mediaScratch();
  let api: TestApp;
  let restarted: TestApp | undefined;

  beforeAll(async () => {
    api = await createTestApp({ env: { WORKER: 'off' } });
  });
  afterAll(async () => {
    await restarted?.close({ keepDatabase: true });
    await api.close();
    scratch.dispose();
  });

  it('is retried after restart', async () => {
    const clip = await makeClip(join(scratch.dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 2 });
    const episode = await createEpisode(api);
    const agent = await api.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const assetId = upload.body.video.id as number;
    const assets = () => api.app.get(DataSource).getRepository(VideoAssetEntity);

    // The doomed worker takes the job (active, locked for 800 ms), marks the asset processing, and dies.
    const doomed = new Bull<TranscodeJobData>(QueueName.Transcode, REDIS_URL, {
      prefix: api.config.REDIS_PREFIX,
      settings: { lockDuration: 800, drainDelay: 1 },
    });
    // The upload wrote the job to the outbox; a sweep hands it to Redis (else the timer's next one would).
    // Twice: a pass the timer started before the upload committed does not see its row.
    await api.app.get(OutboxSweeper).sweep();
    await api.app.get(OutboxSweeper).sweep();
    const job = await doomed.getNextJob();
    expect(job?.data.assetId).toBe(assetId);
    await assets().update({ id: assetId }, { transcodingStatus: 'processing' as VideoAssetEntity['transcodingStatus'] });
    await doomed.close(true);
    expect(await (await api.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ id: assetId })).transcodingStatus).toBe('processing');

    // The restart: same database, Redis prefix and storage, the worker inline with quick stall checks.
    restarted = await createTestApp({
      database: api.database,
      env: { WORKER: 'inline', STORAGE_DIR: api.config.STORAGE_DIR, TRANSCODE_STALLED_INTERVAL_MS: '300', TRANSCODE_LOCK_DURATION_MS: '2000' },
    });
    const done = await waitFor(
      async () => {
        const row = await assets().findOneByOrFail({ id: assetId });
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      60_000,
      'the stalled job to be transcoded after restart',
    );
    expect(Object.keys(done.variants).sort()).toEqual(['480p', '720p', 'audio', 'hls']);
  });
});
