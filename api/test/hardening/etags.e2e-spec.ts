import { publishedEpisodeWithVideo } from '../distribution/distribution-fixtures';
import { insertPublished } from '../episodes/episode.factory';
import { createTestApp, type TestApp } from '../harness/test-app';
import { mediaScratch } from '../media/media-fixtures';

/** Every cached public response honours If-None-Match with a 304 (issue 17). */
describe('ETags on cached public responses', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let episodeId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://podcast.test' } });
    // A transcoded, published episode: the feeds then have an item (the case that answered 200, not 304).
    episodeId = (await publishedEpisodeWithVideo(t, scratch.dir, { title: 'First', description: 'An episode with items in the feeds' })).id;
    await insertPublished(t, new Date('2026-01-01T00:00:00Z'), { title: 'Second', description: 'Without video' });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  it.each(['/feed.xml', '/feed/audio.xml', '/sitemap.xml', '/api/episodes', '/api/episodes?limit=5&offset=0'])(
    '%s answers 304 to the ETag it just sent, once the catalog has items',
    async (path) => {
      const first = await t.http().get(path).expect(200);
      if (path.startsWith('/feed')) expect(first.text).toContain('<item>');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await t.http().get(path).set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(etag);
      // A list of validators, one of them current, matches too; a stale one does not.
      expect((await t.http().get(path).set('If-None-Match', `"stale", ${etag}`)).status).toBe(304);
      expect((await t.http().get(path).set('If-None-Match', '"stale"')).status).toBe(200);
    },
  );

  it('episode pages carry an ETag and answer 304 to it', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dist = join(t.config.WEB_ROOT as string, 'public-site', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
    const first = await t.http().get(`/episodes/${episodeId}`).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.http().get(`/episodes/${episodeId}`).set('If-None-Match', etag)).status).toBe(304);
  });
});
