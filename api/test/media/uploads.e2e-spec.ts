import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeAudio, makeClip, makeImage, mediaScratch, paddedCopy } from './media-fixtures';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('uploads (local storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let clip: string;
  let mov: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_RAW_MAX_BYTES: '300000', UPLOAD_EDITED_MAX_BYTES: '400000', UPLOAD_THUMBNAIL_MAX_BYTES: '50000' } });
    clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 320, height: 240, seconds: 1 });
    mov = await makeClip(join(scratch.dir, 'clip.mov'), { width: 320, height: 240, seconds: 1 });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const assets = () => t.app.get(DataSource).getRepository(VideoAssetEntity);

  it('stores a raw video as an asset of its episode when episodeId comes after the file', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const res = await agent.post('/api/admin/upload/file').attach('media', clip, 'Interview take 1.mp4').field('episodeId', String(episode.id)).expect(200);
    expect(res.body.success).toBe(true);
    const file = res.body.file;
    expect(file).toMatchObject({ originalName: 'Interview take 1.mp4', type: 'video/mp4', size: statSync(clip).size });
    expect(file.key).toMatch(/\.mp4$/);
    const row = await assets().findOneByOrFail({ id: file.id });
    expect(row).toMatchObject({ episodeId: episode.id, type: 'raw', storageKey: file.key, size: statSync(clip).size });
    // The signed URL serves exactly the uploaded bytes.
    const download = await t
      .http()
      .get(file.url)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(download.body as Buffer, readFileSync(clip))).toBe(0);
  });

  it('accepts episodeId as a query parameter and lists raw audio among the episode assets', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    for (const ext of ['mp3', 'wav', 'm4a', 'aac']) {
      const audio = await makeAudio(join(scratch.dir, `voice.${ext}`));
      const res = await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', audio).expect(200);
      expect(res.body.file.type).toMatch(/^audio\//);
    }
    const list = await agent.get(`/api/admin/episodes/${episode.id}/video-assets`).expect(200);
    expect(list.body).toHaveLength(4);
    expect(list.body.every((a: { type: string }) => a.type === 'raw')).toBe(true);
  });

  it('accepts avi and webm raw video', async () => {
    const agent = await t.loginAgent();
    for (const ext of ['avi', 'webm']) {
      const file = await makeClip(join(scratch.dir, `clip.${ext}`), { width: 160, height: 120, seconds: 1 });
      const res = await agent.post('/api/admin/upload/file').attach('media', file).expect(200);
      expect(res.body.file.type).toBe(ext === 'avi' ? 'video/x-msvideo' : 'video/webm');
    }
  });

  it('judges the type by content, not by name', async () => {
    const fake = join(scratch.dir, 'not-a-video.mp4');
    writeFileSync(fake, Buffer.from('#!/bin/sh\necho this is a script pretending to be a video\n'.repeat(50)));
    const agent = await t.loginAgent();
    const before = filesUnder(join(t.config.STORAGE_DIR, 'uploads')).length;
    const res = await agent.post('/api/admin/upload/file').attach('media', fake).expect(415);
    expect(res.body.message).toContain('not a supported file type');
    expect(filesUnder(join(t.config.STORAGE_DIR, 'uploads'))).toHaveLength(before);

    // A real PNG named .mp4 is still refused for raw media.
    const png = await makeImage(join(scratch.dir, 'picture.png'));
    const renamed = join(scratch.dir, 'picture.mp4');
    writeFileSync(renamed, readFileSync(png));
    await agent.post('/api/admin/upload/file').attach('media', renamed).expect(415);
  });

  it('refuses a file over the limit with 413 while streaming and leaves no file or row', async () => {
    const big = paddedCopy(clip, join(scratch.dir, 'big.mp4'), 2_000_000);
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const countBefore = await assets().count();
    const res = await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: '"big.mp4" is larger than the 293 KB limit' });
    expect(await assets().count()).toBe(countBefore);
    expect(filesUnder(join(t.config.STORAGE_DIR, 'episodes', String(episode.id)))).toEqual([]);
  });

  it('creates edited versions, numbered per episode, queued for transcoding', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const first = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip, 'Final cut.mp4').expect(200);
    expect(first.body.success).toBe(true);
    expect(first.body.video).toMatchObject({ originalName: 'Final cut.mp4', contentType: 'video/mp4', size: statSync(clip).size, version: 1 });
    expect(first.body.video.transcodingJobId).toEqual(expect.any(String));
    expect(first.body.video.s3Key).toMatch(new RegExp(`^episodes/${episode.id}/edited/`));
    const second = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', mov, 'Final cut v2.mov').expect(200);
    expect(second.body.video).toMatchObject({ contentType: 'video/quicktime', version: 2 });
    const row = await assets().findOneByOrFail({ id: second.body.video.id });
    expect(row.type).toBe('edited');
    expect(['pending', 'processing', 'completed']).toContain(row.transcodingStatus);
  });

  it('refuses audio as an edited video, unknown episodes, and an edited file over its limit', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const audio = await makeAudio(join(scratch.dir, 'voice.mp3'));
    await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', audio).expect(415);
    await agent.post('/api/admin/episodes/999999/upload-video').attach('media', clip).expect(404);
    const big = paddedCopy(clip, join(scratch.dir, 'big-edit.mp4'), 400_001);
    const res = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', big);
    expect(res.status).toBe(413);
    expect(await assets().countBy({ episodeId: episode.id })).toBe(0);
  });

  it('rejects an unknown episodeId given after the file and removes the stored file', async () => {
    const agent = await t.loginAgent();
    const before = filesUnder(join(t.config.STORAGE_DIR, 'uploads')).length;
    const res = await agent.post('/api/admin/upload/file').attach('media', clip).field('episodeId', '987654').expect(404);
    expect(res.body.message).toBe('Episode not found');
    expect(filesUnder(join(t.config.STORAGE_DIR, 'uploads'))).toHaveLength(before);
    await agent.post('/api/admin/upload/file').attach('media', clip).field('episodeId', 'abc').expect(400);
  });

  it('uploads the create-episode files and answers stable URLs', async () => {
    const agent = await t.loginAgent();
    const audio = await makeAudio(join(scratch.dir, 'episode.mp3'));
    const thumb = await makeImage(join(scratch.dir, 'thumb.jpg'));
    const res = await agent.post('/api/admin/upload/episode').attach('audio', audio).attach('video', clip).attach('thumbnail', thumb).expect(200);
    expect(res.body.files.audio.url).toMatch(/^\/media\/uploads\/upload\/.+\.mp3\?sig=/);
    expect(res.body.files.video.type).toBe('video/mp4');
    expect(res.body.files.thumbnail.type).toBe('image/jpeg');
    const image = await t.http().get(res.body.files.thumbnail.url).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    await t
      .http()
      .get(res.body.files.thumbnail.url.replace(/sig=[^&]+/, 'sig=forged'))
      .expect(403);
  });

  it('needs an admin session and a multipart body', async () => {
    await t.http().post('/api/admin/upload/file').attach('media', clip).expect(401);
    const agent = await t.loginAgent();
    await agent.post('/api/admin/upload/file').send({ media: 'x' }).expect(400);
    await agent.post('/api/admin/upload/file').attach('other', clip).expect(400);
  });
});
