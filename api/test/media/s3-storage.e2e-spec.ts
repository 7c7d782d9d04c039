import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EpisodeStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { parseMediaPlaylist } from '../../src/modules/transcoding/hls-ladder';
import { TestS3Server } from '../harness/s3-server';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, paddedCopy, readEpisode, waitFor } from './media-fixtures';

describe('S3 storage driver against a real S3-protocol server (s3rver)', () => {
  const scratch = mediaScratch();
  let s3: TestS3Server;
  let t: TestApp;
  let clip: string;

  beforeAll(async () => {
    s3 = await TestS3Server.start();
    t = await createTestApp({ env: { ...s3.env(), UPLOAD_RAW_MAX_BYTES: String(30 * 1024 * 1024) } });
    clip = await makeClip(join(scratch.dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 2 });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    scratch.dispose();
  });

  const objectBytes = (key: string) => s3.objectBytes(key);
  const keysUnder = (prefix: string) => s3.keysUnder(prefix);
  const assets = () => t.app.get(DataSource).getRepository(VideoAssetEntity);

  it('streams a raw upload into the bucket byte for byte (multipart for a large file) and presigns links', async () => {
    const episode = await createEpisode(t);
    const large = paddedCopy(clip, join(scratch.dir, 'large.mp4'), 20 * 1024 * 1024);
    const agent = await t.loginAgent();
    const res = await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', large, 'Large take.mp4').expect(200);
    expect(res.body.file.size).toBe(statSync(large).size);
    expect(Buffer.compare(await objectBytes(res.body.file.key), readFileSync(large))).toBe(0);

    const signed = await agent.get(`/api/media/signed-url/${res.body.file.key}?download=true`).expect(200);
    expect(signed.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/podcast-media\/episodes\/.+X-Amz-Signature=/);
    expect(decodeURIComponent(signed.body.url)).toContain("filename*=UTF-8''Large%20take.mp4");
    const fetched = await fetch(signed.body.url, { headers: { Range: 'bytes=0-99' } });
    expect(fetched.status).toBe(206);
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), readFileSync(large).subarray(0, 100))).toBe(0);
  });

  it('leaves no object behind when a file is over the limit', async () => {
    const episode = await createEpisode(t);
    const tooBig = paddedCopy(clip, join(scratch.dir, 'too-big.mp4'), 31 * 1024 * 1024);
    const agent = await t.loginAgent();
    const res = await agent.post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', tooBig);
    expect(res.status).toBe(413);
    expect(await keysUnder(`episodes/${episode.id}/`)).toEqual([]);
  });

  it('transcodes from the bucket, stores renditions and poster there, and deletes them with the episode', async () => {
    const episode = await createEpisode(t);
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const asset = await waitFor(
      async () => {
        const row = await assets().findOneByOrFail({ id: upload.body.video.id });
        if (row.transcodingStatus === 'failed') throw new Error(row.transcodingError ?? 'failed');
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      90_000,
      'transcoding',
    );
    const stored = await keysUnder(`episodes/${episode.id}/`);
    expect(stored).toEqual(expect.arrayContaining([asset.storageKey, asset.variants['720p'], asset.variants['480p'], asset.posterKey]));

    // The stable thumbnail link redirects to a fresh presigned URL.
    const thumbnailUrl = (await readEpisode(t, episode.id))?.thumbnailUrl as string;
    const poster = await t.http().get(thumbnailUrl).expect(302);
    const image = await fetch(poster.headers.location);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    await agent.delete(`/api/admin/episodes/${episode.id}`).expect((r) => expect([200, 204]).toContain(r.status));
    expect(await keysUnder(`episodes/${episode.id}/`)).toEqual([]);
  });

  it('stores the HLS ladder in the bucket and serves master → rung → presigned segment', async () => {
    const episode = await createEpisode(t, { status: EpisodeStatus.Published, publishedAt: new Date() });
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    await waitFor(
      async () => {
        const row = await assets().findOneByOrFail({ id: upload.body.video.id });
        if (row.transcodingStatus === 'failed') throw new Error(row.transcodingError ?? 'failed');
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      90_000,
      'transcoding',
    );
    const http = t.http();
    const master = (await http.get(`/api/episodes/${episode.id}/hls/master.m3u8`).expect(200)).text;
    const rungUri = master.split('\n').find((line) => line.endsWith('/index.m3u8') && !line.startsWith('#')) as string;
    expect(rungUri).toBe('720p/index.m3u8');
    const rung = (await http.get(`/api/episodes/${episode.id}/hls/${rungUri}`).expect(200)).text;
    const segment = parseMediaPlaylist(rung)[0];
    expect(segment.durationSec).toBeLessThanOrEqual(6);
    expect(segment.uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/podcast-media\/episodes\/.+\/hls\/720p\/seg_00000\.ts\?.*X-Amz-Signature=/);
    const fetched = await fetch(segment.uri);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('video/mp2t');
    // MPEG-TS packets start with the sync byte 0x47.
    expect(Buffer.from(await fetched.arrayBuffer())[0]).toBe(0x47);
  });
});
