import { SITE_PAGES } from '@podcast/contracts';
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

/** Paths of the public site that exist (contracts' SITE_PAGES, with or without a trailing slash); any other non-API path gets the site's 404 page with status 404. */
export const PUBLIC_PAGE_PATTERNS: RegExp[] = SITE_PAGES.map((page) => (page === '/' ? /^\/$/ : new RegExp(`^${page}/?$`)));

export function webRoot(config: EnvironmentVariables): string {
  return resolve(config.WEB_ROOT ?? join(__dirname, '..', '..', '..'));
}

export function distOf(config: EnvironmentVariables, folder: string): string {
  return join(webRoot(config), folder, 'dist');
}

export function isBuilt(config: EnvironmentVariables, folder: string): boolean {
  return existsSync(join(distOf(config, folder), 'index.html'));
}

/** One remote, as REMOTES lists it. */
export type Remote = (typeof REMOTES)[number];

/**
 * Where each remote is loaded from for one request: its base URL, ending in `/`. A release
 * (modules/releases, docs/micro-frontends.md "Releases and rollback") sets it; without one it is the
 * remote's default.
 */
export type RemoteBases = Readonly<Record<RemoteKey, string>>;

/**
 * A remote's built-in default: its MFE_*_URL setting, else the copy this server serves at
 * /mfe/<key>/. A base URL without a trailing slash gets one, so `https://cdn.example.com/bookings` works too.
 */
export function defaultRemoteBase(config: EnvironmentVariables, remote: Remote): string {
  const configured = config[remote.env] ?? `/mfe/${remote.key}/`;
  return configured.endsWith('/') ? configured : `${configured}/`;
}

export function defaultRemoteBases(config: EnvironmentVariables): RemoteBases {
  return Object.fromEntries(REMOTES.map((remote) => [remote.key, defaultRemoteBase(config, remote)])) as Record<RemoteKey, string>;
}
