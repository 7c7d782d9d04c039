import { getInstance, loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { RemotesConfigDto } from '@podcast/contracts';
import type { ComponentType } from 'react';
import { apiClient } from './typed-api';

/**
 * Federation name → manifest URL, as the server renders it from the release record over MFE_*_URL
 * (GET /config/remotes.json; the contract's RemotesConfigDto).
 */
export type RemotesConfig = RemotesConfigDto;

/** The remotes of a configuration as [federation name, manifest URL] pairs. */
export function manifestEntries(config: RemotesConfig): [string, string][] {
  // Object.keys types its keys as string; they are the configuration's own.
  return (Object.keys(config) as (keyof RemotesConfig)[]).map((name) => [name, config[name]]);
}

/** One entry of `shared` in a remote's mf-manifest.json; requiredVersion is null when not declared. */
export interface ManifestShared {
  name: string;
  requiredVersion?: string | false | null;
}

/** A remote needs a singleton at a range this host does not provide: it is not run (issue 14). */
export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly packageName: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`${remote} needs ${packageName} ${required}; this host provides ${provided}`);
    this.name = 'RemoteIncompatibleError';
  }
}

/** Federation name → manifest URL of the remotes registered on this page. */
let registered = new Map<string, string>();

/** Reads /config/remotes.json through the typed API client and registers every remote with the federation runtime. */
export async function registerRemotesFromConfig(): Promise<RemotesConfig> {
  const config = await apiClient.get('/config/remotes.json');
  const entries = manifestEntries(config);
  registerRemotes(entries.map(([name, entry]) => ({ name, entry })));
  registered = new Map(entries);
  return config;
}

/** The singleton versions this host provides, as its federation runtime was initialised with them. */
export function hostSharedVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, copies] of Object.entries(getInstance()?.options.shared ?? {})) {
    const version = copies[0]?.version;
    if (version) versions[name] = version;
  }
  return versions;
}

/**
 * The first singleton a remote requires at a range the host's copy does not satisfy. A package the
 * host does not share at all is no conflict: the remote then runs its own copy.
 */
export function findIncompatibility(remote: string, shared: ManifestShared[], provided: Record<string, string>): RemoteIncompatibleError | null {
  for (const { name, requiredVersion } of shared) {
    const version = provided[name];
    if (version && requiredVersion && !satisfy(version, requiredVersion)) {
      return new RemoteIncompatibleError(remote, name, requiredVersion, version);
    }
  }
  return null;
}

// Manifests already found compatible, so each remote's manifest is checked once per page load.
const compatible = new Set<string>();

async function assertCompatible(remote: string, manifestUrl: string): Promise<void> {
  if (compatible.has(manifestUrl)) return;
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`Could not load ${manifestUrl}: ${response.status}`);
  const manifest = (await response.json()) as { shared?: ManifestShared[] };
  const incompatibility = findIncompatibility(remote, manifest.shared ?? [], hostSharedVersions());
  if (incompatibility) throw incompatibility;
  compatible.add(manifestUrl);
}

/**
 * A loader for an exposed component ("mfe_bookings/BookingsPage"). Before the remote's code runs, its
 * manifest's required singleton ranges are checked against this host's copies. Each call after a
 * failure re-registers that remote (force) so a retry fetches its manifest afresh.
 */
export function remoteLoader<P>(id: string): () => Promise<{ default: ComponentType<P> }> {
  let failed = false;
  return async () => {
    const remoteName = id.split('/')[0] ?? id;
    const entry = registered.get(remoteName);
    if (failed && entry) {
      registerRemotes([{ name: remoteName, entry }], { force: true });
    }
    try {
      // A remote registered by its remoteEntry.js has no manifest to check; ours all use mf-manifest.json.
      if (entry?.endsWith('.json')) await assertCompatible(remoteName, entry);
      const module = await loadRemote<{ default: ComponentType<P> }>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      failed = false;
      return module;
    } catch (error) {
      failed = true;
      throw error instanceof Error ? error : new Error(String(error));
    }
  };
}
