import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announceChange, apiClient, reads } from '@podcast/web-kit';
import type { AdminEpisodeDto, EditingStatus, EpisodeStatus } from '@podcast/contracts';

export type { AdminEpisodeDto };

/**
 * The PATCH bodies the board sends (spec §7): {editingStatus} or {status, editingStatus}; publishing
 * adds publishWithoutVideo (true once the admin acknowledged it, else false so the API re-checks the video), and Undo sends {status: draft, editingStatus}.
 */
export type BoardPatch =
  | { editingStatus: EditingStatus }
  | { status: EpisodeStatus.Published; editingStatus: EditingStatus.Final; publishWithoutVideo?: boolean }
  | { status: EpisodeStatus.Draft; editingStatus: EditingStatus };

/** The board's query keys, under the remote's own name (Manage Episodes hears of a move through announceChange). */
export const editingKeys = {
  all: ['mfe-editing'] as const,
  list: () => [...editingKeys.all, 'list'] as const,
};

export function useBoardEpisodes() {
  return useQuery({ queryKey: editingKeys.list(), ...reads('episodes'), queryFn: ({ signal }) => apiClient.get('/api/admin/episodes', { signal }) });
}

/**
 * Moves a card: applied to the cached list at once (the card jumps columns without waiting), rolled
 * back on error, and the episode queries are refreshed afterwards (spec §7 "On success the episode
 * queries are refreshed").
 */
export function useMoveEpisode(onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: BoardPatch }) => apiClient.patch('/api/admin/episodes/{id}', { params: { path: { id } }, body: patch }),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: editingKeys.list() });
      const previous = queryClient.getQueryData<AdminEpisodeDto[]>(editingKeys.list());
      queryClient.setQueryData<AdminEpisodeDto[]>(editingKeys.list(), (list) =>
        list?.map((episode) =>
          episode.id === id ? { ...episode, status: 'status' in patch ? patch.status : episode.status, editingStatus: patch.editingStatus } : episode,
        ),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(editingKeys.list(), context.previous);
      onError(error);
    },
    onSettled: () => announceChange(queryClient, ['episodes']),
  });
}
