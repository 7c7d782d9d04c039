// The module itself, not the package's index (CommonJS with every admin enum and label; docs/performance.md, "Web").
import { QUALITY_LABELS, QUALITY_PREFERENCE, type Quality } from '@podcast/contracts/dist/media';
import type { TranscodeState, VideoSources } from './player-sources';

// What the player shell (video-player.tsx) needs lives in player-sources.ts, on the page's first load;
// the rest is the lazy player's (ready-player.tsx).
export { availableQualities, QUALITY_DISPLAY_ORDER, type TranscodeState, type VideoSources } from './player-sources';

export const PLAYER_DEFAULT_VOLUME = 80;
export const PLAYER_SKIP_SECONDS = 10;
/** Page keys and shift+arrows move a slider by this much (spec §5). */
export const SLIDER_BIG_STEP = 10;

/** The quality a player starts on: 720p, then 480p, then the original (spec §9); null when none exists. */
export function preferredQuality(sources: VideoSources | null | undefined): Quality | null {
  if (!sources) return null;
  return QUALITY_PREFERENCE.find((quality) => Boolean(sources[quality])) ?? null;
}

export function qualityLabel(quality: Quality): string {
  return QUALITY_LABELS[quality];
}

/**
 * The big step of the player's sliders: PageUp/PageDown and Shift+arrows move by 10; plain arrows,
 * Home and End are left to the native range input (step 1). Returns the signed delta, or null.
 */
export function sliderKeyStep(key: string, shiftKey: boolean): number | null {
  if (key === 'PageUp') return SLIDER_BIG_STEP;
  if (key === 'PageDown') return -SLIDER_BIG_STEP;
  if (!shiftKey) return null;
  if (key === 'ArrowUp' || key === 'ArrowRight') return SLIDER_BIG_STEP;
  if (key === 'ArrowDown' || key === 'ArrowLeft') return -SLIDER_BIG_STEP;
  return null;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Where a skip lands: never before 0 nor past the end (when the end is known). */
export function skipTarget(current: number, delta: number, duration: number): number {
  const max = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return clamp(current + delta, 0, max);
}

/**
 * How the admin preview labels a rendition it cannot play yet (spec §4): "(Processing...)" while
 * transcoding runs, "Unavailable" when it failed or never ran; null when the rendition is playable.
 */
export function renditionUnavailableNote(quality: Quality, sources: VideoSources, state: TranscodeState | undefined): string | null {
  if (quality === 'original' || sources[quality]) return null;
  return state === 'processing' ? '(Processing...)' : 'Unavailable';
}

/** A chapter as the player takes it (ChapterDto, or the admin's list): whole seconds into the video and a title. */
export interface PlayerChapter {
  startSeconds: number;
  title: string;
}

/** Captions as the player takes them: a WebVTT file (same origin) and its BCP 47 language. */
export interface PlayerCaptions {
  src: string;
  language: string;
}

/**
 * The index of the chapter playing at `seconds` (the last one that has started), or -1 before the
 * first one starts. The chapters are sorted by start, as the API gives them.
 */
export function currentChapterIndex(chapters: readonly PlayerChapter[], seconds: number): number {
  let index = -1;
  // A hair of tolerance: a seek to a chapter's start can land a floating-point step before it.
  for (let i = 0; i < chapters.length && chapters[i].startSeconds <= seconds + 0.001; i += 1) index = i;
  return index;
}

export interface ChapterMarker {
  startSeconds: number;
  title: string;
  /** Where the marker sits along the seek bar, 0 (start) to 1 (end). */
  fraction: number;
}

/**
 * The seek bar's chapter markers: each chapter at start / length of the bar (its `max`, the whole
 * seconds of the video, so a marker lines up with the thumb at that second). None while the length is
 * unknown; a chapter at or past the end (timed for a longer video) has no marker.
 */
export function chapterMarkers(chapters: readonly PlayerChapter[], length: number): ChapterMarker[] {
  if (!Number.isFinite(length) || length <= 0) return [];
  return chapters
    .filter((chapter) => chapter.startSeconds >= 0 && chapter.startSeconds < length)
    .map((chapter) => ({ startSeconds: chapter.startSeconds, title: chapter.title, fraction: chapter.startSeconds / length }));
}

/** The captions' text size as video-player.css sets it on ::cue: the browsers' 5 % of the picture's smaller side, never under 14 px. */
export const CAPTION_MIN_FONT_PX = 14;
/** The captions' line height (video-player.css, ::cue). */
export const CAPTION_LINE_HEIGHT = 1.3;
/** A generous average width of a character, in ems, for guessing where a cue's text wraps. */
const CAPTION_CHAR_EM = 0.56;

/** The captions' font size and line height in pixels, for a picture of this size. */
export function captionMetrics(pictureWidth: number, pictureHeight: number): { fontPx: number; linePx: number } {
  const fontPx = Math.max(Math.min(pictureWidth, pictureHeight) * 0.05, CAPTION_MIN_FONT_PX);
  return { fontPx, linePx: fontPx * CAPTION_LINE_HEIGHT };
}

/** How many lines a cue's text takes in a picture this wide: its own line breaks, and a guess at the wrapping. Markup (<v Name>, <i>) is not text. */
export function cueLineCount(text: string, pictureWidth: number, fontPx: number): number {
  const perLine = Math.max(1, Math.floor((pictureWidth * 0.9) / (fontPx * CAPTION_CHAR_EM)));
  return text
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .reduce((lines, line) => lines + Math.max(1, Math.ceil(line.trim().length / perLine)), 0);
}

/**
 * The line a cue starts on (VTTCue line with snapToLines, counted from the bottom: -1 is the bottom
 * line) so that its last line sits just above the controls, which lie over the bottom of the picture
 * (on the default bottom line a cue would be behind the buttons). A cue's box grows downwards from
 * its line, so a cue of `cueLines` lines starts that many lines higher. Never above the top of the
 * picture, and its end never above the middle; null when the sizes are unknown (the browser's default
 * stays).
 */
export function captionLine(pictureWidth: number, pictureHeight: number, controlsHeight: number, cueLines = 1): number | null {
  if (!(Math.min(pictureWidth, pictureHeight) > 0) || !(controlsHeight >= 0)) return null;
  const { linePx } = captionMetrics(pictureWidth, pictureHeight);
  // 4 px clear of the controls; a tenth of a line less is no reason to go a whole line higher.
  const above = Math.min(Math.ceil((controlsHeight + 4) / linePx - 0.1), Math.floor(pictureHeight / 2 / linePx));
  return -Math.min(above + Math.max(1, cueLines), Math.max(1, Math.floor(pictureHeight / linePx)));
}

/** The captions' language for the track's label ("English" for "en"), or the tag itself when unknown. */
export function captionsLanguageName(language: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}
