import type { Request } from 'express';
import type { EnvironmentVariables } from '../../config/app-config';
import { podcastGuid } from './podcast-guid';
import type { FeedChannel } from './rss-feed';
import { withoutTrailingSlashes } from '../../common/trailing-slashes';

/** The artwork the server serves itself when PODCAST_ARTWORK_URL is not set (api/assets). */
export const DEFAULT_ARTWORK_PATH = '/podcast/artwork.jpg';

export type FeedKind = 'video' | 'audio';

export const FEED_PATHS: Record<FeedKind, string> = { video: '/feed.xml', audio: '/feed/audio.xml' };

/**
 * The site's public origin: PUBLIC_URL when set (what a deployment behind a proxy should do), else
 * the request's own (protocol honours TRUST_PROXY through Express's `trust proxy`).
 */
export function publicBaseUrl(config: EnvironmentVariables, req: Request): string {
  if (config.PUBLIC_URL) return withoutTrailingSlashes(config.PUBLIC_URL);
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export const absoluteUrl = (base: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);

/** The channel of a feed, from the PODCAST_* settings (docs/distribution.md). */
export function feedChannel(config: EnvironmentVariables, base: string, kind: FeedKind, lastBuildDate: Date): FeedChannel {
  const selfUrl = `${base}${FEED_PATHS[kind]}`;
  return {
    title: kind === 'audio' ? `${config.PODCAST_NAME} (Audio)` : config.PODCAST_NAME,
    description: config.PODCAST_DESCRIPTION,
    language: config.PODCAST_LANGUAGE,
    link: `${base}/`,
    selfUrl,
    author: config.PODCAST_AUTHOR,
    ownerName: config.PODCAST_OWNER_NAME,
    // Only the setting made for it: MAIL_FROM or ADMIN_EMAIL (the login address) are never published.
    ownerEmail: config.PODCAST_OWNER_EMAIL,
    category: config.PODCAST_CATEGORY,
    subcategory: config.PODCAST_SUBCATEGORY,
    explicit: config.PODCAST_EXPLICIT ?? false,
    artworkUrl: absoluteUrl(base, config.PODCAST_ARTWORK_URL ?? DEFAULT_ARTWORK_PATH),
    // Each feed is its own show for podcast apps, so each has its own GUID (UUIDv5 of its URL).
    guid: podcastGuid(selfUrl),
    locked: config.PODCAST_LOCKED ?? true,
    copyright: `© ${lastBuildDate.getUTCFullYear()} ${config.PODCAST_AUTHOR}`,
    lastBuildDate,
  };
}
