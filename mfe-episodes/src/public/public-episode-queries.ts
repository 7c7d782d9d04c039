import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
// The module itself, not the package's index: the index is CommonJS with every enum and label of the
// admin, which the public pages would download whole (docs/performance.md, "Web").
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@podcast/contracts/dist/paging';
import { apiClient } from '@podcast/web-kit';
import type { PublicEpisode } from './public-episode';

/** Query keys of the public pieces, in one place (invalidate by prefix). */
export const publicEpisodeKeys = {
  all: ['mfe-episodes', 'public'] as const,
  list: (firstPageSize: number, pageSize: number) => [...publicEpisodeKeys.all, 'list', firstPageSize, pageSize] as const,
  approvedVideo: (episodeId: number) => [...publicEpisodeKeys.all, 'approved-video', episodeId] as const,
  textTracks: (episodeId: number) => [...publicEpisodeKeys.all, 'text-tracks', episodeId] as const,
};

export interface EpisodePage {
  episodes: PublicEpisode[];
  total: number;
  /** The next page's `after` (X-Next-Cursor), or null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of GET /api/episodes: the first by `limit`, the following ones by `after` (keyset paging:
 * each continues exactly where the last ended, even when an episode is published meanwhile, and costs
 * the server the same at any depth). The total comes from X-Total-Count.
 */
export async function fetchEpisodePage(after: string | null, limit: number, signal?: AbortSignal): Promise<EpisodePage> {
  const { data, headers } = await apiClient.getWithHeaders('/api/episodes', { params: { query: { limit, after: after ?? undefined } }, signal });
  const episodes = Array.isArray(data) ? data : [];
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? episodes.length);
  return { episodes, total, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * The `after` of the page to load next, or undefined when every episode is listed (issue 29: "Load
 * More Episodes" showed under a list that was already whole). The server hands out a cursor with
 * every full page, also when nothing follows it, so the count of episodes loaded against the total
 * decides; no cursor, or an empty page, ends the list too.
 */
export function nextPageCursor(last: EpisodePage, pages: readonly EpisodePage[]): string | undefined {
  const loaded = pages.reduce((count, page) => count + page.episodes.length, 0);
  if (last.episodes.length === 0 || !last.nextCursor || loaded >= last.total) return undefined;
  return last.nextCursor;
}

/** Published episodes, newest first, page by page ("Load More Episodes"). */
export function usePublicEpisodes(firstPageSize: number, pageSize: number) {
  return useInfiniteQuery({
    queryKey: publicEpisodeKeys.list(firstPageSize, pageSize),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchEpisodePage(pageParam, pageParam === null ? firstPageSize : pageSize, signal),
    getNextPageParam: nextPageCursor,
  });
}

/** GET /api/episodes/{id}/approved-video; runs only when there is an id (spec §7). */
export function useApprovedVideo(episodeId: number | undefined) {
  return useQuery({
    queryKey: publicEpisodeKeys.approvedVideo(episodeId ?? 0),
    queryFn: ({ signal }) => apiClient.get('/api/episodes/{id}/approved-video', { params: { path: { id: episodeId ?? 0 } }, signal }),
    enabled: episodeId !== undefined && episodeId > 0,
  });
}

/**
 * GET /api/episodes/{id}/text-tracks: the chapters and captions of a player that was given neither
 * (a card without the episode's detail). Called by the lazy player only, once it has a video to play;
 * runs only when there is an id. The server lets it be cached for a minute; so does this.
 */
export function usePublicTextTracks(episodeId: number | undefined) {
  return useQuery({
    queryKey: publicEpisodeKeys.textTracks(episodeId ?? 0),
    queryFn: ({ signal }) => apiClient.get('/api/episodes/{id}/text-tracks', { params: { path: { id: episodeId ?? 0 } }, signal }),
    enabled: episodeId !== undefined && episodeId > 0,
    staleTime: 60_000,
  });
}

/** POST /api/episodes/{id}/play when a visitor starts watching; failures are not handled (spec §8). */
export function useRecordPlay() {
  return useMutation({
    mutationFn: (episodeId: number) => apiClient.post('/api/episodes/{id}/play', { params: { path: { id: episodeId } } }),
    onError: () => undefined,
  });
}
