import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EnvironmentVariables } from '../config/app-config';

/** The federation remotes: their folder, federation name and the env variable that relocates them. */
export const REMOTES = [
  { key: 'bookings', folder: 'mfe-bookings', federationName: 'mfe_bookings', env: 'MFE_BOOKINGS_URL' },
  { key: 'automation', folder: 'mfe-automation', federationName: 'mfe_automation', env: 'MFE_AUTOMATION_URL' },
  { key: 'editing', folder: 'mfe-editing', federationName: 'mfe_editing', env: 'MFE_EDITING_URL' },
  { key: 'episodes', folder: 'mfe-episodes', federationName: 'mfe_episodes', env: 'MFE_EPISODES_URL' },
] as const;

export type RemoteKey = (typeof REMOTES)[number]['key'];

/** Paths of the public site that exist; any other non-API path gets the site's 404 page with status 404. */
export const PUBLIC_PAGE_PATTERNS: RegExp[] = [/^\/$/, /^\/episodes\/?$/, /^\/about\/?$/, /^\/privacy-policy\/?$/, /^\/terms-of-service\/?$/];

export function webRoot(config: EnvironmentVariables): string {
  return resolve(config.WEB_ROOT ?? join(__dirname, '..', '..', '..'));
}

export function distOf(config: EnvironmentVariables, folder: string): string {
  return join(webRoot(config), folder, 'dist');
}

export function isBuilt(config: EnvironmentVariables, folder: string): boolean {
  return existsSync(join(distOf(config, folder), 'index.html'));
}

/**
 * The runtime federation configuration each host fetches at start: federation name → manifest URL.
 * A base URL without a trailing slash gets one, so `https://cdn.example.com/bookings` works too.
 */
export function remotesConfig(config: EnvironmentVariables): Record<string, string> {
  const entries = REMOTES.map((remote) => {
    const configured = config[remote.env] ?? `/mfe/${remote.key}/`;
    const base = configured.endsWith('/') ? configured : `${configured}/`;
    return [remote.federationName, `${base}mf-manifest.json`];
  });
  return Object.fromEntries(entries);
}

/** Runtime settings of the public site (/config/site.json): the footer's social links. */
export function siteConfig(config: EnvironmentVariables): { social: Record<'x' | 'linkedin' | 'youtube', string | null> } {
  return { social: { x: config.SOCIAL_X_URL ?? null, linkedin: config.SOCIAL_LINKEDIN_URL ?? null, youtube: config.SOCIAL_YOUTUBE_URL ?? null } };
}
