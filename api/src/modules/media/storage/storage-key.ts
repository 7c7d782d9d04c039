import { randomUUID } from 'node:crypto';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * A key is a relative path of plain segments: no "..", no empty or dot-led segments, no backslash,
 * no NUL, no absolute path, nothing percent-encoded left. Anything else is refused before any driver
 * sees it, so no key can reach outside the storage root.
 */
export function isValidStorageKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024) return false;
  const segments = key.split('/');
  return segments.every((segment) => SEGMENT.test(segment) && segment !== '..' && !segment.includes('..'));
}

const EXTENSION = /^\.[a-z0-9]{1,5}$/;

function safeExtension(ext: string): string {
  const lower = ext.toLowerCase();
  return EXTENSION.test(lower) ? lower : '';
}

/** Keys of an episode's files all live under episodes/{id}/ so deleting an episode can sweep them. */
export const episodePrefix = (episodeId: number) => `episodes/${episodeId}`;

export function newAssetKey(episodeId: number | null, kind: 'raw' | 'edited' | 'upload', ext: string): string {
  const name = `${randomUUID()}${safeExtension(ext)}`;
  return episodeId === null ? `uploads/${kind}/${name}` : `${episodePrefix(episodeId)}/${kind}/${name}`;
}

/** Folder of the create-episode form's thumbnails: each in a folder of its own with its renditions (docs/artwork.md). */
export const UPLOADED_ARTWORK_FOLDER = 'uploads/artwork';

/** Key of a create-episode thumbnail's source file: `uploads/artwork/{uuid}/source.{ext}`. */
export function newThumbnailKey(ext: string): string {
  return `${UPLOADED_ARTWORK_FOLDER}/${randomUUID()}/source${safeExtension(`.${ext}`)}`;
}

/** Renditions and poster sit in a folder named after the source key (without its extension). */
export function derivedKey(sourceKey: string, file: string): string {
  return `${sourceKey.replace(/\.[a-z0-9]{1,5}$/, '')}/${file}`;
}

export const derivedPrefix = (sourceKey: string) => sourceKey.replace(/\.[a-z0-9]{1,5}$/, '');

/** Folder of the image sets made from a video's poster frame (each in a folder of its own), swept with the video's files. */
export const posterImagesFolder = (sourceKey: string) => derivedKey(sourceKey, 'poster-images');

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  // The HLS ladder (docs/media.md, "Adaptive streaming").
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/** Keys always carry the sniffed extension, so the content type follows from the key. */
export function contentTypeOfKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
