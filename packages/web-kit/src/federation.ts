import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Federation name → manifest URL, as the server renders it from MFE_*_URL (DESIGN.md). */
export type RemotesConfig = Record<string, string>;

let registered: RemotesConfig | null = null;

/** Fetches /config/remotes.json and registers every remote with the federation runtime. */
export async function registerRemotesFromConfig(url = '/config/remotes.json'): Promise<RemotesConfig> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  registered = config;
  return config;
}

/**
 * A loader for an exposed component ("mfe_bookings/BookingsPage"). Each call after a failure
 * re-registers that remote (force) so a retry fetches its manifest afresh.
 */
export function remoteLoader<P>(id: string): () => Promise<{ default: ComponentType<P> }> {
  let failed = false;
  return async () => {
    const remoteName = id.split('/')[0] ?? id;
    if (failed && registered?.[remoteName]) {
      registerRemotes([{ name: remoteName, entry: registered[remoteName] }], { force: true });
    }
    try {
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
