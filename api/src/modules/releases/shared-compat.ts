import { describeUnmet, hostsOf, unmetRequirements, type FederationManifest } from '@podcast/build-config/remote-compat';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentVariables } from '../../config/app-config';
import { distOf, type Remote } from '../../web/web-apps';

/**
 * Why the hosts this server serves could not run a remote's build, one line each; empty when they can.
 * The hosts' shared versions are what their own built manifests provide (`<WEB_ROOT>/<host>/dist/
 * mf-manifest.json`, the builds this server serves); the check is the one CI and the browser make
 * (packages/build-config/remote-compat.cjs). A host whose build is not there cannot be checked, which
 * is a reason too: the command cannot tell that the release is safe.
 */
export function unmetSharedRequirements(config: EnvironmentVariables, remote: Remote, manifest: FederationManifest): string[] {
  const problems: string[] = [];
  for (const host of hostsOf(remote.folder)) {
    const file = join(distOf(config, host), 'mf-manifest.json');
    if (!existsSync(file)) {
      problems.push(`${host} → ${remote.federationName}: cannot check, ${file} is missing (build ${host}, or set WEB_ROOT to the builds the site serves)`);
      continue;
    }
    const hostManifest = JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
    for (const unmet of unmetRequirements(hostManifest, manifest).unmet) problems.push(describeUnmet(host, remote.federationName, unmet));
  }
  return problems;
}
