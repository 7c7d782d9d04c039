import { formatPlayerTime } from '@podcast/web-kit';
import type { CommentDto } from '../api-dto';

/** Comments by timecode ascending (spec §9), oldest first within one second, without mutating the input. */
export function sortComments<C extends Pick<CommentDto, 'timecodeSec' | 'id'>>(comments: readonly C[]): C[] {
  return [...comments].sort((a, b) => a.timecodeSec - b.timecodeSec || a.id - b.id);
}

/** A new comment's timecode: the floor of the current playback seconds (spec §9). */
export function commentTimecode(currentTime: number): number {
  return Number.isFinite(currentTime) && currentTime > 0 ? Math.floor(currentTime) : 0;
}

export const formatTimecode = formatPlayerTime;
