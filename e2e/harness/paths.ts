import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const API_MAIN = join(REPO_ROOT, 'api', 'dist', 'main.js');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', 'artifacts');

const APPS = ['public-site', 'admin-shell', 'mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes'];

/**
 * The front ends this run needs built: all of them, unless E2E_APPS names some (a remote's own
 * `npm test` builds only the shell and that remote: scripts/test-remote.mjs).
 */
export function requiredApps(env: NodeJS.ProcessEnv = process.env): string[] {
  const named = (env.E2E_APPS ?? '')
    .split(',')
    .map((app) => app.trim())
    .filter(Boolean);
  const unknown = named.filter((app) => !APPS.includes(app));
  if (unknown.length > 0) throw new Error(`E2E_APPS names unknown apps: ${unknown.join(', ')} (known: ${APPS.join(', ')})`);
  return named.length > 0 ? named : APPS;
}

/** Where the remotes that a run does not build are said to live: a port nothing listens on. */
const UNBUILT_REMOTE_URL = 'http://127.0.0.1:9/';

/**
 * For a run of some apps only (E2E_APPS): the settings that send every remote it does not build to
 * an address that refuses, so a test straying into another team's remote fails the same way on a
 * machine that happens to hold that remote's build as on a fresh clone.
 */
export function unbuiltRemoteSettings(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const apps = requiredApps(env);
  const settings: Record<string, string> = {};
  for (const app of APPS.filter((name) => name.startsWith('mfe-') && !apps.includes(name))) {
    settings[`MFE_${app.slice('mfe-'.length).toUpperCase()}_URL`] = UNBUILT_REMOTE_URL;
  }
  return settings;
}

/** e2e tests run against the built product: fail loudly, never skip, when it is not built. */
export function assertBuilt(): void {
  const missing = [API_MAIN, ...requiredApps().map((app) => join(REPO_ROOT, app, 'dist', 'index.html'))].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The product is not built (missing ${missing.join(', ')}): run \`npm run build\` first (npm test does).`);
  }
}
