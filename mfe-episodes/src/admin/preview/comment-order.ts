import { formatPlayerTime } from '@podcast/web-kit';
import type { CommentDto } from '../api-dto';

/** A comment's time in ms: the exact one (issue 35), or the whole seconds of an older answer. */
const timeOf = (comment: Pick<CommentDto, 'timecodeSec'> & { timecodeMs?: number }) => comment.timecodeMs ?? comment.timecodeSec * 1000;

/** Comments by time ascending (spec §9), oldest first at the same time, without mutating the input. */
export function sortComments<C extends Pick<CommentDto, 'timecodeSec' | 'id'> & { timecodeMs?: number }>(comments: readonly C[]): C[] {
  return [...comments].sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
}

/** A new comment's timecode: the floor of the current playback seconds (spec §9). */
export function commentTimecode(currentTime: number): number {
  return Number.isFinite(currentTime) && currentTime > 0 ? Math.floor(currentTime) : 0;
}

export const formatTimecode = formatPlayerTime;
