import { fileTypeFromBuffer } from 'file-type';

/** Bytes file-type needs to recognise every format we accept. */
export const SNIFF_BYTES = 4100;

export interface MediaType {
  ext: string;
  mime: string;
}

/** Accepted formats by upload slot: extension (as file-type names it) → the content type we store. */
const VIDEO: Record<string, string> = { mp4: 'video/mp4', mov: 'video/quicktime', avi: 'video/x-msvideo', webm: 'video/webm' };
const AUDIO: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4', aac: 'audio/aac' };
const EDITED: Record<string, string> = { mp4: 'video/mp4', mov: 'video/quicktime' };
const IMAGE: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const ACCEPTED = {
  raw: { ...VIDEO, ...AUDIO },
  edited: EDITED,
  video: VIDEO,
  audio: AUDIO,
  thumbnail: IMAGE,
} as const;

export type AcceptKind = keyof typeof ACCEPTED;

export const ACCEPTED_LABELS: Record<AcceptKind, string> = {
  raw: 'MP4, MOV, AVI, WEBM, MP3, WAV, M4A or AAC',
  edited: 'MP4 or MOV',
  video: 'MP4, MOV, AVI or WEBM',
  audio: 'MP3, WAV, M4A or AAC',
  thumbnail: 'JPEG, PNG or WEBP',
};

/** The type from the file's first bytes (magic numbers), whatever its name claims; undefined when not accepted. */
export async function detectMediaType(head: Buffer, kind: AcceptKind): Promise<MediaType | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return undefined;
  const accepted: Record<string, string> = ACCEPTED[kind];
  const mime = accepted[detected.ext];
  return mime ? { ext: detected.ext, mime } : undefined;
}

const MB = 1024 * 1024;

/** "500 MB", or KB/bytes for the small limits tests use. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
