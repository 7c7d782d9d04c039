import { EditingStatus, EpisodeStatus } from '@podcast/contracts';
import { plainErrorMessage } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { usePublishedToast } from '@podcast/web-kit/publishing';
import type { AdminEpisodeDto, EpisodeUpdateDto } from '../api-dto';
import { useEpisodeStatus } from '../episodes-api';

/** What Undo puts back: the episode as it was before it went public. */
export function undoPatch(before: Pick<AdminEpisodeDto, 'editingStatus' | 'finalVideoAssetId'>): EpisodeUpdateDto {
  return { status: EpisodeStatus.Draft, editingStatus: before.editingStatus ?? EditingStatus.Raw, finalVideoAssetId: before.finalVideoAssetId };
}

/** The toast after publishing (a link to the public page and an Undo that unpublishes), for the episodes remote's screens. */
export function useAnnouncePublished() {
  const toast = useToast();
  const publishedToast = usePublishedToast();
  const status = useEpisodeStatus();
  return (episode: { id: number; title: string }, before: EpisodeUpdateDto, text: { title: string; description: string }) =>
    publishedToast({
      episodeId: episode.id,
      ...text,
      onUndo: () =>
        status.mutate(
          { id: episode.id, patch: before },
          {
            onSuccess: () => toast.success('Unpublished', `"${episode.title}" is a draft again.`),
            onError: (error) => toast.error('Error', plainErrorMessage(error, 'Failed to update episode status. Please try again.')),
          },
        ),
    });
}
