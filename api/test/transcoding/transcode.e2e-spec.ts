import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, probe, readEpisode, waitFor } from '../media/media-fixtures';

describe('transcoding with real ffmpeg (local storage, worker inline)', () => {
  const scratch = mediaScratch();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRANSCODE_ATTEMPTS: '2', TRANSCODE_BACKOFF_MS: '100', TRANSCODE_CONCURRENCY: '2' } });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const assetRow = (id: number) => t.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ id });
  const settled = (id: number) =>
    waitFor(
      async () => {
        const row = await assetRow(id);
        return row.transcodingStatus === 'completed' || row.transcodingStatus === 'failed' ? row : undefined;
      },
      90_000,
      `asset ${id} to finish transcoding`,
    );

  it('makes 720p and 480p H.264/AAC renditions and a poster in one run, and fills the episode', async () => {
    const clip = await makeClip(join(scratch.dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 3 });
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const asset = await settled(upload.body.video.id);
    expect(asset.transcodingError).toBeNull();
    expect(asset.transcodingStatus).toBe('completed');
    expect(asset.transcodingProgress).toBe(100);
    // 720p, 480p and the audio-only M4A of the audio feed (the source has sound).
    expect(Object.keys(asset.variants).sort()).toEqual(['480p', '720p', 'audio', 'hls']);
    expect(asset.durationSec).toBeGreaterThan(2.5);
    expect((await probe(join(t.config.STORAGE_DIR, asset.variants.audio as string))).codecs).toEqual(['aac']);

    for (const [rendition, height] of [
      ['720p', 720],
      ['480p', 480],
    ] as const) {
      const info = await probe(join(t.config.STORAGE_DIR, asset.variants[rendition] as string));
      expect(info.height).toBe(height);
      expect(info.codecs).toEqual(expect.arrayContaining(['h264', 'aac']));
      expect(info.duration).toBeGreaterThan(2.5);
    }
    expect(asset.posterKey).toMatch(/poster\.jpg$/);

    const updated = await readEpisode(t, episode.id);
    expect(updated?.duration).toBe('0:03');
    // The poster frame's image set (poster-images.e2e-spec.ts): the thumbnail is its JPEG of about 640 px.
    expect(updated?.thumbnailUrl).toMatch(/^\/media\/episodes\/\d+\/edited\/.+\/poster-images\/[0-9a-f-]{36}\/640\.jpg\?sig=/);
    expect(updated?.artwork).toMatchObject({ origin: 'poster', src: updated?.thumbnailUrl });
    const poster = await t
      .http()
      .get(updated?.thumbnailUrl as string)
      .expect(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const list = await agent.get(`/api/admin/episodes/${episode.id}/video-assets`).expect(200);
    expect(list.body[0]).toMatchObject({
      id: asset.id,
      type: 'edited',
      version: 1,
      transcodingStatus: 'completed',
      transcodingProgress: 100,
      variants: { '720p': asset.variants['720p'], '480p': asset.variants['480p'] },
      commentCount: 0,
    });
    const variantUrl = list.body[0].variantUrls['480p'] as string;
    const served = await t.http().get(variantUrl).set('Range', 'bytes=0-99').expect(206);
    expect(served.headers['content-type']).toBe('video/mp4');
  });

  it('never upscales, and keeps an admin-typed duration and an existing thumbnail', async () => {
    const clip = await makeClip(join(scratch.dir, 'sd.mov'), { width: 640, height: 480, seconds: 2 });
    const episode = await createEpisode(t, { duration: '42:18', durationManual: true, thumbnailUrl: 'https://cdn.example.com/cover.jpg' });
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const asset = await settled(upload.body.video.id);
    expect(asset.transcodingStatus).toBe('completed');
    expect(Object.keys(asset.variants).sort()).toEqual(['480p', 'audio', 'hls']);
    expect((await probe(join(t.config.STORAGE_DIR, asset.variants['480p'] as string))).height).toBe(480);
    const after = await readEpisode(t, episode.id);
    expect(after).toMatchObject({ duration: '42:18', thumbnailUrl: 'https://cdn.example.com/cover.jpg' });
  });

  it('marks a broken file failed with the error after its retries, and transcodes it again on request', async () => {
    const good = await makeClip(join(scratch.dir, 'good.mp4'), { width: 1280, height: 720, seconds: 2 });
    // The first bytes of an MP4 (it sniffs as one) without the rest: ffprobe cannot read it.
    const broken = join(scratch.dir, 'broken.mp4');
    writeFileSync(broken, readFileSync(good).subarray(0, 6000));
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', broken).expect(200);
    const failed = await settled(upload.body.video.id);
    expect(failed.transcodingStatus).toBe('failed');
    expect(failed.transcodingError).toContain('ffprobe could not read the file');
    expect(failed.variants).toEqual({});

    // Repair the stored original, then ask for a new run.
    writeFileSync(join(t.config.STORAGE_DIR, failed.storageKey), readFileSync(good));
    const again = await agent.post(`/api/admin/video-assets/${failed.id}/transcode`).expect(200);
    expect(again.body).toEqual({ success: true, transcodingJobId: expect.any(String) });
    const done = await settled(failed.id);
    expect(done.transcodingStatus).toBe('completed');
    expect(done.transcodingError).toBeNull();
    expect(Object.keys(done.variants).sort()).toEqual(['480p', '720p', 'audio', 'hls']);

    await agent.post('/api/admin/video-assets/999999/transcode').expect(404);
  });
});
