import { useEffect, useState } from 'react';

/** The three social buttons of the footer: X, LinkedIn, YouTube. */
export type SocialNetwork = 'x' | 'linkedin' | 'youtube';
export type SocialLinks = Partial<Record<SocialNetwork, string | null>>;

/**
 * Runtime site settings the server renders at /config/site.json from SOCIAL_X_URL,
 * SOCIAL_LINKEDIN_URL and SOCIAL_YOUTUBE_URL: `{"social": {"x": url|null, "linkedin": …, "youtube": …}}`.
 * Like /config/remotes.json, changing them needs no rebuild.
 */
export interface SiteConfig {
  social: SocialLinks;
}

const EMPTY: SiteConfig = { social: {} };
let cached: Promise<SiteConfig> | null = null;

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

/** Keeps only http(s) links: anything else hides its button. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const social = (raw as { social?: Record<string, unknown> } | null)?.social;
  if (!social || typeof social !== 'object') return EMPTY;
  const links: SocialLinks = {};
  for (const key of ['x', 'linkedin', 'youtube'] as const) {
    if (isHttpUrl(social[key])) links[key] = social[key];
  }
  return { social: links };
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
