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
