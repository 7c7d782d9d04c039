import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What the server holds that more than one front end shows. Remotes never name each other's query
 * keys (each remote's keys start with its own name, docs/micro-frontends.md "Query keys"): a query
 * says which of these it reads, and a write says which it changed.
 */
export type DataResource = 'episodes' | 'video-assets' | 'comments' | 'bookings' | 'automation-runs';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reads?: readonly DataResource[] };
  }
}

/** The `meta` of a query that shows `resources`: spread into useQuery's options. */
export function reads(...resources: DataResource[]): { meta: { reads: readonly DataResource[] } } {
  return { meta: { reads: resources } };
}

/**
 * The one way a write tells every front end on the page that data changed: every query (of any
 * remote, on the shared QueryClient) that reads one of `resources` is marked stale and, if on screen,
 * refetched. `alsoKeys` are the writer's own keys to refresh with them.
 */
export async function announceChange(queryClient: QueryClient, resources: readonly DataResource[], alsoKeys: readonly QueryKey[] = []): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => query.meta?.reads?.some((resource) => resources.includes(resource)) ?? false }),
    ...alsoKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
