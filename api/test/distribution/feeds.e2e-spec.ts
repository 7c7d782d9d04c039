import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode, mediaScratch } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { child, children, parseXml, type XmlElement } from './mini-xml';
import { HOSTILE_DESCRIPTION, HOSTILE_TITLE, pathOf, PUBLIC_URL, publishedEpisodeWithVideo } from './distribution-fixtures';

const run = promisify(execFile);
const binary = (res: Response) => res.body as Buffer;
const asBuffer = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('podcast feeds and stable enclosures (real transcoding, local storage)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let published: EpisodeEntity;
  let draft: EpisodeEntity;
  let withoutVideo: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, PODCAST_OWNER_EMAIL: 'owner@show.example.com', PODCAST_AUTHOR: 'Learn & Sell Ltd' } });
    published = await publishedEpisodeWithVideo(t, scratch.dir, {
      title: HOSTILE_TITLE,
      description: HOSTILE_DESCRIPTION,
      guestName: 'Ada "The Closer" & Co',
      episodeNumber: 12,
    });
    draft = await createEpisode(t, { title: 'Draft episode' });
    withoutVideo = await createEpisode(t, { title: 'Published without video', status: 'published' as EpisodeEntity['status'], publishedAt: new Date() });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  const feed = async (path: string) => {
    const res = await t.http().get(path).expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    return { res, rss: parseXml(res.text) };
  };
  const items = (rss: XmlElement) => children(child(rss, 'channel'), 'item');

  it('serves the video feed with the channel tags Apple requires and recommends', async () => {
    const { rss } = await feed('/feed.xml');
    expect(rss.attributes).toMatchObject({
      version: '2.0',
      'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      'xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
    });
    const channel = child(rss, 'channel');
    expect(child(channel, 'title').text).toBe('Learn from the Best');
    expect(child(channel, 'description').text).not.toBe('');
    expect(child(channel, 'language').text).toBe('en-us');
    expect(child(channel, 'link').text).toBe(`${PUBLIC_URL}/`);
    expect(child(channel, 'itunes:author').text).toBe('Learn & Sell Ltd');
    expect(child(child(channel, 'itunes:owner'), 'itunes:email').text).toBe('owner@show.example.com');
    expect(child(channel, 'itunes:category').attributes.text).toBe('Business');
    expect(child(channel, 'itunes:explicit').text).toBe('false');
    expect(child(channel, 'itunes:type').text).toBe('episodic');
    expect(child(channel, 'itunes:image').attributes.href).toBe(`${PUBLIC_URL}/podcast/artwork.jpg`);
    expect(child(channel, 'podcast:guid').text).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(child(channel, 'podcast:locked').text).toBe('yes');
  });

  it('lists only published episodes with a final video, with hostile text intact', async () => {
    const { res, rss } = await feed('/feed.xml');
    const list = items(rss);
    expect(list.map((item) => child(item, 'title').text)).toEqual([HOSTILE_TITLE]);
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain(draft.title);
    expect(res.text).not.toContain(withoutVideo.title);
    const item = list[0] as XmlElement;
    expect(child(item, 'description').text).toBe(HOSTILE_DESCRIPTION);
    expect(child(item, 'link').text).toBe(`${PUBLIC_URL}/episodes/${published.id}`);
    expect(child(item, 'guid').attributes.isPermaLink).toBe('false');
    expect(child(item, 'itunes:episode').text).toBe('12');
    expect(child(item, 'itunes:episodeType').text).toBe('full');
    expect(child(item, 'itunes:duration').text).toBe('0:02');
    expect(child(item, 'podcast:person').text).toBe('Ada "The Closer" & Co');
    expect(Number.isNaN(Date.parse(child(item, 'pubDate').text))).toBe(false);
    const enclosure = child(item, 'enclosure').attributes;
    expect(enclosure.url).toBe(`${PUBLIC_URL}/podcast/episodes/${published.id}/720p.mp4`);
    expect(enclosure.type).toBe('video/mp4');
    expect(Number(enclosure.length)).toBeGreaterThan(1000);
  });

  it("answers HEAD and Range requests on the stable enclosure URL with the feed's length", async () => {
    const { rss } = await feed('/feed.xml');
    const enclosure = child(items(rss)[0] as XmlElement, 'enclosure').attributes;
    const path = pathOf(enclosure.url as string);
    const head = await t.http().head(path).expect(200);
    expect(head.headers['content-length']).toBe(enclosure.length);
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.headers['accept-ranges']).toBe('bytes');

    const partial = await t.http().get(path).set('Range', 'bytes=100-199').buffer(true).parse(asBuffer).expect(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${enclosure.length}`);
    expect(binary(partial)).toHaveLength(100);
    const whole = await t.http().get(path).buffer(true).parse(asBuffer).expect(200);
    expect(binary(whole).subarray(100, 200).equals(binary(partial))).toBe(true);
    expect(binary(whole).subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('serves an audio feed with an AAC M4A rendition from the same transcode', async () => {
    const { rss } = await feed('/feed/audio.xml');
    const channel = child(rss, 'channel');
    expect(child(channel, 'itunes:image').attributes.href).toBe(`${PUBLIC_URL}/podcast/artwork.jpg`);
    expect(child(channel, 'podcast:guid').text).not.toBe(child(child((await feed('/feed.xml')).rss, 'channel'), 'podcast:guid').text);
    const list = items(rss);
    expect(list).toHaveLength(1);
    const enclosure = child(list[0] as XmlElement, 'enclosure').attributes;
    expect(enclosure.url).toBe(`${PUBLIC_URL}/podcast/episodes/${published.id}/audio.m4a`);
    expect(enclosure.type).toBe('audio/x-m4a');

    const head = await t
      .http()
      .head(pathOf(enclosure.url as string))
      .expect(200);
    expect(head.headers['content-length']).toBe(enclosure.length);
    const file = await t
      .http()
      .get(pathOf(enclosure.url as string))
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const path = join(scratch.dir, 'downloaded.m4a');
    writeFileSync(path, binary(file));
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_entries',
      'stream=codec_type,codec_name:format=format_name,duration',
      path,
    ]);
    const info = JSON.parse(stdout) as { streams: Array<{ codec_type: string; codec_name: string }>; format: { format_name: string; duration: string } };
    expect(info.streams).toEqual([{ codec_type: 'audio', codec_name: 'aac' }]);
    expect(info.format.format_name).toContain('m4a');
    expect(Number(info.format.duration)).toBeGreaterThan(1.5);
  });

  it('answers CORS preflights of the feeds, the artwork and the enclosures, and lets any origin read them (web players, feed checkers)', async () => {
    const enclosurePath = `/podcast/episodes/${published.id}/audio.m4a`;
    for (const path of ['/feed.xml', '/feed/audio.xml', '/sitemap.xml', '/podcast/artwork.jpg', enclosurePath]) {
      const preflight = await t
        .http()
        .options(path)
        .set('Origin', 'https://player.example.org')
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'range')
        .expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
      expect(preflight.headers['access-control-allow-headers']).toMatch(/\bRange\b/);
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const ranged = await t.http().get(enclosurePath).set('Origin', 'https://player.example.org').set('Range', 'bytes=0-99').expect(206);
    expect(ranged.headers['access-control-allow-origin']).toBe('*');
    expect(ranged.headers['access-control-expose-headers']).toMatch(/Content-Range/);
    const feedRes = await t.http().get('/feed.xml').set('Origin', 'https://player.example.org').expect(200);
    expect(feedRes.headers['access-control-allow-origin']).toBe('*');
    // The API itself stays same-origin: no wildcard on an admin route's preflight.
    const apiPreflight = await t.http().options('/api/admin/episodes').set('Origin', 'https://player.example.org').set('Access-Control-Request-Method', 'GET');
    expect(apiPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses enclosures of drafts, unknown episodes and unknown renditions', async () => {
    await t.http().head(`/podcast/episodes/${draft.id}/720p.mp4`).expect(404);
    await t.http().get(`/podcast/episodes/${withoutVideo.id}/720p.mp4`).expect(404);
    await t.http().get('/podcast/episodes/999999/720p.mp4').expect(404);
    await t.http().get(`/podcast/episodes/${published.id}/1080p.mp4`).expect(404);
    await t.http().get(`/podcast/episodes/${published.id}/..%2F..%2Fetc%2Fpasswd`).expect(404);
    // The source was an MP4, so its original is enclosable too; out-of-range requests are refused.
    const original = await t.http().head(`/podcast/episodes/${published.id}/original.mp4`).expect(200);
    await t
      .http()
      .get(`/podcast/episodes/${published.id}/original.mp4`)
      .set('Range', `bytes=${Number(original.headers['content-length']) + 10}-`)
      .expect(416);
  });

  it('sends ETag and Last-Modified, answers 304 to a fresh copy and changes with the episodes', async () => {
    const first = (await feed('/feed.xml')).res;
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    await t.http().get('/feed.xml').set('If-None-Match', etag).expect(304);
    await t.http().get('/feed.xml').set('If-Modified-Since', lastModified).expect(304);

    // The ETag is a hash of the feed's bytes: renaming an episode that is not in the feed may leave
    // them unchanged (and a 304 right), so the change is made to an episode the feed carries.
    const agent = await t.loginAgent();
    await agent.patch(`/api/admin/episodes/${published.id}`).send({ title: 'A new & better title' }).expect(200);
    const changed = await t.http().get('/feed.xml').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.text).toContain('<title>A new &amp; better title</title>');
    await agent.patch(`/api/admin/episodes/${published.id}`).send({ title: HOSTILE_TITLE }).expect(200);
  });

  it('answers each feed from the compressed forms kept with it: brotli, gzip or identity as accepted, the same document each time', async () => {
    const raw = (encoding: string) => t.http().get('/feed.xml').set('Accept-Encoding', encoding).buffer(true).parse(asBuffer).expect(200);
    const identity = await raw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const text = binary(identity);
    expect(text.toString()).toContain('<rss');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await raw(accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      // Sent whole with its (compressed) length, not streamed through a compressor per request.
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      expect(Number(res.headers['content-length'])).toBeLessThan(text.length);
      // The client decodes it (superagent does both) to the very bytes of the identity form.
      expect(binary(res).equals(text)).toBe(true);
      expect(res.headers.etag).toBe(identity.headers.etag);
    }
  });

  it('serves the show artwork at 1400×1400 or more', async () => {
    const res = await t.http().get('/podcast/artwork.jpg').buffer(true).parse(asBuffer).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const path = join(scratch.dir, 'artwork.jpg');
    writeFileSync(path, binary(res));
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_entries', 'stream=width,height', path]);
    const [stream] = (JSON.parse(stdout) as { streams: Array<{ width: number; height: number }> }).streams;
    expect(stream?.width).toBe(stream?.height);
    expect(stream?.width).toBeGreaterThanOrEqual(1400);
    expect(stream?.width).toBeLessThanOrEqual(3000);
  });

  it('lists the public pages and published episodes in /sitemap.xml, announced by /robots.txt', async () => {
    const robots = await t.http().get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /admin');

    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    // An index (sitemaps.org) of one file at this size.
    const index = parseXml(res.text);
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(children(index, 'sitemap').map((entry) => child(entry, 'loc').text)).toEqual([`${PUBLIC_URL}/sitemap-1.xml`]);
    const file = await t.http().get('/sitemap-1.xml').expect(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(file.text);
    expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = children(urlset, 'url').map((url) => child(url, 'loc').text);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/episodes`,
        `${PUBLIC_URL}/about`,
        `${PUBLIC_URL}/episodes/${published.id}`,
        `${PUBLIC_URL}/episodes/${withoutVideo.id}`,
      ]),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/episodes/${draft.id}`);
    await t
      .http()
      .get('/sitemap.xml')
      .set('If-None-Match', res.headers.etag as string)
      .expect(304);
  });
});

describe('feeds without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('build absolute URLs from the request and stay valid with no episodes', async () => {
    const res = await t.http().get('/feed.xml').set('Host', 'podcast.test:8080').expect(200);
    const channel = child(parseXml(res.text), 'channel');
    expect(child(channel, 'link').text).toBe('http://podcast.test:8080/');
    expect(child(channel, 'itunes:image').attributes.href).toBe('http://podcast.test:8080/podcast/artwork.jpg');
    expect(children(channel, 'item')).toHaveLength(0);
    // A POST is not a feed read: it falls through to the API's 404.
    await t.http().post('/feed.xml').expect(404);
  });
});
