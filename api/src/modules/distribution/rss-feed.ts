import { CHAPTERS_MEDIA_TYPE } from '@podcast/contracts';
import { element, emptyElement, escapeXml, parentElement } from './xml';

export interface FeedChannel {
  title: string;
  description: string;
  language: string;
  /** The site's home page. */
  link: string;
  /** This feed's own URL (atom:link rel=self and podcast:guid). */
  selfUrl: string;
  author: string;
  ownerName: string;
  /** Only PODCAST_OWNER_EMAIL: without it the feeds carry no email (never a login address). */
  ownerEmail: string | undefined;
  category: string;
  subcategory?: string;
  explicit: boolean;
  artworkUrl: string;
  guid: string;
  locked: boolean;
  copyright?: string;
  lastBuildDate: Date;
}

/**
 * One podcast:alternateEnclosure (Podcasting 2.0 namespace 1.0): a version of the item's media and
 * where to fetch it. Shaped for files and for streams alike, so an HLS playlist (type
 * application/x-mpegURL, no single length) fits without a change.
 */
export interface AlternateEnclosure {
  /** MIME type of the media. */
  type: string;
  /** Bytes of the file; the spec recommends it, a stream has none. */
  length?: number;
  /** Average encoding bitrate, bits per second. */
  bitrate?: number;
  /** Pixel height, for video. */
  height?: number;
  /** A short human-readable name (the spec asks for at most 32 characters). */
  title?: string;
  /** The same media as the item's <enclosure>; exactly one alternate of an item has it. */
  default: boolean;
  /** Where to fetch it (podcast:source), at least one. contentType only when the transport differs from `type`. */
  sources: ReadonlyArray<{ uri: string; contentType?: string }>;
}

export interface FeedItem {
  guid: string;
  title: string;
  description: string;
  link: string;
  pubDate: Date;
  durationSec?: number;
  episodeNumber: number;
  episodeType: 'full' | 'trailer' | 'bonus';
  enclosure: { url: string; length: number; type: string };
  /** Square artwork of 1400–3000 px (what podcast apps require of an item image); absent otherwise. */
  imageUrl?: string;
  guestName?: string | null;
  /** Sanitised show notes (HTML), carried escaped in content:encoded; absent when there are none. */
  contentHtml?: string;
  /** Podcasting 2.0 JSON chapters (podcast:chapters); absent when the episode has none. */
  chaptersUrl?: string;
  /** The transcript in each format it is served in (podcast:transcript). */
  transcripts?: Array<{ url: string; type: string; language: string }>;
  /** Every version of the media the episode has (podcast:alternateEnclosure), the default one first. */
  alternateEnclosures?: AlternateEnclosure[];
}

/** itunes:duration as H:MM:SS (or M:SS), the form Apple documents. */
export function formatItunesDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => n.toString().padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const optional = (name: string, value: string | number | undefined): Record<string, string | number> => (value === undefined ? {} : { [name]: value });

function alternateEnclosure(alternate: AlternateEnclosure): string {
  return parentElement(
    'podcast:alternateEnclosure',
    {
      type: alternate.type,
      ...optional('length', alternate.length),
      ...optional('bitrate', alternate.bitrate),
      ...optional('height', alternate.height),
      ...optional('title', alternate.title),
      // Unset means false (the spec), so only the default one carries the attribute.
      ...(alternate.default ? { default: 'true' } : {}),
    },
    alternate.sources.map((source) => emptyElement('podcast:source', { uri: source.uri, ...optional('contentType', source.contentType) })),
  );
}

function item(entry: FeedItem): string {
  return [
    '<item>',
    element('title', entry.title),
    element('description', entry.description),
    element('link', entry.link),
    element('guid', entry.guid, { isPermaLink: 'false' }),
    element('pubDate', entry.pubDate.toUTCString()),
    emptyElement('enclosure', { url: entry.enclosure.url, length: entry.enclosure.length, type: entry.enclosure.type }),
    ...(entry.alternateEnclosures ?? []).map(alternateEnclosure),
    entry.contentHtml ? element('content:encoded', entry.contentHtml) : '',
    element('itunes:title', entry.title),
    element('itunes:summary', entry.description),
    entry.durationSec !== undefined ? element('itunes:duration', formatItunesDuration(entry.durationSec)) : '',
    element('itunes:episode', entry.episodeNumber),
    element('itunes:episodeType', entry.episodeType),
    entry.imageUrl ? emptyElement('itunes:image', { href: entry.imageUrl }) : '',
    entry.guestName ? element('podcast:person', entry.guestName, { role: 'guest' }) : '',
    entry.chaptersUrl ? emptyElement('podcast:chapters', { url: entry.chaptersUrl, type: CHAPTERS_MEDIA_TYPE }) : '',
    // rel="captions": the files are timed, so apps may show them as captions as well as text.
    ...(entry.transcripts ?? []).map((transcript) =>
      emptyElement('podcast:transcript', { url: transcript.url, type: transcript.type, language: transcript.language, rel: 'captions' }),
    ),
    '</item>',
  ].join('');
}

/**
 * An RSS 2.0 podcast feed with the itunes and Podcasting 2.0 namespaces, as Apple Podcasts and Spotify
 * read it. Every text goes through escapeXml, so markup and ampersands in titles survive intact.
 */
export function buildRssFeed(channel: FeedChannel, items: FeedItem[]): string {
  const category = channel.subcategory
    ? `<itunes:category text="${escapeXml(channel.category)}"><itunes:category text="${escapeXml(channel.subcategory)}"/></itunes:category>`
    : emptyElement('itunes:category', { text: channel.category });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    element('title', channel.title),
    element('description', channel.description),
    element('link', channel.link),
    emptyElement('atom:link', { href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' }),
    element('language', channel.language),
    element('copyright', channel.copyright),
    element('lastBuildDate', channel.lastBuildDate.toUTCString()),
    element('itunes:author', channel.author),
    element('itunes:summary', channel.description),
    `<itunes:owner>${element('itunes:name', channel.ownerName)}${element('itunes:email', channel.ownerEmail)}</itunes:owner>`,
    emptyElement('itunes:image', { href: channel.artworkUrl }),
    `<image>${element('url', channel.artworkUrl)}${element('title', channel.title)}${element('link', channel.link)}</image>`,
    category,
    element('itunes:explicit', channel.explicit ? 'true' : 'false'),
    element('itunes:type', 'episodic'),
    element('podcast:guid', channel.guid),
    element('podcast:locked', channel.locked ? 'yes' : 'no', channel.ownerEmail ? { owner: channel.ownerEmail } : {}),
    ...items.map(item),
    '</channel>',
    '</rss>\n',
  ].join('');
}
