import { CHAPTERS_MEDIA_TYPE, TRANSCRIPT_MEDIA_TYPES, type TranscriptFormat } from '@podcast/contracts';

/** The public files of an episode's chapters and transcript, beside its enclosures (docs/text-tracks.md). */
export const TEXT_TRACK_FILES = {
  'chapters.json': { type: CHAPTERS_MEDIA_TYPE },
  'transcript.vtt': { type: TRANSCRIPT_MEDIA_TYPES.vtt, format: 'vtt' },
  'transcript.srt': { type: TRANSCRIPT_MEDIA_TYPES.srt, format: 'srt' },
} as const satisfies Record<string, { type: string; format?: TranscriptFormat }>;

export type TextTrackFile = keyof typeof TEXT_TRACK_FILES;

export const isTextTrackFile = (file: string): file is TextTrackFile => Object.hasOwn(TEXT_TRACK_FILES, file);

/** The public path of an episode's text-track file (served only while the episode is published). */
export const textTrackPath = (episodeId: number, file: TextTrackFile): string => `/podcast/episodes/${episodeId}/${file}`;

/** The admin's download of a transcript, published or not. */
export const adminTranscriptPath = (episodeId: number, format: TranscriptFormat): string => `/api/admin/episodes/${episodeId}/transcript/${format}`;
