import { useEffect, useState } from 'react';

/** The three social buttons of the footer: X, LinkedIn, YouTube. */
export type SocialNetwork = 'x' | 'linkedin' | 'youtube';
export type SocialLinks = Partial<Record<SocialNetwork, string | null>>;

/** The podcast apps of "Follow the show", each shown only when its setting is set. */
export type FollowApp = 'applePodcasts' | 'spotify' | 'youtube';

/** Where to follow the show: the apps' pages when set (http(s) only), and the two feeds, always. */
export interface FollowLinks extends Partial<Record<FollowApp, string>> {
  /** The video feed (same-origin path). */
  rss: string;
  /** The audio-only feed (same-origin path). */
  rssAudio: string;
}

/**
 * Runtime site settings the server renders at /config/site.json: `{"social": {"x", "linkedin",
 * "youtube"}, "follow": {"applePodcasts", "spotify", "youtube", "rss", "rssAudio"}}` from SOCIAL_*_URL
 * and FOLLOW_*_URL (null when unset). Like /config/remotes.json, changing them needs no rebuild.
 */
export interface SiteConfig {
  social: SocialLinks;
  follow: FollowLinks;
}

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

/** Keeps only http(s) links for the social and app buttons (anything else hides its button) and same-origin paths for the feeds (else the defaults). */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const social = objectAt(raw, 'social');
  const links: SocialLinks = {};
  for (const key of ['x', 'linkedin', 'youtube'] as const) {
    const value = social?.[key];
    if (isHttpUrl(value)) links[key] = value;
  }
  const follow = objectAt(raw, 'follow');
  const apps: Partial<Record<FollowApp, string>> = {};
  for (const key of ['applePodcasts', 'spotify', 'youtube'] as const) {
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

export function loadSiteConfig(url = '/config/site.json'): Promise<SiteConfig> {
  cached ??= fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
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
