import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@podcast/web-kit';
import type { AnalyticsReportDto, EpisodeAnalyticsDto } from '@podcast/contracts';

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

/** The episode selector's options: the first 20 episodes matching what was typed, newest first (searched by the server). */
export function useEpisodeOptions(search: string) {
  return useQuery({
    queryKey: analyticsKeys.episodeOptions(search),
    staleTime: FRESH_MS,
    queryFn: async ({ signal }) => {
      const rows = await apiClient.get('/api/admin/episodes', { params: { query: { limit: 20, ...(search ? { q: search } : {}) } }, signal });
      return rows.map((episode) => ({ value: episode.id, label: `#${episode.episodeNumber} ${episode.title}` }));
    },
  });
}
