import type { AdminChapterDto } from '../api-dto';

/** Chapters by start time (the API sends them so; kept sorted here too), without mutating the input. */
export function sortChapters<C extends Pick<AdminChapterDto, 'startSeconds' | 'id'>>(chapters: readonly C[]): C[] {
  return [...chapters].sort((a, b) => a.startSeconds - b.startSeconds || a.id - b.id);
}

/** "1 chapter", "3 chapters". */
export const chapterCount = (count: number): string => `${count} ${count === 1 ? 'chapter' : 'chapters'}`;
