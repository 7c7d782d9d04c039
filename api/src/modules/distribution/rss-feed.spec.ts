import { XMLParser } from 'fast-xml-parser';
import { podcastGuid, uuidV5 } from './podcast-guid';
import { buildRssFeed, formatItunesDuration, type FeedChannel, type FeedItem } from './rss-feed';
import { escapeXml } from './xml';

const channel: FeedChannel = {
  title: 'Learn from the Best',
  description: 'Interviews with leaders & builders',
  language: 'en-us',
  link: 'https://show.example.com/',
  selfUrl: 'https://show.example.com/feed.xml',
  author: 'The Show',
  ownerName: 'Owner',
  ownerEmail: 'owner@example.com',
  category: 'Business',
  subcategory: 'Entrepreneurship',
  explicit: false,
  artworkUrl: 'https://show.example.com/artwork.jpg',
  guid: podcastGuid('https://show.example.com/feed.xml'),
  locked: true,
  lastBuildDate: new Date('2026-01-02T03:04:05Z'),
};

const hostile: FeedItem = {
  guid: 'show:episode:7',
  title: `<script>alert("x")</script> Sales & Marketing's "Best"`,
  description: '<b>Bold</b> & <i>brave</i> \'quotes\'',
  link: 'https://show.example.com/episodes/7',
  pubDate: new Date('2026-01-01T10:00:00Z'),
  durationSec: 3725,
  episodeNumber: 7,
  episodeType: 'full',
  enclosure: { url: 'https://show.example.com/podcast/episodes/7/720p.mp4?x=1&y=2', length: 12345, type: 'video/mp4' },
  guestName: 'Ada & Co',
};

describe('buildRssFeed', () => {
  const xml = buildRssFeed(channel, [hostile]);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', processEntities: true, htmlEntities: false }).parse(xml);
  const item = parsed.rss.channel.item;

  it('is well-formed XML with hostile text surviving intact', () => {
    expect(item.title).toBe(hostile.title);
    expect(item.description).toBe(hostile.description);
    expect(item.enclosure['@url']).toBe(hostile.enclosure.url);
    expect(item['podcast:person']['#text']).toBe('Ada & Co');
    expect(xml).not.toContain('<script>');
  });

  it('carries the channel and item tags podcast apps read', () => {
    expect(parsed.rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(parsed.rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    expect(parsed.rss.channel['itunes:category']['@text']).toBe('Business');
    expect(parsed.rss.channel['itunes:category']['itunes:category']['@text']).toBe('Entrepreneurship');
    expect(parsed.rss.channel['podcast:locked']['#text']).toBe('yes');
    expect(item['itunes:duration']).toBe('1:02:05');
    expect(item['itunes:episode']).toBe(7);
    expect(item.enclosure['@length']).toBe('12345');
    expect(item.guid['@isPermaLink']).toBe('false');
  });
});

describe('helpers', () => {
  it('formats itunes durations', () => {
    expect(formatItunesDuration(0)).toBe('0:00');
    expect(formatItunesDuration(65)).toBe('1:05');
    expect(formatItunesDuration(3725)).toBe('1:02:05');
  });

  it('escapes XML and drops control characters', () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('computes podcast:guid as the Podcasting 2.0 namespace documents it', () => {
    // The namespace's own example: podcastindex.org/namespace/1.0 → guid of "podnews.net/rss".
    expect(podcastGuid('https://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(uuidV5('podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
  });
});
