import type { Quality } from '@podcast/contracts';

/** Signed addresses of one video, per quality (null or missing: that rendition does not exist). */
export type VideoSources = Partial<Record<Quality, string | null>>;

/** Transcode state of the admin preview (spec §4 "Transcoding and uploads"). */
export type TranscodeState = 'processing' | 'completed' | 'failed' | 'idle';

/** The order the selector lists qualities in: Original, 720P, 480P (spec §2). */
export const QUALITY_DISPLAY_ORDER: readonly Quality[] = ['original', '720p', '480p'];

/** Qualities that have an address, in display order. */
export function availableQualities(sources: VideoSources | null | undefined): Quality[] {
  if (!sources) return [];
  return QUALITY_DISPLAY_ORDER.filter((quality) => Boolean(sources[quality]));
}
