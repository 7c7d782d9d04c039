import { toImageSetDto } from '../../common/stored-image-set';
import type { AdminEpisodeDto, EpisodeGuestDto, EpisodeReviewDecisionDto, PublicEpisodeDetailDto, PublicEpisodeDto } from './episode.dto';
import type { EpisodeEntity } from './episode.entity';
import type { EpisodeTextTracksView } from './episode-text-tracks';

/** The artwork's text alternative: names the episode, since the image itself is chosen per episode. */
export function artworkAlt(episode: Pick<EpisodeEntity, 'episodeNumber' | 'title'>): string {
  return `Artwork for episode ${episode.episodeNumber}: ${episode.title}`;
}

export function mapPublicEpisode(episode: EpisodeEntity): PublicEpisodeDto {
  return {
    id: episode.id,
    episodeNumber: episode.episodeNumber,
    title: episode.title,
    description: episode.description,
    thumbnailUrl: episode.thumbnailUrl,
    duration: episode.duration,
    guestName: episode.guestName,
    publishedAt: episode.publishedAt ? episode.publishedAt.toISOString() : null,
    artwork: toImageSetDto(episode.artwork, artworkAlt(episode)),
  };
}

export function mapPublicEpisodeDetail(episode: EpisodeEntity, guest: EpisodeGuestDto | null, tracks: EpisodeTextTracksView): PublicEpisodeDetailDto {
  return { ...mapPublicEpisode(episode), showNotesHtml: episode.showNotesHtml, guest, chapters: tracks.chapters, transcript: tracks.transcript };
}

/** The admin view; `plays` is the analytics' count of the episode's plays (EpisodePlays.playsOf), never a column of its own. */
export function mapAdminEpisode(episode: EpisodeEntity, plays: number, reviewDecision: EpisodeReviewDecisionDto | null = null): AdminEpisodeDto {
  return {
    id: episode.id,
    title: episode.title,
    description: episode.description,
    guestName: episode.guestName,
    guestId: episode.guestId,
    episodeNumber: episode.episodeNumber,
    status: episode.status,
    editingStatus: episode.editingStatus,
    duration: episode.duration,
    durationManual: episode.durationManual,
    plays,
    createdAt: episode.createdAt.toISOString(),
    audioUrl: episode.audioUrl,
    videoUrl: episode.videoUrl,
    thumbnailUrl: episode.thumbnailUrl,
    publishedAt: episode.publishedAt ? episode.publishedAt.toISOString() : null,
    finalVideoAssetId: episode.finalVideoAssetId,
    // The admin's artwork only: renditions of the video's poster frame are shown to the public in
    // its place, while the Artwork card still says there is none (thumbnailUrl shows the poster).
    artwork: toImageSetDto(episode.artwork?.origin === 'poster' ? null : episode.artwork, artworkAlt(episode)),
    showNotes: episode.showNotes,
    showNotesHtml: episode.showNotesHtml,
    reviewDecision,
  };
}
