import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewLinkCreateDto } from '@podcast/contracts';
import { apiClient, reads } from '@podcast/web-kit';
import { episodeKeys } from '../episodes-api';

export const reviewLinkKeys = {
  list: (episodeId: number) => [...episodeKeys.all, 'review-links', episodeId] as const,
};

/** The episode's review links, newest first, with their opens and the guest's decision. */
export function useReviewLinks(episodeId: number) {
  return useQuery({
    queryKey: reviewLinkKeys.list(episodeId),
    // A guest's comments and decisions change these lists: they refresh with the comments and episodes.
    ...reads('comments', 'episodes'),
    queryFn: ({ signal }) => apiClient.get('/api/admin/episodes/{id}/review-links', { params: { path: { id: episodeId } }, signal }),
  });
}

export function useReviewLinkMutations(episodeId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewLinkKeys.list(episodeId) });
  return {
    create: useMutation({
      mutationFn: ({ assetId, body }: { assetId: number; body: ReviewLinkCreateDto }) =>
        apiClient.post('/api/admin/video-assets/{assetId}/review-links', { params: { path: { assetId } }, body }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => apiClient.post('/api/admin/review-links/{id}/revoke', { params: { path: { id } } }),
      onSuccess: refresh,
    }),
  };
}
