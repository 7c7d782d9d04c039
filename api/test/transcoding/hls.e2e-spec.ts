import { EpisodeStatus } from '@podcast/contracts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { parseMediaPlaylist } from '../../src/modules/transcoding/hls-ladder';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The variant lines of a master playlist: NAME and the URI after each EXT-X-STREAM-INF. */
function variantsOf(master: string): Array<{ name: string; uri: string; attributes: string }> {
  const lines = master.split('\n');
  return lines.flatMap((line, index) =>
    line.startsWith('#EXT-X-STREAM-INF:') ? [{ name: /NAME="([^"]+)"/.exec(line)?.[1] ?? '', uri: lines[index + 1], attributes: line }] : [],
  );
}

describe('HLS ladder with real ffmpeg (local storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const settled = (id: number) =>
    waitFor(
      async () => {
        const row = await t.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ id });
        return row.transcodingStatus === 'completed' || row.transcodingStatus === 'failed' ? row : undefined;
      },
      200_000,
      `asset ${id} to finish transcoding`,
    );

  async function publishedWithVideo(clip: string) {
    const episode = await createEpisode(t, { status: EpisodeStatus.Published, publishedAt: new Date() });
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const asset = await settled(upload.body.video.id);
    expect(asset.transcodingError).toBeNull();
    return { episode, asset };
  }

  it('makes 1080p–360p and audio with segments of at most 6 s, keeps the MP4s and the original, and serves signed segments', async () => {
    const clip = await makeClip(join(scratch.dir, 'full-hd.mp4'), { width: 1920, height: 1080, seconds: 5 });
    const episode = await createEpisode(t, { status: EpisodeStatus.Published, publishedAt: new Date() });
    const agent = await t.loginAgent();
    const upload = await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    const asset = await settled(upload.body.video.id);
    expect(asset.transcodingError).toBeNull();
    // The uploaded master is untouched, byte for byte.
    expect(sha256(join(t.config.STORAGE_DIR, asset.storageKey))).toBe(sha256(clip));
    // The feeds' and downloads' files are still there.
    expect(Object.keys(asset.variants).sort()).toEqual(['480p', '720p', 'audio', 'hls']);
    for (const key of ['480p', '720p', 'audio'] as const) expect(existsSync(join(t.config.STORAGE_DIR, asset.variants[key] as string))).toBe(true);

    const http = t.http();
    const approved = (await http.get(`/api/episodes/${episode.id}/approved-video`).expect(200)).body;
    expect(approved.hls).toBe(`/api/episodes/${episode.id}/hls/master.m3u8`);
    const masterResponse = await http.get(approved.hls).expect(200);
    expect(masterResponse.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(masterResponse.headers['cache-control']).toBe('private, no-store');
    const master = masterResponse.text;
    expect(variantsOf(master).map((v) => v.name)).toEqual(['1080p', '720p', '480p', '360p']);
    expect(variantsOf(master)[0].attributes).toMatch(/RESOLUTION=1920x1080,CODECS="avc1\.6400[0-9a-f]{2},mp4a\.40\.2"/);
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio".*URI="audio\/index\.m3u8"/);

    for (const uri of [...variantsOf(master).map((v) => v.uri), 'audio/index.m3u8']) {
      const rung = await http.get(`/api/episodes/${episode.id}/hls/${uri}`).expect(200);
      expect(rung.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(rung.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      const segments = parseMediaPlaylist(rung.text);
      expect(segments.length).toBeGreaterThanOrEqual(2);
      for (const segment of segments) expect(segment.durationSec).toBeLessThanOrEqual(6);
      expect(segments.reduce((sum, s) => sum + s.durationSec, 0)).toBeGreaterThan(4.5);
      // Every segment is a signed, expiring link that serves MPEG-TS (with Range).
      for (const segment of segments) expect(segment.uri).toMatch(/^\/api\/media\/file\/.+\/hls\/\w+\/seg_\d{5}\.ts\?expires=\d+&sig=/);
      const served = await http.get(segments[0].uri).expect(200);
      expect(served.headers['content-type']).toBe('video/mp2t');
      expect(served.body.length).toBeGreaterThan(0);
      await http.get(segments[0].uri).set('Range', 'bytes=0-187').expect(206);
      // Links last at least as long as the approved-video links (12 h).
      const expires = Number(new URL(segments[0].uri, 'http://x').searchParams.get('expires'));
      expect(expires - Date.now() / 1000).toBeGreaterThan(12 * 3600 - 60);
      // A tampered link is refused.
      // (The first character is swapped for a different one: replacing it with a fixed letter left the link
      // unchanged whenever the signature already began with that letter.)
      const tampered = segments[0].uri.replace(/sig=(.)/, (_match, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      expect(tampered).not.toBe(segments[0].uri);
      await http.get(tampered).expect((res) => expect([403, 404]).toContain(res.status));
    }

    // Nothing for another episode's id, a draft, a rung that is not one, or a key that leaves the folder.
    const draft = await createEpisode(t);
    await http.get(`/api/episodes/${draft.id}/hls/master.m3u8`).expect(404);
    await http.get(`/api/episodes/${episode.id + 1000}/hls/master.m3u8`).expect(404);
    await http.get(`/api/episodes/${episode.id}/hls/2160p/index.m3u8`).expect(404);
    await http.get(`/api/episodes/${episode.id}/hls/..%2F720p/index.m3u8`).expect(404);
    await http.get(`/api/episodes/abc/hls/master.m3u8`).expect(404);
    expect((await http.get(`/api/episodes/${draft.id}/approved-video`).expect(200)).body.hls).toBeNull();
  }, 240_000);

  it('never upscales: a 640×360 source gets the 360p rung and audio only', async () => {
    const { episode } = await publishedWithVideo(await makeClip(join(scratch.dir, 'small.mp4'), { width: 640, height: 360, seconds: 3 }));
    const master = (await t.http().get(`/api/episodes/${episode.id}/hls/master.m3u8`).expect(200)).text;
    expect(variantsOf(master).map((v) => v.name)).toEqual(['360p']);
    expect(master).toContain('URI="audio/index.m3u8"');
  }, 120_000);
});
