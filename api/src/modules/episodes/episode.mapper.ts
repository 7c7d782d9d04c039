import type { AdminEpisodeDto, PublicEpisodeDto } from './episode.dto';
import type { EpisodeEntity } from './episode.entity';

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
  };
}

export function mapAdminEpisode(episode: EpisodeEntity): AdminEpisodeDto {
  return {
    id: episode.id,
    title: episode.title,
    description: episode.description,
    guestName: episode.guestName,
    episodeNumber: episode.episodeNumber,
    status: episode.status,
    editingStatus: episode.editingStatus,
    duration: episode.duration,
    durationManual: episode.durationManual,
    plays: episode.plays,
    createdAt: episode.createdAt.toISOString(),
    audioUrl: episode.audioUrl,
    videoUrl: episode.videoUrl,
    thumbnailUrl: episode.thumbnailUrl,
    publishedAt: episode.publishedAt ? episode.publishedAt.toISOString() : null,
    finalVideoAssetId: episode.finalVideoAssetId,
  };
}
