import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const API_MAIN = join(REPO_ROOT, 'api', 'dist', 'main.js');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', 'artifacts');

const APPS = ['public-site', 'admin-shell', 'mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes'];

/** e2e tests run against the built product: fail loudly, never skip, when it is not built. */
export function assertBuilt(): void {
  const missing = [API_MAIN, ...APPS.map((app) => join(REPO_ROOT, app, 'dist', 'index.html'))].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The product is not built (missing ${missing.join(', ')}): run \`npm run build\` first (npm test does).`);
  }
}
