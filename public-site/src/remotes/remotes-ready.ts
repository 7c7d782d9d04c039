import { registerRemotesFromConfig } from '@podcast/web-kit/federation';

let ready: Promise<void> | null = null;

/** Fetches /config/remotes.json and registers the remotes, once; a failure is reported by the remote slots. */
export function startRemoteRegistration(): Promise<void> {
  ready ??= registerRemotesFromConfig().then(() => undefined);
  // Without configuration the slot shows its error card and retry; never an unhandled rejection here.
  ready.catch((error: unknown) => console.warn('Remote configuration unavailable', error));
  return ready;
}

/** Wraps a remote loader so it first waits for the registration (and retries it after a failure). */
export function afterRegistration<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      await startRemoteRegistration();
    } catch {
      ready = null;
      await startRemoteRegistration();
    }
    return load();
  };
}
