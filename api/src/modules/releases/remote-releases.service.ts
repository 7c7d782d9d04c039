import type { EnvironmentVariables } from '../../config/app-config';
import { defaultRemoteBase, REMOTES, type Remote } from '../../web/web-apps';
import { fetchRemoteManifest, ReleaseCheckError, type ManifestCheck } from './remote-manifest';
import type { RemoteReleaseEntity } from './remote-release.entity';
import type { RemoteReleaseRepository, Rollback } from './remote-release.repository';
import { unmetSharedRequirements } from './shared-compat';

/** A release as the command was asked for it, already validated (release-input.ts). */
export interface ReleaseRequest {
  remote: Remote;
  url: string;
  /** --version; without it the version the build's manifest states, if checked. */
  version: string | null;
  /** Fetch `<url>mf-manifest.json` before recording (the default); false records the URL unchecked. */
  check: boolean;
  /** --force: record it even when the hosts cannot meet its shared requirements (they show their error card for it). */
  force: boolean;
}

/** A recorded release, with the shared requirements --force released past (empty without them). */
export interface ReleaseOutcome {
  release: RemoteReleaseEntity;
  forcedPast: string[];
}

/** Where a remote is loaded from now. */
export interface RemoteLocation {
  remote: Remote;
  url: string;
  version: string | null;
  /** The release in force; null when the remote is at its default. */
  release: Pick<RemoteReleaseEntity, 'releasedAt'> | null;
  /** For a remote at its default: its MFE_*_URL setting, or the copy this server serves. */
  defaultFrom: string | null;
}

/**
 * The rules of releasing a remote (docs/micro-frontends.md, "Releases and rollback"). Used by the
 * release command (release-cli.ts); the server itself only reads the record (RemoteLocations).
 */
export class RemoteReleasesService {
  constructor(
    private readonly releases: RemoteReleaseRepository,
    private readonly config: EnvironmentVariables,
    private readonly checkManifest: ManifestCheck = fetchRemoteManifest,
  ) {}

  /**
   * Checks the build where browsers will load it and its shared requirements against the hosts
   * (unless told not to), then records the release. Unmet requirements refuse it unless forced.
   */
  async release(request: ReleaseRequest): Promise<ReleaseOutcome> {
    let version = request.version;
    let unmet: string[] = [];
    if (request.check) {
      const manifest = await this.checkManifest(request.remote, request.url, this.siteOrigin());
      version ??= manifest.buildVersion;
      unmet = unmetSharedRequirements(this.config, request.remote, { name: request.remote.federationName, shared: manifest.shared });
      if (unmet.length > 0 && !request.force) {
        throw new ReleaseCheckError(
          `its hosts cannot meet its shared requirements (they would show their error card instead of it):\n  ${unmet.join('\n  ')}\n` +
            'Release it anyway with --force.',
        );
      }
    }
    return { release: await this.releases.release(request.remote.folder, request.url, version), forcedPast: unmet };
  }

  /** Rolls the remote back to its previous release, or its default after its first; null when it has no release. */
  rollback(remote: Remote): Promise<Rollback | null> {
    return this.releases.rollback(remote.folder);
  }

  /** Every remote and where it is loaded from now. */
  async list(): Promise<RemoteLocation[]> {
    const current = new Map((await this.releases.current()).map((release) => [release.remote, release]));
    return REMOTES.map((remote) => {
      const release = current.get(remote.folder);
      if (release) return { remote, url: release.url, version: release.version, release, defaultFrom: null };
      return { remote, url: this.defaultUrl(remote), version: null, release: null, defaultFrom: this.defaultFrom(remote) };
    });
  }

  history(remote: Remote): Promise<RemoteReleaseEntity[]> {
    return this.releases.history(remote.folder);
  }

  /** Where a remote is when it has no release in force. */
  defaultUrl(remote: Remote): string {
    return defaultRemoteBase(this.config, remote);
  }

  /** Where that default comes from. */
  defaultFrom(remote: Remote): string {
    return this.config[remote.env] ? `the ${remote.env} setting` : 'the copy this server serves';
  }

  /** The site's origin, which browsers send as Origin when they fetch a remote's files. */
  private siteOrigin(): string {
    return new URL(this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`).origin;
  }
}
