import { BadRequestException } from '@nestjs/common';
import { COMMENT_MESSAGES } from './comment.dto';
import { normaliseDrawing, type DrawingDto } from './drawing';

/**
 * The start of the frame a time falls in (issue 35): frame = floor(ms * fps / 1000 + 1e-6), then
 * back to ms = round(frame * 1000 / fps). The epsilon keeps a time already on a frame start (e.g.
 * 40 ms at 25 fps, or 1001/30000 s steps at 29.97 fps rounded to ms) on that frame.
 */
export function snapToFrame(ms: number, fps: number): number {
  const frame = Math.floor((ms * fps) / 1000 + 1e-6);
  return Math.round((frame * 1000) / fps);
}

export interface PlacementInput {
  timecodeMs?: number;
  timecodeSec?: number;
  endMs?: number | null;
  drawing?: DrawingDto | null;
}

/** What is known of the video a comment is made on. */
export interface VideoTiming {
  frameRate: number | null;
  durationSec: number | null;
}

export interface Placement {
  timecodeMs: number;
  timecodeSec: number;
  endMs: number | null;
  drawing: DrawingDto | null;
}

const knownFps = (video: VideoTiming | null) => (video?.frameRate && video.frameRate > 0 && Number.isFinite(video.frameRate) ? video.frameRate : null);

/** Where a new comment sits: its ms (timecodeMs, else whole seconds), its range end checked, both on frame starts when the rate is known. */
export function placeComment(input: PlacementInput, video: VideoTiming | null): Placement {
  const start = input.timecodeMs ?? (input.timecodeSec ?? 0) * 1000;
  let end = input.endMs ?? null;
  if (end !== null) {
    if (end <= start) throw new BadRequestException(COMMENT_MESSAGES.endBeforeStart);
    if (video?.durationSec != null && end > Math.round(video.durationSec * 1000)) throw new BadRequestException(COMMENT_MESSAGES.endPastVideo);
  }
  const fps = knownFps(video);
  const timecodeMs = fps ? snapToFrame(start, fps) : start;
  if (end !== null && fps) {
    end = snapToFrame(end, fps);
    // Both ends in one frame: not a range.
    if (end <= timecodeMs) throw new BadRequestException(COMMENT_MESSAGES.endBeforeStart);
  }
  return { timecodeMs, timecodeSec: Math.floor(timecodeMs / 1000), endMs: end, drawing: input.drawing ? normaliseDrawing(input.drawing) : null };
}

/**
 * A comment carried onto another version: the same times, on that version's frame starts (a range
 * that collapses becomes a point). At the same frame rate the times stay as they are: a frame start
 * rounded to ms (1034 for 1034.37 at 29.97 fps) would otherwise fall back one frame at every carry.
 */
export function carriedPlacement(
  original: { timecodeMs: number; endMs: number | null; drawing: DrawingDto | null },
  fromFrameRate: number | null,
  video: VideoTiming,
): Placement {
  const fps = knownFps(video) === fromFrameRate ? null : knownFps(video);
  const timecodeMs = fps ? snapToFrame(original.timecodeMs, fps) : original.timecodeMs;
  const end = original.endMs === null ? null : fps ? snapToFrame(original.endMs, fps) : original.endMs;
  return { timecodeMs, timecodeSec: Math.floor(timecodeMs / 1000), endMs: end !== null && end > timecodeMs ? end : null, drawing: original.drawing };
}
