import { RENDITION_SPECS } from '../transcoding/ffmpeg-args';
import type { VideoAssetEntity } from '../media/video-asset.entity';

/** The height the transcoder scales a rendition to (ffmpeg-args.ts: `scale=-2:{height}`, never upscaled). */
const renditionHeight = (name: '720p' | '480p'): number | undefined => RENDITION_SPECS.find((spec) => spec.name === name)?.height;

/**
 * The files a feed can enclose, by the file name of their stable public URL
 * (/podcast/episodes/{id}/{file}). The URL names what is enclosed, never a storage key: the episode's
 * final video can change (a new edit, a new storage driver) and the URL podcast apps keep still works.
 * `type` is the <enclosure> type and the served Content-Type; `media` describes the file in its
 * podcast:alternateEnclosure (docs/distribution.md). In the order the alternates are listed.
 */
export const ENCLOSURE_FILES = {
  '720p.mp4': { variant: '720p', type: 'video/mp4', media: { type: 'video/mp4', title: 'Video 720p', height: renditionHeight('720p') } },
  '480p.mp4': { variant: '480p', type: 'video/mp4', media: { type: 'video/mp4', title: 'Video 480p', height: renditionHeight('480p') } },
  // The source's height is not stored with the asset: the alternate leaves it out.
  'original.mp4': { variant: 'original', type: 'video/mp4', media: { type: 'video/mp4', title: 'Video, original', height: undefined } },
  // Apple's list of enclosure types names M4A audio audio/x-m4a; the alternate carries the registered
  // type of the same file (RFC 4337), which Podcasting 2.0 apps match against what they can play.
  'audio.m4a': { variant: 'audio', type: 'audio/x-m4a', media: { type: 'audio/mp4', title: 'Audio only', height: undefined } },
} as const;

export type EnclosureFile = keyof typeof ENCLOSURE_FILES;

/** Every enclosure file, in ENCLOSURE_FILES' order. */
export const ENCLOSURE_FILE_NAMES = Object.keys(ENCLOSURE_FILES) as EnclosureFile[];

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
