import { formatPlayerTime } from '@podcast/web-kit';

/** m:ss of a time in milliseconds (the API stores comment times in ms). */
export const formatMs = (ms: number) => formatPlayerTime(ms / 1000);

/** "m:ss" for a point, "m:ss–m:ss" for a range (an en dash, as the issue writes it). */
export function formatSpan(startMs: number, endMs: number | null | undefined): string {
  return endMs === null || endMs === undefined ? formatMs(startMs) : `${formatMs(startMs)}–${formatMs(endMs)}`;
}

/** The player's time (seconds, maybe NaN) as whole milliseconds. */
export const toMs = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0);

/** What is wrong with a range, or null when it is a range the API accepts (end after start, within the video). */
export function rangeProblem(startMs: number | null, endMs: number | null, durationMs: number | null): string | null {
  if (startMs === null || endMs === null) return 'Set a start and an end.';
  if (endMs <= startMs) return 'The end must come after the start.';
  if (durationMs !== null && endMs > durationMs) return 'The end is past the end of the video.';
  return null;
}

/** How long a drawing of a comment at one moment stays over the video while it plays. */
export const DRAWING_HOLD_MS = 3000;
/** A paused player may sit a frame before a comment's snapped time. */
const FRAME_TOLERANCE_MS = 50;

/**
 * The drawings to show over the video at a time: a range comment's during its range, a point
 * comment's from its frame for DRAWING_HOLD_MS.
 */
export function drawingsAt<C extends { timecodeMs: number; endMs: number | null; drawing: unknown }>(comments: readonly C[], timeMs: number): C[] {
  return comments.filter((comment) => {
    if (!comment.drawing) return false;
    const end = comment.endMs ?? comment.timecodeMs + DRAWING_HOLD_MS;
    return timeMs >= comment.timecodeMs - FRAME_TOLERANCE_MS && timeMs <= end;
  });
}
