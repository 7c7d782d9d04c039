import { QueryClient } from '@tanstack/react-query';

/** Spec §7 and §9: nothing is retried, cached data never goes stale, unused data is collected after 5 minutes, no refetch on focus. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: Infinity, gcTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  mutations: { retry: false },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}
