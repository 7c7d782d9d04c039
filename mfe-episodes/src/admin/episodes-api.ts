import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminEpisodeSort } from '@podcast/contracts';
import { announceChange, apiClient, ApiError, reads, totalFrom } from '@podcast/web-kit';
import type { AdminEpisodeDto, AssetCommentCreateDto, EpisodeCreateDto, EpisodeUpdateDto, SignedUrlDto } from './api-dto';
import { nextEpisodeNumber } from './create/create-body';
import { episodeListQuery, pageOffset, type EpisodeListParams } from './list/episode-list';
import { isTranscoding } from './preview/transcode-state';
import { uploadWithProgress } from './upload-with-progress';
import type { Drawing } from '../review/kit/drawing';

/**
 * Query keys of the episodes remote's admin screens, under the remote's own name (no other remote
 * names them; what others change reaches these queries through their `reads`, web-kit data-changes).
 */
export const episodeKeys = {
  all: ['mfe-episodes', 'admin'] as const,
  list: () => [...episodeKeys.all, 'list'] as const,
  page: (params: EpisodeListParams) => [...episodeKeys.list(), params] as const,
  nextNumber: () => [...episodeKeys.all, 'next-number'] as const,
  detail: (id: number) => [...episodeKeys.all, 'detail', id] as const,
  assets: (id: number) => [...episodeKeys.all, 'assets', id] as const,
  commentCounts: (id: number) => [...episodeKeys.all, 'comment-counts', id] as const,
  assetComments: (assetId: number) => [...episodeKeys.all, 'asset-comments', assetId] as const,
  /** The previous version's unresolved comments offered on this one (issue 35). */
  carryOver: (assetId: number) => [...episodeKeys.all, 'carry-over', assetId] as const,
  /** Chapters and transcript of one episode (text-tracks/text-tracks-api.ts). */
  textTracks: (id: number) => [...episodeKeys.all, 'text-tracks', id] as const,
};

/** Thrown for a 404 on the detail, so the screen can show "Episode not found". */
export class EpisodeNotFoundError extends Error {}

/** One page of Manage Episodes from the server; the previous page stays on screen while the next loads. */
export function useAdminEpisodePage(params: EpisodeListParams) {
  return useQuery({
    queryKey: episodeKeys.page(params),
    ...reads('episodes'),
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiClient.getWithHeaders('/api/admin/episodes', { params: { query: episodeListQuery(params) }, signal });
      return { rows: data, total: totalFrom(headers, pageOffset(params.page), data.length), page: params.page };
    },
    placeholderData: keepPreviousData,
  });
}

/** The create form's default number: one more than the highest in use, read as a one-row page. */
export function useNextEpisodeNumber() {
  return useQuery({
    queryKey: episodeKeys.nextNumber(),
    ...reads('episodes'),
    queryFn: async ({ signal }) =>
      nextEpisodeNumber(await apiClient.get('/api/admin/episodes', { params: { query: { sort: AdminEpisodeSort.Number, limit: 1 } }, signal })),
  });
}

export function useAdminEpisode(id: number) {
  return useQuery({
    queryKey: episodeKeys.detail(id),
    ...reads('episodes'),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.get('/api/admin/episodes/{id}', { params: { path: { id } }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw new EpisodeNotFoundError('Episode not found', { cause: error });
        throw new Error('Failed to fetch episode', { cause: error });
      }
    },
  });
}

export function useCreateEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EpisodeCreateDto) => apiClient.post('/api/episodes', { body }),
    onSuccess: () => announceChange(queryClient, ['episodes']),
  });
}

export function useUpdateEpisode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EpisodeUpdateDto) => apiClient.patch('/api/admin/episodes/{id}', { params: { path: { id } }, body: patch }),
    onSuccess: (episode) => {
      queryClient.setQueryData(episodeKeys.detail(id), episode);
      return announceChange(queryClient, ['episodes']);
    },
  });
}

/** A status change of any episode (Undo of a publish, Unpublish on Manage Episodes); refreshes the episode queries. */
export function useEpisodeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: EpisodeUpdateDto }) =>
      apiClient.patch('/api/admin/episodes/{id}', { params: { path: { id } }, body: patch }),
    onSuccess: (episode) => {
      queryClient.setQueryData(episodeKeys.detail(episode.id), episode);
      return announceChange(queryClient, ['episodes']);
    },
  });
}

export function useDeleteEpisode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete('/api/admin/episodes/{id}', { params: { path: { id } } }),
    onSuccess: () => announceChange(queryClient, ['episodes', 'video-assets', 'comments']),
  });
}

/** The episode's files from the server (so they survive a reload), polled only while one is transcoding. */
export function useVideoAssets(episodeId: number | null) {
  return useQuery({
    queryKey: episodeKeys.assets(episodeId ?? 0),
    ...reads('video-assets'),
    enabled: episodeId !== null,
    queryFn: ({ signal }) => apiClient.get('/api/admin/episodes/{id}/video-assets', { params: { path: { id: episodeId ?? 0 } }, signal }),
    refetchInterval: (query) => (isTranscoding(query.state.data ?? []) ? 2000 : false),
    placeholderData: keepPreviousData,
  });
}

export function useCommentCounts(episodeId: number | null) {
  return useQuery({
    queryKey: episodeKeys.commentCounts(episodeId ?? 0),
    ...reads('comments'),
    enabled: episodeId !== null,
    queryFn: ({ signal }) => apiClient.get('/api/admin/episodes/{id}/comment-counts', { params: { path: { id: episodeId ?? 0 } }, signal }),
  });
}

export function useDeleteAsset(episodeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) => apiClient.delete('/api/admin/episodes/{episodeId}/video-assets/{assetId}', { params: { path: { episodeId, assetId } } }),
    // Its comments go with it, and the episode may lose its final video and poster.
    onSuccess: () => announceChange(queryClient, ['video-assets', 'comments', 'episodes']),
  });
}

export function useRetryTranscode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) => apiClient.post('/api/admin/video-assets/{id}/transcode', { params: { path: { id: assetId } } }),
    onSuccess: () => announceChange(queryClient, ['video-assets']),
  });
}

export function useAssetComments(assetId: number | null) {
  return useQuery({
    queryKey: episodeKeys.assetComments(assetId ?? 0),
    ...reads('comments'),
    enabled: assetId !== null,
    queryFn: ({ signal }) => apiClient.get('/api/admin/video-assets/{assetId}/comments', { params: { path: { assetId: assetId ?? 0 } }, signal }),
  });
}

/** A staff comment: at a time (ms) or over a range, with an optional drawing (issue 35). */
export type NewCommentBody = Pick<AssetCommentCreateDto, 'text'> & { timecodeMs: number; endMs?: number; drawing?: Drawing };

/** Add, resolve and delete comments of one asset; each refreshes that asset's comments and the counts. */
export function useCommentMutations(episodeId: number, assetId: number) {
  const queryClient = useQueryClient();
  const refresh = () => announceChange(queryClient, ['comments']);
  return {
    add: useMutation({
      mutationFn: (body: NewCommentBody) =>
        apiClient.post('/api/admin/video-assets/{assetId}/comments', { params: { path: { assetId } }, body: { ...body, author: 'Admin', episodeId } }),
      onSuccess: refresh,
    }),
    resolve: useMutation({
      mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
        apiClient.patch('/api/admin/comments/{id}', { params: { path: { id } }, body: { resolved } }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => apiClient.delete('/api/admin/comments/{id}', { params: { path: { id } } }), onSuccess: refresh }),
  };
}

/** A temporary link to a stored file; the client encodes each "/"-separated part of the key on its own. */
export function fetchSignedUrl(key: string, download: boolean): Promise<SignedUrlDto> {
  return apiClient.get('/api/media/signed-url/{key}', { params: { path: { key }, query: download ? { download: 'true' } : {} } });
}

/**
 * The episode's artwork (docs/artwork.md): an uploaded image (with progress), a frame of the final
 * video, or none. Each answers the whole episode, which becomes the detail's data; the lists and
 * other remotes' episode views refresh through the `episodes` data change.
 */
export function useArtworkMutations(id: number) {
  const queryClient = useQueryClient();
  const stored = (episode: AdminEpisodeDto) => {
    queryClient.setQueryData(episodeKeys.detail(id), episode);
    return announceChange(queryClient, ['episodes']);
  };
  return {
    upload: useMutation({
      mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
        const body = new FormData();
        body.append('image', file);
        return uploadWithProgress('/api/admin/episodes/{id}/artwork', { params: { path: { id } }, body }, onProgress);
      },
      onSuccess: stored,
    }),
    fromFrame: useMutation({
      mutationFn: (timecodeSec: number) => apiClient.post('/api/admin/episodes/{id}/artwork/frame', { params: { path: { id } }, body: { timecodeSec } }),
      onSuccess: stored,
    }),
    remove: useMutation({
      mutationFn: () => apiClient.delete('/api/admin/episodes/{id}/artwork', { params: { path: { id } } }),
      onSuccess: stored,
    }),
  };
}

export function useInvalidateEpisodeMedia(episodeId: number | null) {
  const queryClient = useQueryClient();
  return () => (episodeId === null ? Promise.resolve() : announceChange(queryClient, ['video-assets']));
}

/** The unresolved comments of the previous version not yet carried onto this one. */
export function useCarryOver(assetId: number) {
  const queryClient = useQueryClient();
  return {
    offered: useQuery({
      queryKey: episodeKeys.carryOver(assetId),
      ...reads('comments'),
      queryFn: ({ signal }) => apiClient.get('/api/admin/video-assets/{assetId}/carry-over', { params: { path: { assetId } }, signal }),
    }),
    carry: useMutation({
      mutationFn: (commentIds: number[]) =>
        apiClient.post('/api/admin/video-assets/{assetId}/carry-over', { params: { path: { assetId } }, body: { commentIds } }),
      onSuccess: () => announceChange(queryClient, ['comments']),
    }),
  };
}
