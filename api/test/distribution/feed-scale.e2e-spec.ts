import { EditingStatus, EpisodeStatus, TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { VideoAssetEntity } from '../../src/modules/media/video-asset.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { child, children, parseXml } from './mini-xml';
import { PUBLIC_URL } from './distribution-fixtures';

const FEED_MAX_ITEMS = 150;

/**
 * Counts the SQL statements the API sends through TypeORM while `run` runs, leaving out the
 * job outbox's periodic sweep (the only other TypeORM traffic of an idle test app).
 */
async function countQueries(dataSource: DataSource, run: () => Promise<unknown>): Promise<number> {
  const runner = dataSource.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (sql: string, ...rest: unknown[]) => Promise<unknown> };
  await runner.release();
  const original = prototype.query;
  let count = 0;
  prototype.query = function counted(this: unknown, sql: string, ...rest: unknown[]) {
    if (!sql.includes('"outbox_job"')) count += 1;
    return original.call(this, sql, ...rest);
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  return count;
}

let sequence = 0;

/**
 * Published episodes whose final video has 720p and audio renditions on local storage (tiny files:
 * the feed needs their sizes, not their content). Saved through TypeORM, so the asset inserts bump
 * the public version counter as every writer does.
 */
async function seedEpisodesWithVideo(t: TestApp, count: number): Promise<void> {
  const dataSource = t.app.get(DataSource);
  const episodes = await dataSource.getRepository(EpisodeEntity).save(
    Array.from({ length: count }, () => {
      sequence += 1;
      return dataSource.getRepository(EpisodeEntity).create({
        title: `Episode ${sequence}`,
        description: `About episode ${sequence}`,
        episodeNumber: sequence,
        status: EpisodeStatus.Published,
        editingStatus: EditingStatus.Final,
        publishedAt: new Date(Date.UTC(2024, 0, 1, 0, sequence)),
      });
    }),
  );
  const assets = episodes.map((episode) => {
    const base = `episodes/${episode.id}/final`;
    const variants = { '720p': `${base}/720p.mp4`, audio: `${base}/audio.m4a` };
    for (const key of Object.values(variants)) {
      const path = join(t.config.STORAGE_DIR, key);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, Buffer.alloc(64));
    }
    return dataSource.getRepository(VideoAssetEntity).create({
      episodeId: episode.id,
      type: VideoAssetType.Edited,
      version: 1,
      storageKey: `${base}/original.mov`,
      originalName: 'cut.mov',
      contentType: 'video/quicktime',
      size: 64,
      variants,
      transcodingStatus: TranscodingStatus.Completed,
      durationSec: 60,
    });
  });
  await dataSource.getRepository(VideoAssetEntity).save(assets);
}

describe('feeds at any length (issue 18)', () => {
  let t: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, FEED_MAX_ITEMS: String(FEED_MAX_ITEMS) } });
    dataSource = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const itemCount = async (path: string) => children(child(parseXml((await t.http().get(path).expect(200)).text), 'channel'), 'item').length;

  it('builds each feed with the same number of queries for 10 and for 200 episodes, listing the latest FEED_MAX_ITEMS', async () => {
    await seedEpisodesWithVideo(t, 10);
    let items = 0;
    const small = await countQueries(dataSource, async () => {
      items = await itemCount('/feed.xml');
    });
    expect(items).toBe(10);
    const smallAudio = await countQueries(dataSource, async () => {
      items = await itemCount('/feed/audio.xml');
    });
    expect(items).toBe(10);

    await seedEpisodesWithVideo(t, 190);
    const large = await countQueries(dataSource, async () => {
      items = await itemCount('/feed.xml');
    });
    expect(items).toBe(FEED_MAX_ITEMS);
    const largeAudio = await countQueries(dataSource, async () => {
      items = await itemCount('/feed/audio.xml');
    });
    expect(items).toBe(FEED_MAX_ITEMS);

    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(largeAudio).toBe(smallAudio);
    // The latest first: the newest episode is the first item.
    const feed = parseXml((await t.http().get('/feed.xml').expect(200)).text);
    expect(child(children(child(feed, 'channel'), 'item')[0], 'title').text).toBe(`Episode ${sequence}`);
  });

  it('answers cached feeds and sitemap documents without any database query', async () => {
    const paths = ['/feed.xml', '/feed/audio.xml', '/sitemap.xml', '/sitemap-1.xml'];
    for (const path of paths) await t.http().get(path).expect(200);
    const queries = await countQueries(dataSource, async () => {
      for (const path of paths) await t.http().get(path).expect(200);
    });
    expect(queries).toBe(0);
  });

  it('rebuilds after a write through the admin API (the shared version counter)', async () => {
    const admin = await t.loginAgent();
    const before = await t.http().get('/feed.xml').expect(200);
    const newest = (parseXml(before.text).children[0]?.children ?? []).length;
    expect(newest).toBeGreaterThan(0);
    const [latest] = await dataSource.getRepository(EpisodeEntity).find({ order: { publishedAt: 'DESC' }, take: 1 });
    await admin.patch(`/api/admin/episodes/${latest.id}`).send({ title: 'Renamed newest' }).expect(200);
    const after = await t.http().get('/feed.xml').expect(200);
    expect(child(children(child(parseXml(after.text), 'channel'), 'item')[0], 'title').text).toBe('Renamed newest');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('the sitemap index (SITEMAP_URLS_PER_FILE=3)', () => {
  let t: TestApp;
  let published: EpisodeEntity[];
  let draft: EpisodeEntity;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, SITEMAP_URLS_PER_FILE: '3' } });
    const repo = t.app.get(DataSource).getRepository(EpisodeEntity);
    published = await repo.save(
      [1, 2, 3, 4, 5].map((n) =>
        repo.create({ title: `P${n}`, description: 'd', episodeNumber: n, status: EpisodeStatus.Published, publishedAt: new Date(Date.UTC(2024, 0, n)) }),
      ),
    );
    draft = await repo.save(repo.create({ title: 'Draft', description: 'd', episodeNumber: 9, status: EpisodeStatus.Draft }));
  });
  afterAll(() => t.close());

  it('lists files of at most 3 URLs whose union is every public page and published episode, once', async () => {
    const index = parseXml((await t.http().get('/sitemap.xml').expect(200)).text);
    expect(index.name).toBe('sitemapindex');
    const files = children(index, 'sitemap').map((entry) => child(entry, 'loc').text);
    // 5 site pages + 5 published episodes = 10 URLs: 4 files.
    expect(files).toEqual([1, 2, 3, 4].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
    const locs: string[] = [];
    for (const file of files) {
      const urlset = parseXml((await t.http().get(new URL(file).pathname).expect(200)).text);
      expect(urlset.name).toBe('urlset');
      const fileLocs = children(urlset, 'url').map((url) => child(url, 'loc').text);
      expect(fileLocs.length).toBeGreaterThan(0);
      expect(fileLocs.length).toBeLessThanOrEqual(3);
      locs.push(...fileLocs);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/about`, ...published.map((episode) => `${PUBLIC_URL}/episodes/${episode.id}`)]),
    );
    expect(locs).toHaveLength(10);
    expect(locs).not.toContain(`${PUBLIC_URL}/episodes/${draft.id}`);
  });

  it('answers 404 past the last file, and grows by a file when an episode is published', async () => {
    await t.http().get('/sitemap-5.xml').expect(404);
    await t.http().get('/sitemap-99999.xml').expect(404);
    const admin = await t.loginAgent();
    await admin.patch(`/api/admin/episodes/${draft.id}`).send({ status: 'published', publishWithoutVideo: true }).expect(200);
    await admin.post('/api/episodes').send({ title: 'Another', description: 'd', status: 'published', publishWithoutVideo: true }).expect(201);
    await admin.post('/api/episodes').send({ title: 'And another', description: 'd', status: 'published', publishWithoutVideo: true }).expect(201);
    const index = parseXml((await t.http().get('/sitemap.xml').expect(200)).text);
    expect(children(index, 'sitemap')).toHaveLength(5);
    const last = parseXml((await t.http().get('/sitemap-5.xml').expect(200)).text);
    expect(children(last, 'url')).toHaveLength(1);
  });
});
