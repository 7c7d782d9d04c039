import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { WorkerAppModule } from '../../src/app.module';
import { MetricsServer } from '../../src/metrics/metrics-server';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';
import { parseScrape, seriesOf } from './scrape';

describe('metrics of the worker entry (`npm run worker`) on METRICS_PORT', () => {
  const scratch = mediaScratch();
  let api: TestApp;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    api = await createTestApp({ env: { WORKER: 'off' } });
  });
  afterAll(async () => {
    await worker?.close();
    await api.close();
    scratch.dispose();
  });

  it('serves /metrics on its port with the queues, and the transcode job it ran', async () => {
    const clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 320, height: 240, seconds: 1 });
    const episode = await createEpisode(api);
    const agent = await api.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);

    // As worker.ts builds it, with the API's settings and a port of its own.
    worker = await NestFactory.createApplicationContext(WorkerAppModule.register({ ...api.config, METRICS_PORT: 0 }), { logger: ['error'] });
    await worker.init();
    const base = `http://127.0.0.1:${worker.get(MetricsServer).port}`;
    await waitFor(
      async () =>
        (await api.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ id: upload.body.video.id })).transcodingStatus === 'completed',
      60_000,
      'the worker to transcode',
    );

    const scrape = await waitFor(
      async () => {
        const res = await fetch(`${base}/metrics`);
        const parsed = parseScrape(await res.text());
        const jobs = seriesOf(parsed, 'podcast_job_duration_seconds_count').filter(
          (series) => series.labels.queue === 'transcode' && series.labels.outcome === 'completed',
        );
        // Redis's probe included (1 s each: on a loaded machine one may miss it, and the next scrape is asked).
        const redisUp = seriesOf(parsed, 'podcast_redis_up')[0]?.value === 1 && seriesOf(parsed, 'podcast_queue_jobs').length === 8;
        return res.status === 200 && jobs.length > 0 && redisUp ? parsed : undefined;
      },
      10_000,
      'the job in the worker metrics',
    );
    expect(seriesOf(scrape, 'podcast_redis_up')[0]?.value).toBe(1);
    expect(seriesOf(scrape, 'podcast_queue_jobs')).toHaveLength(8);
    expect(seriesOf(scrape, 'podcast_transcode_seconds_count').some((series) => series.labels.outcome === 'ok' && series.value >= 1)).toBe(true);
    expect(scrape.families.get('process_resident_memory_bytes')?.type).toBe('GAUGE');

    // Closing the worker closes its metrics port.
    await worker.close();
    worker = undefined;
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });
});
