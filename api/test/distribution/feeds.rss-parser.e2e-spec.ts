// NEEDS the npm package rss-parser (a devDependency of the api workspace). Loaded with require and a
// local type so the rest of the API typechecks before it is installed; rss-parser ships its own types,
// so this can become `import Parser from 'rss-parser'` once it is.
import { createTestApp, type TestApp } from '../harness/test-app';
import { mediaScratch } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { HOSTILE_DESCRIPTION, HOSTILE_TITLE, pathOf, PUBLIC_URL, publishedEpisodeWithVideo } from './distribution-fixtures';

interface ParsedItem {
  title?: string;
  link?: string;
  pubDate?: string;
  isoDate?: string;
  content?: string;
  guid?: string;
  enclosure?: { url: string; length?: string; type?: string };
  itunes?: { duration?: string; episode?: string; episodeType?: string };
  description?: string;
  'podcast:person'?: { _: string; $: { role: string } } | string;
}

interface ParsedFeed {
  title?: string;
  description?: string;
  link?: string;
  language?: string;
  feedUrl?: string;
  itunes?: { image?: string; owner?: { name?: string; email?: string }; author?: string; explicit?: string; categories?: string[] };
  'itunes:type'?: string;
  'itunes:category'?: { $: { text: string } };
  'podcast:guid'?: string;
  'podcast:locked'?: { _: string; $: { owner: string } } | string;
  items: ParsedItem[];
}

interface RssParser {
  parseString(xml: string): Promise<ParsedFeed>;
}

type RssParserConstructor = new (options: { customFields: { feed: string[]; item: string[] } }) => RssParser;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Parser = require('rss-parser') as RssParserConstructor;

const parser = new Parser({
  customFields: {
    feed: ['itunes:type', 'itunes:category', 'podcast:guid', 'podcast:locked'],
    item: ['description', 'podcast:person'],
  },
});

const textOf = (value: { _: string } | string | undefined) => (typeof value === 'object' ? value._ : value);

describe('both feeds through a real feed parser (rss-parser)', () => {
  const scratch = mediaScratch();
  let t: TestApp;
  let episode: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, PODCAST_OWNER_EMAIL: 'owner@show.example.com', PODCAST_OWNER_NAME: 'Owner & Co' } });
    episode = await publishedEpisodeWithVideo(t, scratch.dir, {
      title: HOSTILE_TITLE,
      description: HOSTILE_DESCRIPTION,
      guestName: 'Ada & Co',
      episodeNumber: 3,
    });
  });
  afterAll(async () => {
    await t.close();
    scratch.dispose();
  });

  it.each([
    ['/feed.xml', '720p.mp4', 'video/mp4'],
    ['/feed/audio.xml', 'audio.m4a', 'audio/x-m4a'],
  ])('%s has every tag Apple Podcasts requires and recommends', async (path, file, type) => {
    const xml = (await t.http().get(path).expect(200)).text;
    const feed = await parser.parseString(xml);

    // Channel, required: title, description, itunes:image, language, itunes:category, itunes:explicit.
    expect(feed.title).toMatch(/^Learn from the Best/);
    expect(feed.description).toBeTruthy();
    expect(feed.itunes?.image).toBe(`${PUBLIC_URL}/podcast/artwork.jpg`);
    expect(feed.language).toBe('en-us');
    expect(feed.itunes?.categories).toContain('Business');
    expect(feed.itunes?.explicit).toBe('false');
    // Channel, recommended: itunes:author, link, itunes:owner, itunes:type.
    expect(feed.itunes?.author).toBeTruthy();
    expect(feed.link).toBe(`${PUBLIC_URL}/`);
    expect(feed.itunes?.owner).toEqual({ name: 'Owner & Co', email: 'owner@show.example.com' });
    expect(feed['itunes:type']).toBe('episodic');
    expect(feed.feedUrl).toBe(`${PUBLIC_URL}${path}`);
    // Podcasting 2.0.
    expect(feed['podcast:guid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(textOf(feed['podcast:locked'])).toBe('yes');

    expect(feed.items).toHaveLength(1);
    const item = feed.items[0] as ParsedItem;
    // Item, required: title, enclosure url/length/type, guid.
    expect(item.title).toBe(HOSTILE_TITLE);
    expect(item.enclosure).toEqual({ url: `${PUBLIC_URL}/podcast/episodes/${episode.id}/${file}`, length: expect.stringMatching(/^\d+$/), type });
    expect(item.guid).toMatch(/^[0-9a-f-]{36}$/);
    // Item, recommended: pubDate, description, itunes:duration, itunes:episode, itunes:episodeType.
    expect(item.isoDate).toBeTruthy();
    expect(item.description).toBe(HOSTILE_DESCRIPTION);
    expect(item.itunes?.duration).toBe('0:02');
    expect(item.itunes?.episode).toBe('3');
    expect(item.itunes?.episodeType).toBe('full');
    expect(textOf(item['podcast:person'])).toBe('Ada & Co');

    // The enclosure answers HEAD with the feed's length, and Range with 206.
    const enclosurePath = pathOf(item.enclosure?.url as string);
    const head = await t.http().head(enclosurePath).expect(200);
    expect(head.headers['content-length']).toBe(item.enclosure?.length);
    const partial = await t.http().get(enclosurePath).set('Range', 'bytes=0-9').expect(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${item.enclosure?.length}`);
  });

  it('gives both feeds the same item guid for an episode and different show guids', async () => {
    const video = await parser.parseString((await t.http().get('/feed.xml').expect(200)).text);
    const audio = await parser.parseString((await t.http().get('/feed/audio.xml').expect(200)).text);
    expect(video.items[0]?.guid).toBe(audio.items[0]?.guid);
    expect(video['podcast:guid']).not.toBe(audio['podcast:guid']);
  });
});
