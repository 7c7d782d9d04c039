import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from 'podcast-partytime';
import { DataSource } from 'typeorm';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { STORAGE_DRIVER, type StorageDriver } from '../../src/modules/media/storage/storage.driver';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { mediaScratch } from '../media/media-fixtures';
import { pathOf, PUBLIC_URL, publishedEpisodeWithVideo, writeSiteIndex } from './distribution-fixtures';

type ParsedFeed = NonNullable<ReturnType<typeof parseFeed>>;
type ParsedAlternate = NonNullable<ParsedFeed['items'][number]['alternativeEnclosures']>[number];

interface ExpectedFile {
  file: string;
  type: string;
  height?: number;
}

describe('podcast:alternateEnclosure in both feeds, read by a Podcasting 2.0 parser (podcast-partytime)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  /** 1280×720 MP4: both renditions, the original and the audio. */
  let full: EpisodeEntity;
  /** 854×480 QuickTime: no 720p (never upscaled) and no MP4 original. */
  let small: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    writeSiteIndex(t);
    full = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Full set', episodeNumber: 1 });
    small = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Small source', episodeNumber: 2 }, { width: 854, height: 480, extension: 'mov' });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const parsed = async (path: string): Promise<ParsedFeed> => {
    const feed = parseFeed((await t.http().get(path).expect(200)).text);
    if (!feed) throw new Error(`${path} did not parse`);
    return feed;
  };

  const finalVideo = async (episode: EpisodeEntity) => t.app.get(DataSource).getRepository(VideoAssetEntity).findOneByOrFail({ episodeId: episode.id });

  /** Bytes of a stored file, read from the local storage folder itself. */
  const storedSize = (key: string) => statSync(join(t.config.STORAGE_DIR, key)).size;

  const FULL: ExpectedFile[] = [
    { file: '720p.mp4', type: 'video/mp4', height: 720 },
    { file: '480p.mp4', type: 'video/mp4', height: 480 },
    { file: 'original.mp4', type: 'video/mp4' },
    { file: 'audio.m4a', type: 'audio/mp4' },
  ];
  const SMALL: ExpectedFile[] = [
    { file: '480p.mp4', type: 'video/mp4', height: 480 },
    { file: 'audio.m4a', type: 'audio/mp4' },
  ];

  it.each([
    ['/feed.xml', 'full', '720p.mp4', FULL],
    ['/feed/audio.xml', 'full', 'audio.m4a', FULL],
    ['/feed.xml', 'small', '480p.mp4', SMALL],
    ['/feed/audio.xml', 'small', 'audio.m4a', SMALL],
  ] as const)('%s lists every stored file of the %s episode, the enclosed %s as the one default', async (path, which, enclosed, files) => {
    const episode = which === 'full' ? full : small;
    const asset = await finalVideo(episode);
    const keys: Record<string, string | undefined> = {
      '720p.mp4': asset.variants['720p'],
      '480p.mp4': asset.variants['480p'],
      'original.mp4': asset.storageKey,
      'audio.m4a': asset.variants.audio,
    };
    const feed = await parsed(path);
    const item = feed.items.find((entry) => entry.title === episode.title);
    const enclosureUrl = `${PUBLIC_URL}/podcast/episodes/${episode.id}/${enclosed}`;
    expect(item?.enclosure.url).toBe(enclosureUrl);

    const alternates = item?.alternativeEnclosures ?? [];
    // The enclosed one first, then the others in a fixed order.
    const order = [files.find((expected) => expected.file === enclosed), ...files.filter((expected) => expected.file !== enclosed)];
    expect(alternates.map((alternate) => alternate.source[0]?.uri)).toEqual(
      order.map((expected) => `${PUBLIC_URL}/podcast/episodes/${episode.id}/${expected?.file}`),
    );
    expect(alternates.filter((alternate) => alternate.default)).toHaveLength(1);
    expect(alternates[0]?.default).toBe(true);
    expect(alternates[0]?.source[0]?.uri).toBe(item?.enclosure.url);
    expect(alternates[0]?.length).toBe(item?.enclosure.length);

    const durationSec = asset.durationSec as number;
    expect(durationSec).toBeGreaterThan(1);
    for (const [index, expected] of order.entries()) {
      const alternate = alternates[index] as ParsedAlternate;
      const size = storedSize(keys[expected?.file ?? ''] as string);
      expect(alternate.type).toBe(expected?.type);
      expect(alternate.length).toBe(size);
      expect(alternate.bitrate).toBe(Math.round((size * 8) / durationSec));
      expect(alternate.bitrate).toBeGreaterThan(0);
      expect(alternate.height).toBe(expected?.height);
      expect(alternate.title).toBeTruthy();
      expect(alternate.source).toHaveLength(1);

      // The source is the stable URL and serves exactly the bytes the feed promises.
      const answer = await t
        .http()
        .get(pathOf(alternate.source[0]?.uri as string))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Number(answer.headers['content-length'])).toBe(alternate.length);
      expect((answer.body as Buffer).length).toBe(alternate.length);
    }
  });

  it('stats each stored file once per catalogue version, shared by both feeds and the episode page, and none for a cached feed', async () => {
    const storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    const stat = storage.stat.bind(storage);
    const statted: string[] = [];
    // Counts the calls and passes each on: the real driver answers.
    storage.stat = (key) => {
      statted.push(key);
      return stat(key);
    };
    try {
      // A write through the admin API moves the catalogue version: every kept feed and stat is dropped.
      const admin = await t.loginAgent();
      await admin.patch(`/api/admin/episodes/${full.id}`).send({ title: 'Full set' }).expect(200);
      await admin.patch(`/api/admin/episodes/${small.id}`).send({ description: 'Renamed to move the version' }).expect(200);
      statted.length = 0;
      for (const path of ['/feed.xml', '/feed/audio.xml', `/episodes/${full.id}`, '/feed.xml', '/feed/audio.xml']) await t.http().get(path).expect(200);
      const [fullAsset, smallAsset] = await Promise.all([finalVideo(full), finalVideo(small)]);
      const expected = [
        fullAsset.variants['720p'],
        fullAsset.variants['480p'],
        fullAsset.storageKey,
        fullAsset.variants.audio,
        smallAsset.variants['480p'],
        smallAsset.variants.audio,
      ];
      expect([...statted].sort()).toEqual([...expected].sort());
    } finally {
      storage.stat = stat;
    }
  });
});
