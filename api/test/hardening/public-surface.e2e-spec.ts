import { FeedCache } from '../../src/modules/distribution/feed-cache.service';
import { PublicEpisodeListCache } from '../../src/modules/public-catalogue/public-episode-list.cache';
import { insertPublished } from '../episodes/episode.factory';
import { SECURITY_HEADERS } from '../harness/security-headers';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

const CACHE_BYTES = 256 * 1024;

describe('what anonymous requests can reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_MAX_BYTES: String(CACHE_BYTES), MAIL_FROM: 'Show <mail@show.example.com>' } });
    // 40 published episodes of ~8 KB each: one whole-list page is ~320 KB, past the whole budget.
    for (let i = 0; i < 40; i += 1) {
      await insertPublished(t, new Date(Date.UTC(2026, 0, 1 + i)), { title: `Episode ${i}`, description: `${'long description '.repeat(480)}${i}` });
    }
  });
  afterAll(() => t.close());

  it('keeps the public list cache within its byte budget whatever pages are asked for', async () => {
    const cache = t.app.get(PublicEpisodeListCache);
    for (let offset = 0; offset < 40; offset += 1) {
      await t.http().get(`/api/episodes?offset=${offset}`).expect(200);
      await t
        .http()
        .get(`/api/episodes?limit=${1 + (offset % 100)}&offset=${offset}`)
        .expect(200);
      expect(cache.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    }
    expect(cache.bytes).toBeGreaterThan(0);
  });

  it('keeps the feed cache within its byte budget whatever Host headers arrive', async () => {
    const feeds = t.app.get(FeedCache);
    for (let i = 0; i < 60; i += 1) {
      await t
        .http()
        .get('/sitemap.xml')
        .set('Host', `h${i}-${'x'.repeat(200)}.example.com`)
        .expect(200);
      await t.http().get('/feed.xml').set('Host', `h${i}.example.com`).expect(200);
      expect(feeds.bytes).toBeLessThanOrEqual(CACHE_BYTES);
    }
  });

  it('publishes no owner email in the feeds without PODCAST_OWNER_EMAIL (not MAIL_FROM, not the login address)', async () => {
    for (const path of ['/feed.xml', '/feed/audio.xml']) {
      const feed = (await t.http().get(path).expect(200)).text;
      expect(feed).not.toContain('itunes:email');
      expect(feed).not.toContain(TEST_ADMIN.email);
      expect(feed).not.toContain('mail@show.example.com');
      expect(feed).not.toMatch(/owner="/);
    }
  });

  it('sends the same security headers from the public list fast path as from the rest of the API', async () => {
    const reference = await t.http().get('/api/admin/me');
    await t.http().get('/api/episodes?limit=3').expect(200);
    const fast = await t.http().get('/api/episodes?limit=3').expect(200);
    const present = SECURITY_HEADERS.filter((name) => reference.headers[name] !== undefined);
    expect(present.length).toBeGreaterThanOrEqual(10);
    for (const name of present) expect([name, fast.headers[name]]).toEqual([name, reference.headers[name]]);
  });
});

describe('the feeds with PODCAST_OWNER_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PODCAST_OWNER_EMAIL: 'owner@show.example.com' } });
  });
  afterAll(() => t.close());

  it('carry that address and no other', async () => {
    const feed = (await t.http().get('/feed.xml').expect(200)).text;
    expect(feed).toContain('<itunes:email>owner@show.example.com</itunes:email>');
    expect(feed).not.toContain(TEST_ADMIN.email);
  });
});
