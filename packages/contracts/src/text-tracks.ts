/**
 * Chapters and transcripts (issue 20): the limits both sides check, and the public files' names.
 * Chapters follow the Podcasting 2.0 JSON chapters format; transcripts are WebVTT or SRT.
 */

/** A chapter title longer than this is refused (podcast apps show about one line). */
export const CHAPTER_TITLE_MAX = 120;

/** Chapters per episode; a three-hour interview rarely needs more than a few dozen. */
export const CHAPTERS_MAX = 200;

/** Characters of an uploaded transcript (about three hours of dense speech in WebVTT). */
export const TRANSCRIPT_MAX_CHARS = 900_000;

/** What the transcript picker offers. */
export const TRANSCRIPT_ACCEPT = '.vtt,.srt,text/vtt,application/x-subrip';

/** The formats a transcript is uploaded in and served as. */
export type TranscriptFormat = 'vtt' | 'srt';

/** Media types of the public files (podcast:chapters and podcast:transcript name them). */
export const CHAPTERS_MEDIA_TYPE = 'application/json+chapters';
export const TRANSCRIPT_MEDIA_TYPES: Record<TranscriptFormat, string> = { vtt: 'text/vtt', srt: 'application/srt' };

/** A BCP 47 language tag as podcast:transcript and <track srclang> take it ("en", "en-US", "pt-BR"). */
export const TRANSCRIPT_LANGUAGE_PATTERN = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/** What an admin decides about chapters or a transcript made for an earlier final video. */
export type TextTrackDecision = 'keep' | 'clear';
