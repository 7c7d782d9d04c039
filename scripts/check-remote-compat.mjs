#!/usr/bin/env node
// Checks every remote's built mf-manifest.json against each host that loads it (issue 14): for every
// singleton the host provides, the host's version must satisfy the range the remote requires. The
// same check the hosts make in the browser before running a remote (web-kit federation.ts), with
// the same matcher (the federation runtime's `satisfy`), made here on the build output so CI fails
// before a release instead of the shell showing the error card after it.
//
//   node scripts/check-remote-compat.mjs [--root <folder holding the apps' dist folders>]
//
// Exits 1 and names each unsatisfied pair (host, remote, package, required range, provided version).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import remoteCompat from '@podcast/build-config/remote-compat';

const { describeUnmet, unmetRequirements } = remoteCompat;

/** Which host loads which remotes (DESIGN.md "Federation"); the check itself is packages/build-config/remote-compat.cjs. */
export const HOSTS = remoteCompat.HOSTS;

function readManifest(root, app) {
  const file = join(root, app, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build ${app} first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * @param {{ root?: string, hosts?: Record<string, string[]> }} [options]
 * @returns {{ checked: number, problems: string[] }} one line per unsatisfied (host, remote, package)
 */
export function checkRemoteCompat({ root = resolve(fileURLToPath(import.meta.url), '../..'), hosts = HOSTS } = {}) {
  const problems = [];
  let checked = 0;
  for (const [host, remotes] of Object.entries(hosts)) {
    const hostManifest = readManifest(root, host);
    for (const remote of remotes) {
      const manifest = readManifest(root, remote);
      const result = unmetRequirements(hostManifest, manifest);
      checked += result.checked;
      for (const unmet of result.unmet) problems.push(describeUnmet(host, manifest.name, unmet));
    }
  }
  return { checked, problems };
}

/** The hosts that load `remote`, each with only that remote: the check of one remote (`npm test -w <remote>`). */
export function hostsLoading(remote) {
  return Object.fromEntries(remoteCompat.hostsOf(remote).map((host) => [host, [remote]]));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rootFlag = process.argv.indexOf('--root');
  try {
    const { checked, problems } = checkRemoteCompat(rootFlag > 0 ? { root: resolve(process.argv[rootFlag + 1]) } : {});
    if (problems.length > 0) {
      console.error(`Remote compatibility: ${problems.length} unsatisfied singleton(s):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`Remote compatibility: ${checked} singleton requirements satisfied.`);
  } catch (error) {
    console.error(`Remote compatibility: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
