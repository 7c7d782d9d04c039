import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { WorkerAppModule } from '../../src/app.module';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';

describe('the worker entry (WORKER=off on the API)', () => {
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

  it('transcodes what the API queued, in the separate worker application (as worker.ts builds it)', async () => {
    const clip = await makeClip(join(scratch.dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 2 });
    const episode = await createEpisode(api);
    const agent = await api.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);

    worker = await NestFactory.createApplicationContext(WorkerAppModule.register(api.config), { logger: ['error'] });
    await worker.init();
    const done = await waitFor(
      async () => {
        const row = await api.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ id: upload.body.video.id });
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      60_000,
      'the worker to transcode',
    );
    expect(Object.keys(done.variants).sort()).toEqual(['480p', '720p', 'audio', 'hls']);
  });
});
