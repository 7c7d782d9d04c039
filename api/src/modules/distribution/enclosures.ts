import type { VideoAssetEntity } from '../media/video-asset.entity';

/**
 * The files a feed can enclose, by the file name of their stable public URL
 * (/podcast/episodes/{id}/{file}). The URL names what is enclosed, never a storage key: the episode's
 * final video can change (a new edit, a new storage driver) and the URL podcast apps keep still works.
 */
export const ENCLOSURE_FILES = {
  '720p.mp4': { variant: '720p', type: 'video/mp4' },
  '480p.mp4': { variant: '480p', type: 'video/mp4' },
  'original.mp4': { variant: 'original', type: 'video/mp4' },
  // Apple's list of enclosure types names M4A audio audio/x-m4a.
  'audio.m4a': { variant: 'audio', type: 'audio/x-m4a' },
} as const;

export type EnclosureFile = keyof typeof ENCLOSURE_FILES;

export const isEnclosureFile = (file: string): file is EnclosureFile => Object.hasOwn(ENCLOSURE_FILES, file);

export const enclosurePath = (episodeId: number, file: EnclosureFile) => `/podcast/episodes/${episodeId}/${file}`;

/** The storage key behind an enclosure file of a final video, or null when the asset has none. */
export function enclosureKey(asset: VideoAssetEntity, file: EnclosureFile): string | null {
  const { variant } = ENCLOSURE_FILES[file];
  if (variant === 'original') return /\.mp4$/i.test(asset.storageKey) ? asset.storageKey : null;
  return asset.variants[variant] ?? null;
}

/** The video feed encloses the best web rendition there is: 720p, else 480p, else an MP4 original. */
export const VIDEO_ENCLOSURE_PREFERENCE: readonly EnclosureFile[] = ['720p.mp4', '480p.mp4', 'original.mp4'];
