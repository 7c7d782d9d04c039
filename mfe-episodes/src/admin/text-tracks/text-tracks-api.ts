import type { TranscriptFormat } from '@podcast/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiUrl, reads } from '@podcast/web-kit';
import type { AdminTextTracksDto, ChapterCreateDto, ChapterUpdateDto, TextTrackReviewDto, TranscriptUploadDto } from '../api-dto';
import { episodeKeys } from '../episodes-api';

/**
 * An episode's chapters and transcript (issue 20). They are timed against the final video, which an
 * upload or a deletion of an edited video (`video-assets`) or the choice of the final video
 * (`episodes`) can change: the query reads both, so each of those writes refetches it and the
 * keep-or-clear question shows at once.
 */
export function useTextTracks(episodeId: number) {
  return useQuery({
    queryKey: episodeKeys.textTracks(episodeId),
    ...reads('episodes', 'video-assets'),
    queryFn: ({ signal }) => apiClient.get('/api/admin/episodes/{id}/text-tracks', { params: { path: { id: episodeId } }, signal }),
  });
}

/**
 * The writes: each answers the whole view (or nothing, for a delete), which becomes the query's
 * data. Only this remote shows chapters and transcripts in the admin, so nothing is announced.
 */
export function useTextTrackMutations(episodeId: number) {
  const queryClient = useQueryClient();
  const key = episodeKeys.textTracks(episodeId);
  const stored = (view: AdminTextTracksDto) => queryClient.setQueryData(key, view);
  const refetch = () => queryClient.invalidateQueries({ queryKey: key });
  const path = { id: episodeId };
  return {
    addChapter: useMutation({
      mutationFn: (body: ChapterCreateDto) => apiClient.post('/api/admin/episodes/{id}/chapters', { params: { path }, body }),
      onSuccess: stored,
    }),
    updateChapter: useMutation({
      mutationFn: ({ chapterId, body }: { chapterId: number; body: ChapterUpdateDto }) =>
        apiClient.patch('/api/admin/chapters/{chapterId}', { params: { path: { chapterId } }, body }),
      onSuccess: stored,
    }),
    deleteChapter: useMutation({
      mutationFn: (chapterId: number) => apiClient.delete('/api/admin/chapters/{chapterId}', { params: { path: { chapterId } } }),
      onSuccess: refetch,
    }),
    uploadTranscript: useMutation({
      mutationFn: (body: TranscriptUploadDto) => apiClient.put('/api/admin/episodes/{id}/transcript', { params: { path }, body }),
      onSuccess: stored,
    }),
    deleteTranscript: useMutation({
      mutationFn: () => apiClient.delete('/api/admin/episodes/{id}/transcript', { params: { path } }),
      onSuccess: refetch,
    }),
    review: useMutation({
      mutationFn: (body: TextTrackReviewDto) => apiClient.post('/api/admin/episodes/{id}/text-tracks/review', { params: { path }, body }),
      onSuccess: stored,
    }),
  };
}

export type TextTrackMutations = ReturnType<typeof useTextTrackMutations>;

/** The admin's download of the transcript (published or not); the answer is an attachment. */
export const transcriptDownloadUrl = (episodeId: number, format: TranscriptFormat): string =>
  apiUrl('/api/admin/episodes/{id}/transcript/{format}', { path: { id: episodeId, format } });
