/**
 * The API's response types (spec §3, §7), declared here with the API's DTO names until
 * packages/contracts exports the generated ones; then these become re-exports.
 */
import type { EditingStatus, EpisodeStatus, TranscodingStatus, VideoAssetType } from '@podcast/contracts';

export interface AdminEpisodeDto {
  id: number;
  title: string;
  description: string;
  guestName: string | null;
  episodeNumber: number;
  status: EpisodeStatus | `${EpisodeStatus}`;
  editingStatus: EditingStatus | `${EditingStatus}` | null;
  duration: string | null;
  durationManual?: boolean;
  plays: number;
  createdAt: string;
  audioUrl: string | null;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  publishedAt: string | null;
  finalVideoAssetId: number | null;
}

export interface RenditionKeysDto {
  '720p': string | null;
  '480p': string | null;
}

export interface VideoAssetDto {
  id: number;
  key: string;
  s3Key: string;
  originalName: string;
  contentType: string;
  type: VideoAssetType | `${VideoAssetType}`;
  version: number | null;
  variants: RenditionKeysDto;
  variantUrls: RenditionKeysDto;
  transcodingStatus: TranscodingStatus | `${TranscodingStatus}` | null;
  transcodingProgress: number;
  transcodingError: string | null;
  transcodingJobId: string | null;
  size: number;
  durationSec: number | null;
  url: string;
  publicUrl: string;
  posterUrl: string | null;
  createdAt: string;
  commentCount: number;
}

export interface CommentDto {
  id: number;
  text: string;
  timecodeSec: number;
  author: string;
  episodeId: number;
  videoAssetId: number | null;
  resolved: boolean;
  createdAt: string;
}

export interface CommentCountDto {
  assetId: number;
  count: number;
}

export interface UploadFileResponseDto {
  success: boolean;
  file: { url: string; originalName: string; type: string; size: number; key: string; id: number; episodeId: number | null };
}

export interface UploadVideoResponseDto {
  success: boolean;
  video: { url: string; publicUrl: string; originalName: string; contentType: string; size: number; s3Key: string; id: number; version: number; transcodingJobId: string };
}

export interface UploadEpisodeResponseDto {
  success: boolean;
  files: Partial<Record<'audio' | 'video' | 'thumbnail', { url: string; key: string; originalName: string; type: string; size: number }>>;
}

export interface SignedUrlDto {
  success: boolean;
  url: string;
}

export interface EpisodeCreateDto {
  title: string;
  description: string;
  episodeNumber: number;
  guestName: string;
  status: `${EpisodeStatus}`;
  audioUrl?: string;
  videoUrl?: string;
  thumbnailUrl?: string;
  duration: string;
  publishedAt?: string;
}

export type EpisodeUpdateDto = Partial<Pick<AdminEpisodeDto, 'title' | 'description' | 'guestName' | 'episodeNumber' | 'duration' | 'thumbnailUrl' | 'finalVideoAssetId'>> & {
  status?: `${EpisodeStatus}`;
  editingStatus?: `${EditingStatus}`;
};
