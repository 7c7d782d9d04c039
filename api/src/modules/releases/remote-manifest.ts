import type { FederationManifest, SharedEntry } from '@podcast/build-config/remote-compat';
import type { Remote } from '../../web/web-apps';
import { versionOrNull } from './release-input';

/** The release command would record a remote the hosts cannot load: nothing is written (exit code 1). */
export class ReleaseCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseCheckError';
  }
}

export interface CheckedManifest {
  /** metaData.buildInfo.buildVersion: the version of the remote's package.json when it was built. */
  buildVersion: string | null;
  /** Its shared packages (name, version, requiredVersion), checked against the hosts' (shared-compat.ts). */
  shared: SharedEntry[];
}

/** Checks that `<base>mf-manifest.json` is a manifest of that remote which a page at siteOrigin may read. */
export type ManifestCheck = (remote: Remote, base: string, siteOrigin: string) => Promise<CheckedManifest>;

const CHECK_TIMEOUT_MS = 10_000;

interface ManifestShape extends FederationManifest {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
}

/**
 * What the hosts do first when they load the remote, done once before the release is recorded: fetch
 * its manifest from where browsers will (with the site's Origin, as a page would send it), and refuse
 * an address that does not answer, answers without CORS for this site (the browser would block it),
 * or holds another remote's build.
 */
export const fetchRemoteManifest: ManifestCheck = async (remote, base, siteOrigin) => {
  const url = `${base}mf-manifest.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Origin: siteOrigin, Accept: 'application/json' },
      redirect: 'follow',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new ReleaseCheckError(`Could not fetch ${url}: ${reason}`);
  }
  if (!response.ok) throw new ReleaseCheckError(`${url} answered ${response.status}: is the build uploaded there?`);
  const allowed = response.headers.get('access-control-allow-origin');
  if (allowed !== '*' && allowed !== siteOrigin) {
    throw new ReleaseCheckError(
      `${url} is served without CORS for ${siteOrigin} (Access-Control-Allow-Origin: ${allowed ?? 'none'}): browsers would refuse it`,
    );
  }
  let manifest: ManifestShape;
  try {
    manifest = (await response.json()) as ManifestShape;
  } catch {
    throw new ReleaseCheckError(`${url} is not JSON: is it the folder of a remote's build?`);
  }
  if (manifest?.name !== remote.federationName) {
    const found = typeof manifest?.name === 'string' ? `the manifest of ${manifest.name}` : 'no federation manifest';
    throw new ReleaseCheckError(`${url} is ${found}, not of ${remote.federationName}`);
  }
  if (manifest.shared !== undefined && !Array.isArray(manifest.shared)) throw new ReleaseCheckError(`${url} has a "shared" that is not a list`);
  return { buildVersion: versionOrNull(manifest.metaData?.buildInfo?.buildVersion), shared: manifest.shared ?? [] };
};
