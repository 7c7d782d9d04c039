import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';

describe('the ffmpeg watchdog', () => {
  const scratch = mediaScratch();
  let t: TestApp;

  beforeAll(async () => {
    // A transcoder that hangs without a word, as a stuck ffmpeg does (a real process, killed for real).
    const hanging = join(scratch.dir, 'hanging-ffmpeg.sh');
    writeFileSync(hanging, '#!/bin/sh\nexec sleep 60\n');
    chmodSync(hanging, 0o755);
    t = await createTestApp({ env: { FFMPEG_PATH: hanging, TRANSCODE_STALL_TIMEOUT_MS: '700', TRANSCODE_ATTEMPTS: '1' } });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  it('kills an ffmpeg that makes no progress and fails the asset with the reason', async () => {
    const clip = await makeClip(join(scratch.dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 2 });
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const row = await waitFor(
      async () => {
        const asset = await t.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ id: upload.body.video.id });
        return asset.transcodingStatus === 'failed' ? asset : undefined;
      },
      30_000,
      'the watchdog',
    );
    expect(row.transcodingError).toBe('ffmpeg made no progress for 700 ms and was stopped');
    const list = await agent.get(`/api/admin/episodes/${episode.id}/video-assets`).expect(200);
    expect(list.body[0]).toMatchObject({ transcodingStatus: 'failed', transcodingError: 'ffmpeg made no progress for 700 ms and was stopped' });
  });
});
