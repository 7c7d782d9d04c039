import { child, children, parseXml, type XmlElement } from '../../../test/distribution/mini-xml';
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
  description: "<b>Bold</b> & <i>brave</i> 'quotes'",
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
  // parseXml is strict: it throws on a raw < or &, an unknown entity or a mismatched tag.
  const rss = parseXml(xml);
  const channelElement = child(rss, 'channel');
  const item = child(channelElement, 'item');

  it('is well-formed XML with hostile text surviving intact', () => {
    expect(child(item, 'title').text).toBe(hostile.title);
    expect(child(item, 'description').text).toBe(hostile.description);
    expect(child(item, 'enclosure').attributes.url).toBe(hostile.enclosure.url);
    expect(child(item, 'podcast:person').text).toBe('Ada & Co');
    expect(child(item, 'podcast:person').attributes.role).toBe('guest');
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Sales &amp; Marketing&apos;s');
  });

  it('carries the channel and item tags podcast apps read', () => {
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    expect(rss.attributes['xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(rss.attributes['xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    for (const name of ['title', 'description', 'language', 'link', 'itunes:author', 'itunes:explicit', 'itunes:type', 'podcast:guid']) {
      expect(child(channelElement, name).text).not.toBe('');
    }
    expect(child(channelElement, 'itunes:image').attributes.href).toBe(channel.artworkUrl);
    expect(child(child(channelElement, 'itunes:owner'), 'itunes:email').text).toBe('owner@example.com');
    expect(child(channelElement, 'itunes:category').attributes.text).toBe('Business');
    expect(child(child(channelElement, 'itunes:category'), 'itunes:category').attributes.text).toBe('Entrepreneurship');
    expect(child(channelElement, 'itunes:explicit').text).toBe('false');
    expect(child(channelElement, 'podcast:locked').text).toBe('yes');
    expect(child(channelElement, 'podcast:guid').text).toBe(channel.guid);
    expect(child(item, 'itunes:duration').text).toBe('1:02:05');
    expect(child(item, 'itunes:episode').text).toBe('7');
    expect(child(item, 'itunes:episodeType').text).toBe('full');
    expect(child(item, 'pubDate').text).toBe('Thu, 01 Jan 2026 10:00:00 GMT');
    expect(child(item, 'enclosure').attributes).toEqual({ url: hostile.enclosure.url, length: '12345', type: 'video/mp4' });
    expect(child(item, 'guid').attributes.isPermaLink).toBe('false');
    expect(child(item, 'guid').text).toBe('show:episode:7');
  });

  it('leaves out what an item does not have and keeps an empty feed valid', () => {
    const bare = parseXml(buildRssFeed(channel, [{ ...hostile, guestName: null, durationSec: undefined }]));
    const bareItem = child(child(bare, 'channel'), 'item');
    expect(children(bareItem, 'podcast:person')).toHaveLength(0);
    expect(children(bareItem, 'itunes:duration')).toHaveLength(0);
    expect(children(child(parseXml(buildRssFeed(channel, [])), 'channel'), 'item')).toHaveLength(0);
  });
});

describe('podcast:alternateEnclosure', () => {
  const withAlternates: FeedItem = {
    ...hostile,
    alternateEnclosures: [
      {
        type: 'video/mp4',
        length: 12345,
        bitrate: 1_500_000,
        height: 720,
        title: `"HD" & <more>`,
        default: true,
        sources: [{ uri: 'https://show.example.com/podcast/episodes/7/720p.mp4?x=1&y=2' }],
      },
      {
        type: 'audio/mp4',
        length: 678,
        default: false,
        sources: [{ uri: 'https://show.example.com/podcast/episodes/7/audio.m4a' }, { uri: 'ipfs://a&b', contentType: 'audio/mp4' }],
      },
      // What an HLS entry will look like: no single length.
      { type: 'application/x-mpegURL', default: false, sources: [{ uri: 'https://show.example.com/hls/7/index.m3u8' }] },
    ],
  };
  const xml = buildRssFeed(channel, [withAlternates]);
  const alternates = children(child(child(parseXml(xml), 'channel'), 'item'), 'podcast:alternateEnclosure');

  it("writes one element per alternate with the spec's attribute names, escaped", () => {
    expect(alternates).toHaveLength(3);
    expect(alternates[0]?.attributes).toEqual({
      type: 'video/mp4',
      length: '12345',
      bitrate: '1500000',
      height: '720',
      title: '"HD" & <more>',
      default: 'true',
    });
    expect(xml).toContain('title="&quot;HD&quot; &amp; &lt;more&gt;"');
    expect(children(alternates[0] as XmlElement, 'podcast:source').map((source) => source.attributes)).toEqual([
      { uri: 'https://show.example.com/podcast/episodes/7/720p.mp4?x=1&y=2' },
    ]);
    expect(xml).toContain('uri="https://show.example.com/podcast/episodes/7/720p.mp4?x=1&amp;y=2"');
    expect(children(alternates[1] as XmlElement, 'podcast:source').map((source) => source.attributes)).toEqual([
      { uri: 'https://show.example.com/podcast/episodes/7/audio.m4a' },
      { uri: 'ipfs://a&b', contentType: 'audio/mp4' },
    ]);
  });

  it('marks only the default one, and leaves out what an alternate does not have', () => {
    expect(alternates.map((alternate) => alternate.attributes.default)).toEqual(['true', undefined, undefined]);
    expect(alternates[1]?.attributes).toEqual({ type: 'audio/mp4', length: '678' });
    expect(alternates[2]?.attributes).toEqual({ type: 'application/x-mpegURL' });
  });

  it('follows the enclosure inside the item, and an item without alternates has none', () => {
    expect(xml.indexOf('<podcast:alternateEnclosure')).toBeGreaterThan(xml.indexOf('<enclosure'));
    expect(buildRssFeed(channel, [hostile])).not.toContain('podcast:alternateEnclosure');
  });
});

describe("mini-xml (the unit tests' checker) refuses what is not well-formed", () => {
  it.each(['<a>x & y</a>', '<a><b></a></b>', '<a>1 < 2</a>', '<a>&nbsp;</a>', '<a></a><b></b>', '<a x="1" x="2"/>'])('%s', (bad) => {
    expect(() => parseXml(bad)).toThrow();
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
