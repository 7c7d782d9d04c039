import { useQuery } from '@tanstack/react-query';
import { apiClient, reads } from '@podcast/web-kit';
import { EpisodeFilter, type AnalyticsReportDto, type EpisodeAnalyticsDto } from '@podcast/contracts';
import { episodeListQuery } from '../list/episode-list';

/** The Analytics screen's window: the last 90 UTC days (issue 15 item 5). */
export const ANALYTICS_DAYS = 90;

/** Query keys of the Analytics screen, under the remote's own name. */
export const analyticsKeys = {
  all: ['mfe-episodes', 'admin', 'analytics'] as const,
  show: (days: number) => [...analyticsKeys.all, 'show', days] as const,
  episode: (id: number, days: number) => [...analyticsKeys.all, 'episode', id, days] as const,
  episodeOptions: (search: string) => [...analyticsKeys.all, 'episode-options', search] as const,
};

// Listens arrive all the time and no admin write announces them: a figure older than this is read again.
const FRESH_MS = 30_000;

export function useShowAnalytics(days = ANALYTICS_DAYS) {
  return useQuery<AnalyticsReportDto>({
    queryKey: analyticsKeys.show(days),
    staleTime: FRESH_MS,
    refetchOnMount: true,
    queryFn: ({ signal }) => apiClient.get('/api/admin/analytics', { params: { query: { days } }, signal }),
  });
}

export function useEpisodeAnalytics(id: number | null, days = ANALYTICS_DAYS) {
  return useQuery<EpisodeAnalyticsDto>({
    queryKey: analyticsKeys.episode(id ?? 0, days),
    enabled: id !== null,
    staleTime: FRESH_MS,
    refetchOnMount: true,
    queryFn: ({ signal }) => apiClient.get('/api/admin/analytics/episodes/{id}', { params: { path: { id: id ?? 0 }, query: { days } }, signal }),
  });
}

/** How many episodes the selector offers for what was typed. */
export const EPISODE_OPTIONS_LIMIT = 20;

/**
 * The episode selector's options: the first 20 episodes matching what was typed, newest first
 * (searched by the server). It asks what Manage Episodes asks (`episodeListQuery`: first page, all
 * statuses) and reads `episodes`, so an episode created, renamed or deleted anywhere on the page
 * (announceChange) refreshes it.
 */
export function useEpisodeOptions(search: string) {
  return useQuery({
    queryKey: analyticsKeys.episodeOptions(search),
    ...reads('episodes'),
    staleTime: FRESH_MS,
    queryFn: async ({ signal }) => {
      const query = episodeListQuery({ page: 1, search, filter: EpisodeFilter.All }, EPISODE_OPTIONS_LIMIT);
      const rows = await apiClient.get('/api/admin/episodes', { params: { query }, signal });
      return rows.map((episode) => ({ value: episode.id, label: `#${episode.episodeNumber} ${episode.title}` }));
    },
  });
}
