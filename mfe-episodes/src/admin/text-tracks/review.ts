import type { AdminTextTracksDto } from '../api-dto';

/** What waits for the admin's keep-or-clear: chapters or a transcript timed against an earlier final video. */
export interface ReviewNeeds {
  chapters: boolean;
  transcript: boolean;
}

export function reviewNeeds(view: Pick<AdminTextTracksDto, 'chapters' | 'transcript'> | undefined): ReviewNeeds {
  return {
    chapters: view?.chapters.some((chapter) => chapter.needsReview) ?? false,
    transcript: view?.transcript?.needsReview ?? false,
  };
}

/** The warning's sentence, naming only what waits (null when nothing does). */
export function reviewMessage(needs: ReviewNeeds): string | null {
  const what =
    needs.chapters && needs.transcript
      ? 'the chapters and the transcript were'
      : needs.chapters
        ? 'the chapters were'
        : needs.transcript
          ? 'the transcript was'
          : null;
  return what && `The final video changed after ${what} timed. Keep them if they still fit, or clear them.`;
}
