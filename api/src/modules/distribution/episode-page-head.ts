import { escapeXml } from './xml';

export interface EpisodePageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  /** The image's text alternative (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  siteName: string;
  publishedAt?: Date | null;
  durationSec?: number;
  episodeNumber: number;
  guestName?: string | null;
  seriesName: string;
  seriesUrl: string;
  contentUrl?: string;
  /** The podcast feed, announced to feed readers with <link rel="alternate">. */
  feedUrl?: string;
  /** The transcript as plain text (schema.org's VideoObject.transcript), when there is one. */
  transcriptText?: string;
}

const escapeHtml = escapeXml;

/** JSON for a <script> element: `</script>` and friends cannot close it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
}

/**
 * The published video as schema.org's VideoObject (what search engines read for video results):
 * name, description, thumbnailUrl, uploadDate, duration, contentUrl and the transcript.
 */
function videoObject(meta: EpisodePageMeta, contentUrl: string): Record<string, unknown> {
  return {
    '@type': 'VideoObject',
    name: meta.title,
    description: meta.description,
    contentUrl,
    ...(meta.imageUrl ? { thumbnailUrl: meta.imageUrl } : {}),
    ...(meta.publishedAt ? { uploadDate: meta.publishedAt.toISOString() } : {}),
    ...(meta.durationSec ? { duration: isoDuration(meta.durationSec) } : {}),
    ...(meta.transcriptText ? { transcript: meta.transcriptText } : {}),
  };
}

/** The head tags of an episode's public page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function episodeHeadTags(meta: EpisodePageMeta): string {
  const pageTitle = `${meta.title} | ${meta.siteName}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: meta.title,
    description: meta.description,
    url: meta.canonicalUrl,
    episodeNumber: meta.episodeNumber,
    ...(meta.publishedAt ? { datePublished: meta.publishedAt.toISOString() } : {}),
    ...(meta.durationSec ? { timeRequired: isoDuration(meta.durationSec) } : {}),
    ...(meta.imageUrl ? { image: meta.imageUrl } : {}),
    ...(meta.guestName ? { actor: { '@type': 'Person', name: meta.guestName } } : {}),
    ...(meta.contentUrl ? { associatedMedia: { '@type': 'MediaObject', contentUrl: meta.contentUrl } } : {}),
    ...(meta.contentUrl ? { video: videoObject(meta, meta.contentUrl) } : {}),
    partOfSeries: { '@type': 'PodcastSeries', name: meta.seriesName, url: meta.seriesUrl },
  };
  const tags = [
    `<title>${escapeHtml(pageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    `<meta property="og:type" content="video.episode" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}" />`,
    meta.imageUrl ? `<meta property="og:image" content="${escapeHtml(meta.imageUrl)}" />` : '',
    meta.imageUrl && meta.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />` : '',
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    meta.imageUrl ? `<meta name="twitter:image" content="${escapeHtml(meta.imageUrl)}" />` : '',
    meta.imageUrl && meta.imageAlt ? `<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}" />` : '',
    meta.contentUrl ? `<meta property="og:video" content="${escapeHtml(meta.contentUrl)}" />` : '',
    meta.contentUrl ? `<meta property="og:video:type" content="video/mp4" />` : '',
    meta.feedUrl ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(meta.seriesName)}" href="${escapeHtml(meta.feedUrl)}" />` : '',
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Puts the episode's head into the public site's index.html: the built <title> and description meta
 * are replaced, the rest is added before </head>. The page body stays the client app.
 */
export function injectHead(indexHtml: string, headTags: string): string {
  // [^<]: a title is text, and each try stops at the next tag, so the search stays linear (regex-safety test).
  const withoutDefaults = indexHtml.replace(/<title>[^<]*<\/title>/i, '').replace(/<meta\s+name="description"[^<>]*>/i, '');
  // A replacer function: `$&` or `$'` in an episode's text must stay text, not a replacement pattern.
  return withoutDefaults.replace(/<\/head>/i, () => `    ${headTags}\n  </head>`);
}
