// `npm run release`, `admin`, `audit`, `backup`, `restore` and `seed:demo` run a command of the built API (api/dist). They
// used to rebuild it every time (`npm run build:api`: 10–20 s even with nothing to do). This builds
// it only when api/dist is older than what it is built from, so a command answers at once when
// nothing changed.
//
// Up to date means: api/dist/.built-at (written here after a successful build) is newer than every
// input below, counting folders too (deleting or renaming a file changes its folder's time). A fresh
// clone, a build made another way or any change to the inputs (a checkout, an edit, a generated
// contract) thus builds; a build that fails leaves the stamp as it was, so the next run builds again.
//
//   node scripts/build-api-if-stale.mjs [--root <repository>]   (--root: for its tests)
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmCommand, run } from './run.mjs';

const defaultRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm run build:api` reads: the API's and the contracts' sources and their build settings. */
const INPUTS = [
  'api/src',
  'api/package.json',
  'api/tsconfig.json',
  'api/tsconfig.build.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/contracts/tsconfig.json',
  'tsconfig.base.json',
];
/** Files the build must have left; missing, the build is not there whatever the stamp says. */
const OUTPUTS = ['api/dist/main.js', 'packages/contracts/dist/index.js'];
export const STAMP = 'api/dist/.built-at';

/** Tests next to the sources are not compiled into api/dist (api/tsconfig.build.json), so they do not count. */
const isTest = (name) => /\.(spec|integration-spec|e2e-spec)\.ts$/.test(name);

/** The newest modification time (ms) under `path`, folders included; 0 when it does not exist. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isFile() && isTest(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * Whether api/dist is up to date with its inputs, and if not, why (for the one line printed).
 * @returns {{ current: boolean, reason: string }}
 */
export function apiBuildState(root = defaultRoot) {
  const missing = OUTPUTS.find((file) => !existsSync(join(root, file)));
  if (missing) return { current: false, reason: `${missing} is missing` };
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return { current: false, reason: 'api/dist was not built by this script yet' };
  const builtAt = statSync(stamp).mtimeMs;
  const changed = INPUTS.find((input) => newestMtime(join(root, input)) > builtAt);
  return changed ? { current: false, reason: `${changed} changed since the last build` } : { current: true, reason: 'up to date' };
}

/** Builds the API (and the contracts it needs) unless it is up to date; returns whether it built. */
export async function buildApiIfStale({ root = defaultRoot, log = (line) => console.error(line) } = {}) {
  const state = apiBuildState(root);
  if (state.current) return false;
  // The stamp's time is taken before the build: a source saved while tsc runs is newer, so the next run builds again.
  const startedAt = new Date();
  log(`[build] ${state.reason}: building the API (npm run build:api)`);
  await run(npmCommand, ['run', 'build:api', '--silent'], { cwd: root });
  writeFileSync(join(root, STAMP), `${startedAt.toISOString()}\n`);
  utimesSync(join(root, STAMP), startedAt, startedAt);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const rootFlag = process.argv.indexOf('--root');
    await buildApiIfStale(rootFlag > 0 ? { root: resolve(process.argv[rootFlag + 1]) } : {});
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
