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

/** e2e tests run against the built product: fail loudly, never skip, when it is not built. */
export function assertBuilt(): void {
  const missing = [API_MAIN, ...requiredApps().map((app) => join(REPO_ROOT, app, 'dist', 'index.html'))].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The product is not built (missing ${missing.join(', ')}): run \`npm run build\` first (npm test does).`);
  }
}
