import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@podcast/web-kit';
import type { EditingStatus, EpisodeStatus } from '@podcast/contracts';

/**
 * The admin view of an episode (spec §3). Declared here until packages/contracts exports the
 * generated AdminEpisodeDto; the name and fields match the API's DTO.
 */
export interface AdminEpisodeDto {
  id: number;
  title: string;
  description: string;
  guestName: string | null;
  episodeNumber: number;
  status: EpisodeStatus | `${EpisodeStatus}`;
  editingStatus: EditingStatus | `${EditingStatus}` | null;
  duration: string | null;
  plays: number;
  createdAt: string;
  publishedAt: string | null;
}

/** The PATCH bodies the board sends (spec §7): {editingStatus} or {status, editingStatus}. */
export type BoardPatch = { editingStatus: `${EditingStatus}` } | { status: 'published'; editingStatus: 'final' };

export const editingKeys = {
  all: ['admin-episodes'] as const,
  list: () => [...editingKeys.all, 'list'] as const,
};

export function useBoardEpisodes() {
  return useQuery({ queryKey: editingKeys.list(), queryFn: ({ signal }) => api.get<AdminEpisodeDto[]>('/api/admin/episodes', signal) });
}

/**
 * Moves a card: applied to the cached list at once (the card jumps columns without waiting), rolled
 * back on error, and the episode queries are refreshed afterwards (spec §7 "On success the episode
 * queries are refreshed").
 */
export function useMoveEpisode(onError: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: BoardPatch }) => api.patch<AdminEpisodeDto>(`/api/admin/episodes/${id}`, patch),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: editingKeys.list() });
      const previous = queryClient.getQueryData<AdminEpisodeDto[]>(editingKeys.list());
      queryClient.setQueryData<AdminEpisodeDto[]>(editingKeys.list(), (list) => list?.map((episode) => (episode.id === id ? { ...episode, ...patch } : episode)));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(editingKeys.list(), context.previous);
      onError();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: editingKeys.all }),
  });
}
