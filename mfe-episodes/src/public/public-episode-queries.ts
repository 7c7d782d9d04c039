import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiRequestWithHeaders } from '@podcast/web-kit';
import type { ApprovedVideo, PublicEpisode } from './public-episode';

/** Query keys of the public pieces, in one place (invalidate by prefix). */
export const publicEpisodeKeys = {
  all: ['public-episodes'] as const,
  list: (firstPageSize: number, pageSize: number) => [...publicEpisodeKeys.all, 'list', firstPageSize, pageSize] as const,
  approvedVideo: (episodeId: number) => [...publicEpisodeKeys.all, 'approved-video', episodeId] as const,
};

export interface EpisodePage {
  episodes: PublicEpisode[];
  offset: number;
  total: number;
}

/** One page of GET /api/episodes?limit&offset; the total comes from X-Total-Count. */
export async function fetchEpisodePage(offset: number, limit: number, signal?: AbortSignal): Promise<EpisodePage> {
  const { data, headers } = await apiRequestWithHeaders<PublicEpisode[]>(`/api/episodes?limit=${limit}&offset=${offset}`, { signal });
  const episodes = Array.isArray(data) ? data : [];
  const header = Number(headers.get('X-Total-Count'));
  // Without the header, a short page means the end.
  const total = Number.isFinite(header) && headers.has('X-Total-Count') ? header : offset + episodes.length + (episodes.length === limit ? 1 : 0);
  return { episodes, offset, total };
}

/** The next offset to load, or undefined when every episode is loaded. */
export function nextEpisodeOffset(pages: EpisodePage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 0;
  const loaded = last.offset + last.episodes.length;
  return last.episodes.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Published episodes, newest first, page by page ("Load More Episodes"). */
export function usePublicEpisodes(firstPageSize: number, pageSize: number) {
  return useInfiniteQuery({
    queryKey: publicEpisodeKeys.list(firstPageSize, pageSize),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchEpisodePage(pageParam, pageParam === 0 ? firstPageSize : pageSize, signal),
    getNextPageParam: (_last, pages) => nextEpisodeOffset(pages),
  });
}

/** GET /api/episodes/{id}/approved-video; runs only when there is an id (spec §7). */
export function useApprovedVideo(episodeId: number | undefined) {
  return useQuery({
    queryKey: publicEpisodeKeys.approvedVideo(episodeId ?? 0),
    queryFn: ({ signal }) => api.get<ApprovedVideo>(`/api/episodes/${episodeId}/approved-video`, signal),
    enabled: episodeId !== undefined && episodeId > 0,
  });
}

/** POST /api/episodes/{id}/play when a visitor starts watching; failures are not handled (spec §8). */
export function useRecordPlay() {
  return useMutation({
    mutationFn: (episodeId: number) => api.post<void>(`/api/episodes/${episodeId}/play`),
    onError: () => undefined,
  });
}
