import type { FollowLinksDto, SocialLinksDto } from '@podcast/contracts';
import { apiClient } from '@podcast/web-kit';
import { useEffect, useState } from 'react';

/** The three social buttons of the footer: X, LinkedIn, YouTube. */
export type SocialNetwork = keyof SocialLinksDto;
/** The social links worth a button: http(s) only. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** The feeds of "Follow the show", always there. */
type Feed = 'rss' | 'rssAudio';

/** The podcast apps of "Follow the show", each shown only when its setting is set. */
export type FollowApp = Exclude<keyof FollowLinksDto, Feed>;

/** Where to follow the show: the apps' pages when set (http(s) only), and the two feeds, always. */
export type FollowLinks = Partial<Record<FollowApp, string>> & Pick<FollowLinksDto, Feed>;

/**
 * The runtime site settings the server renders at /config/site.json (SiteConfigDto in the contract:
 * SOCIAL_*_URL and FOLLOW_*_URL, null when unset, and the feeds), as the pages use them: only the
 * links that may be shown. Like /config/remotes.json, changing them needs no rebuild.
 */
export interface SiteConfig {
  social: SocialLinks;
  follow: FollowLinks;
}

const SOCIAL_NETWORKS = ['x', 'linkedin', 'youtube'] as const satisfies readonly SocialNetwork[];
const FOLLOW_APPS = ['applePodcasts', 'spotify', 'youtube'] as const satisfies readonly FollowApp[];

/** The feeds the server always serves: RSS shows even before (or without) site.json. */
export const DEFAULT_FOLLOW: FollowLinks = { rss: '/feed.xml', rssAudio: '/feed/audio.xml' };
const EMPTY: SiteConfig = { social: {}, follow: DEFAULT_FOLLOW };
let cached: Promise<SiteConfig> | null = null;

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);
}

/** A path on this origin: one leading slash (not `//host` nor `/\host`, which browsers read as another host), no spaces. */
function isSameOriginPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

function objectAt(raw: unknown, key: string): Record<string, unknown> | null {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : null;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/**
 * Keeps only http(s) links for the social and app buttons (anything else hides its button) and
 * same-origin paths for the feeds (else the defaults). The answer is typed by the contract but
 * parsed, not validated (web-kit's apiClient), so each value is checked here.
 */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const social = objectAt(raw, 'social');
  const links: SocialLinks = {};
  for (const key of SOCIAL_NETWORKS) {
    const value = social?.[key];
    if (isHttpUrl(value)) links[key] = value;
  }
  const follow = objectAt(raw, 'follow');
  const apps: Partial<Record<FollowApp, string>> = {};
  for (const key of FOLLOW_APPS) {
    const value = follow?.[key];
    if (isHttpUrl(value)) apps[key] = value;
  }
  const rss = follow?.rss;
  const rssAudio = follow?.rssAudio;
  return {
    social: links,
    follow: {
      ...apps,
      rss: isSameOriginPath(rss) ? rss : DEFAULT_FOLLOW.rss,
      rssAudio: isSameOriginPath(rssAudio) ? rssAudio : DEFAULT_FOLLOW.rssAudio,
    },
  };
}

/** Reads /config/site.json once per page load through the typed API client; without it, no buttons but the feeds. */
export function loadSiteConfig(): Promise<SiteConfig> {
  cached ??= apiClient
    .get('/config/site.json')
    .then(parseSiteConfig)
    .catch(() => EMPTY);
  return cached;
}

export function useSiteConfig(): SiteConfig {
  const [config, setConfig] = useState<SiteConfig>(EMPTY);
  useEffect(() => {
    let live = true;
    void loadSiteConfig().then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
