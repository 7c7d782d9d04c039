import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { child, children, parseXml, type XmlElement } from '../distribution/mini-xml';
import { pathOf, PUBLIC_URL, publishedEpisodeWithVideo, writeSiteIndex } from '../distribution/distribution-fixtures';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, makeClip, mediaScratch, waitFor } from '../media/media-fixtures';

const asBuffer = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

interface ImageSet {
  alt: string;
  width: number;
  height: number;
  src: string;
  srcset: { avif: string; webp: string; jpeg: string };
  ogImage: string;
  feedImage: string | null;
  feedImageSize: number | null;
  sourceWidth: number | null;
  sourceHeight: number | null;
}
interface PublicEpisode {
  id: number;
  thumbnailUrl: string | null;
  artwork: ImageSet | null;
}

const candidates = (srcset: string) => srcset.split(', ').map((entry) => ({ url: entry.split(' ')[0], width: Number(entry.split(' ')[1].replace('w', '')) }));

/**
 * Issue 30 (the gap left by issue 29): an episode nobody gave artwork shows its video's poster frame
 * through the same image renditions as uploaded artwork. Real ffmpeg transcodes, the transcode
 * worker inline, sharp, storage, the public API, the episode page and both feeds.
 */
describe("the poster frame's image renditions", () => {
  const scratch = mediaScratch();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    writeSiteIndex(t);
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const fetchFile = (url: string) =>
    t
      .http()
      .get(url.startsWith('http') ? pathOf(url) : url)
      .buffer(true)
      .parse(asBuffer);
  const publicEpisode = async (id: number) => ((await t.http().get('/api/episodes').expect(200)).body as PublicEpisode[]).find((item) => item.id === id);
  const itemOf = async (feed: string, title: string): Promise<XmlElement | undefined> => {
    const rss = parseXml((await t.http().get(feed).expect(200)).text);
    return children(child(rss, 'channel'), 'item').find((candidate) => child(candidate, 'title').text === title);
  };
  const editedAsset = (episodeId: number) => t.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ episodeId });
  /** The poster image sets stored beside a video's renditions. */
  const posterSets = (storageKey: string) => {
    const dir = join(t.config.STORAGE_DIR, storageKey.replace(/\.[a-z0-9]+$/, ''), 'poster-images');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('gives an episode with only a 720p video srcset renditions of its poster on the cards, the episode page and its data, and no feed image', async () => {
    const episode = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Poster only', episodeNumber: 77 });
    const card = await publicEpisode(episode.id);
    const artwork = card?.artwork as ImageSet;
    expect(artwork).toMatchObject({
      alt: 'Artwork for episode 77: Poster only',
      width: 1280,
      height: 720,
      sourceWidth: 1280,
      sourceHeight: 720,
      feedImage: null,
      feedImageSize: null,
    });
    // The thumbnail is the set's JPEG: clients that read only thumbnailUrl get a sized image too.
    expect(card?.thumbnailUrl).toBe(artwork.src);
    expect(artwork.src).toMatch(/^\/media\/episodes\/\d+\/edited\/[0-9a-f-]+\/poster-images\/[0-9a-f-]{36}\/640\.jpg\?sig=/);
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const list = candidates(artwork.srcset[format]);
      expect(list.map((candidate) => candidate.width)).toEqual([320, 640, 960, 1280]);
      const largest = await fetchFile(list[3].url).expect(200);
      expect(largest.headers['content-type']).toBe(type);
      expect(await sharp(largest.body as Buffer).metadata()).toMatchObject({ width: 1280, height: 720 });
    }
    const asset = await editedAsset(episode.id);
    expect(posterSets(asset.storageKey)).toHaveLength(1);
    // The plain poster the admin's player uses is still made.
    expect(asset.posterKey).toMatch(/poster\.jpg$/);

    // The episode's own answer and page carry the same set: the page's data (what the site renders
    // its <picture> from) and its link preview.
    expect((await t.http().get(`/api/episodes/${episode.id}`).expect(200)).body.artwork).toEqual(artwork);
    const page = (await t.http().get(`/episodes/${episode.id}`).expect(200)).text;
    const data = JSON.parse(/<script type="application\/json" id="episode-data">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}') as PublicEpisode;
    expect(data.artwork?.srcset).toEqual(artwork.srcset);
    expect(page).toContain(`<meta property="og:image" content="${PUBLIC_URL}${artwork.ogImage.replace(/&/g, '&amp;')}" />`);

    // A 720 px frame cannot make 1400 px square art without enlarging it: the feeds fall back to the show's artwork.
    for (const feed of ['/feed.xml', '/feed/audio.xml']) {
      const item = await itemOf(feed, 'Poster only');
      expect(item).toBeDefined();
      expect(item?.children.some((node) => node.name === 'itunes:image')).toBe(false);
    }

    // The admin's Artwork card still says there is no artwork; the thumbnail shows the poster.
    const agent = await t.loginAgent();
    const admin = (await agent.get(`/api/admin/episodes/${episode.id}`).expect(200)).body as PublicEpisode;
    expect(admin).toMatchObject({ artwork: null, thumbnailUrl: artwork.src });
  });

  it('cuts square feed artwork from the poster of a video at least 1400 px high (never enlarged), for both feeds', async () => {
    const episode = await createEpisode(t, { title: 'Tall poster', episodeNumber: 78 });
    const agent = await t.loginAgent();
    const clip = await makeClip(join(scratch.dir, 'qhd.mp4'), { width: 2560, height: 1440, seconds: 1 });
    await agent.post(`/api/admin/episodes/${episode.id}/upload-video`).attach('media', clip).expect(200);
    await waitFor(
      async () => {
        const row = await editedAsset(episode.id);
        if (row.transcodingStatus === 'failed') throw new Error(`transcoding failed: ${row.transcodingError}`);
        return row.transcodingStatus === 'completed';
      },
      120_000,
      'the 1440p video to finish transcoding',
    );
    await agent.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'published', editingStatus: 'final' }).expect(200);

    const artwork = (await publicEpisode(episode.id))?.artwork as ImageSet;
    expect(artwork).toMatchObject({ width: 1280, height: 720, sourceWidth: 2560, sourceHeight: 1440, feedImageSize: 1440 });
    const feedArt = await fetchFile(artwork.feedImage as string).expect(200);
    expect(await sharp(feedArt.body as Buffer).metadata()).toMatchObject({ width: 1440, height: 1440, format: 'jpeg' });
    for (const feed of ['/feed.xml', '/feed/audio.xml']) {
      const item = await itemOf(feed, 'Tall poster');
      expect(child(item!, 'itunes:image').attributes.href).toBe(`${PUBLIC_URL}${artwork.feedImage}`);
    }
  });

  it('leaves artwork and a typed thumbnail alone, and takes the poster pictures off with the video or a typed URL', async () => {
    const agent = await t.loginAgent();
    // Artwork first: the poster's set is not taken, and its files do not stay behind.
    const withArtwork = await createEpisode(t);
    const square = join(scratch.dir, 'square.png');
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#335577' } })
      .png()
      .toFile(square);
    const uploaded = (await agent.post(`/api/admin/episodes/${withArtwork.id}/artwork`).attach('image', square).expect(200)).body.artwork as ImageSet;
    const first = await makeClip(join(scratch.dir, 'first.mp4'), { width: 640, height: 360, seconds: 1 });
    await agent.post(`/api/admin/episodes/${withArtwork.id}/upload-video`).attach('media', first).expect(200);
    const done = await waitFor(
      async () => {
        const row = await editedAsset(withArtwork.id);
        return row.transcodingStatus === 'completed' ? row : undefined;
      },
      90_000,
      'the video to finish transcoding',
    );
    expect((await agent.get(`/api/admin/episodes/${withArtwork.id}`).expect(200)).body.artwork.srcset).toEqual(uploaded.srcset);
    expect(posterSets(done.storageKey)).toEqual([]);

    // The poster's pictures go with the video they came from, before its files.
    const episode = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Video goes' });
    const asset = await editedAsset(episode.id);
    expect((await publicEpisode(episode.id))?.artwork).not.toBeNull();
    await agent.delete(`/api/admin/episodes/${episode.id}/video-assets/${asset.id}`).expect(200);
    const after = (await t.http().get(`/api/episodes/${episode.id}`).expect(200)).body as PublicEpisode;
    expect(after).toMatchObject({ artwork: null, thumbnailUrl: null });
    expect(posterSets(asset.storageKey)).toEqual([]);

    // A thumbnail URL the admin types replaces them everywhere.
    const typed = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Typed thumbnail' });
    expect((await publicEpisode(typed.id))?.artwork).not.toBeNull();
    await agent.patch(`/api/admin/episodes/${typed.id}`).send({ thumbnailUrl: 'https://cdn.example.com/cover.jpg' }).expect(200);
    expect(await publicEpisode(typed.id)).toMatchObject({ artwork: null, thumbnailUrl: 'https://cdn.example.com/cover.jpg' });
  });
});
