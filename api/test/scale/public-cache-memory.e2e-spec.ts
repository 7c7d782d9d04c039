import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DataSource } from 'typeorm';
import { FeedCache } from '../../src/modules/distribution/feed-cache.service';
import { PublicEpisodeListCache } from '../../src/modules/public-catalogue/public-episode-list.cache';
import { createTestApp, type TestApp } from '../harness/test-app';

const CACHE_BYTES = 1024 * 1024;
const MAX_CACHED_OFFSET = 200;
/** Far above what the bounded caches may hold, far below what unbounded ones took (issue 18: +316 MB for eight requests). */
const HEAP_GROWTH_LIMIT = 48 * 1024 * 1024;

/** The collector, also when jest runs without --expose-gc (V8 exposes it to contexts made after the flag is set). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** `run` over 0..count-1, `width` at a time. */
async function inParallel(count: number, width: number, run: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await run(index);
      }
    }),
  );
}

/**
 * Issue 18: the public caches are bounded by bytes and keep only the parameters they were built for,
 * so anonymous requests (1,000 distinct offsets, junk parameters, made-up sitemap files) cannot grow
 * the server's memory past PUBLIC_CACHE_MAX_BYTES per cache.
 */
describe('public caches under 1,000 distinct anonymous requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_MAX_BYTES: String(CACHE_BYTES), PUBLIC_LIST_CACHE_MAX_OFFSET: String(MAX_CACHED_OFFSET) } });
    // 1,200 published episodes with ~1 KB descriptions: a 10-item page is ~11 KB, the cacheable offsets ~2 MB (twice the bound).
    await t.app.get(DataSource).query(
      `INSERT INTO "episode" ("title", "description", "episodeNumber", "status", "editingStatus", "publishedAt")
       SELECT 'Episode ' || n, repeat('A long description. ', 50) || n, n, 'published', 'final', timestamptz '2020-01-01' + n * interval '1 hour'
       FROM generate_series(1, 1200) AS n`,
    );
  });
  afterAll(() => t.close());

  it('keeps the list and feed caches within their byte bound and the heap within a bound', async () => {
    const gc = collector();
    const list = t.app.get(PublicEpisodeListCache);
    const feeds = t.app.get(FeedCache);
    // Warm up what every request touches (code paths, pools), then measure from there.
    await t.http().get('/api/episodes?limit=10&offset=0').expect(200);
    gc();
    const before = process.memoryUsage().heapUsed;

    await inParallel(1000, 8, async (offset) => {
      const res = await t.http().get(`/api/episodes?limit=10&offset=${offset}`).expect(200);
      expect(res.body.length).toBe(Math.min(10, 1200 - offset));
      expect(list.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    });
    await inParallel(500, 8, async (n) => {
      // Parameters the list was not built for are refused before any cache sees them.
      await t.http().get(`/api/episodes?limit=10&offset=${n}&junk${n}=${n}`).expect(400);
      await t
        .http()
        .get(`/api/episodes?limit=${100 + n + 1}`)
        .expect(400);
    });
    await inParallel(200, 8, async (n) => {
      await t
        .http()
        .get(`/sitemap-${n + 2}.xml`)
        .expect(404);
    });
    expect(list.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    expect(list.bytes).toBeGreaterThan(0);
    expect(feeds.bytes).toBeLessThanOrEqual(CACHE_BYTES);

    gc();
    const growth = process.memoryUsage().heapUsed - before;
    expect(growth).toBeLessThan(HEAP_GROWTH_LIMIT);
  }, 240_000);

  it('still answers pages past the cached-offset bound, from Postgres', async () => {
    const deep = await t
      .http()
      .get(`/api/episodes?limit=5&offset=${MAX_CACHED_OFFSET + 500}`)
      .expect(200);
    expect(deep.body.map((episode: { title: string }) => episode.title)).toEqual([500, 499, 498, 497, 496].map((n) => `Episode ${n}`));
    expect(deep.headers['x-total-count']).toBe('1200');
  });
});
