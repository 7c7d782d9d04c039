export enum VideoAssetType {
  Raw = 'raw',
  Edited = 'edited',
}

export enum TranscodingStatus {
  Pending = 'pending',
  Processing = 'processing',
  Completed = 'completed',
  Failed = 'failed',
}

/** Renditions the transcoder produces, by their key in an asset's variants. */
export const RENDITIONS = ['720p', '480p'] as const;
export type Rendition = (typeof RENDITIONS)[number];

export type Quality = 'original' | Rendition;

export const QUALITY_LABELS: Record<Quality, string> = {
  original: 'Original',
  '720p': '720P',
  '480p': '480P',
};

/** Player quality preference of spec §9: 720p, then 480p, then the original. */
export const QUALITY_PREFERENCE: readonly Quality[] = ['720p', '480p', 'original'];

const MB = 1024 * 1024;

/** Upload limits of spec §5 and §9. The server reads its own limits from settings, defaulting to these. */
export const UPLOAD_LIMITS = {
  raw: { maxFiles: 5, maxBytes: 500 * MB },
  edited: { maxFiles: 1, maxBytes: 1000 * MB },
} as const;

/** Accepted raw media: video mp4, mov, avi, webm and audio mp3, wav, m4a, aac (spec §5). */
export const RAW_MEDIA_ACCEPT: Record<string, string[]> = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/x-msvideo': ['.avi'],
  'video/webm': ['.webm'],
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/mp4': ['.m4a'],
  'audio/aac': ['.aac'],
};

/** Accepted edited video: MP4 and MOV (spec §2 "Final edited video (MP4, MOV) - up to 1GB"). */
export const EDITED_VIDEO_ACCEPT: Record<string, string[]> = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
};

/** What an artwork or portrait upload takes (the server checks the content, not the name): the file picker's accept. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
