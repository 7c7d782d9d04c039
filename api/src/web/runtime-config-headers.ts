/**
 * The headers of the hosts' runtime configuration (/config/remotes.json, /config/site.json): a host
 * revalidates it on every load, so a release, a rollback or a changed setting is seen without a
 * rebuild (Express's ETag turns an unchanged answer into a 304); and any origin may read it, as
 * since the scaffold: it holds only public URLs.
 */
export const RUNTIME_CONFIG_HEADERS = { cacheControl: 'no-cache', allowOrigin: '*' } as const;
