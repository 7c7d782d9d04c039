import { EPISODE_FIELD_MESSAGES, EpisodeStatus } from '@podcast/contracts';
import type { EpisodeCreateDto } from '../api-dto';

export interface CreateEpisodeValues {
  title: string;
  description: string;
  episodeNumber: string;
  guestName: string;
  /** The guest's booking, when one was picked from Guest Bookings (issue 32). */
  guestId: number | null;
  status: `${EpisodeStatus}`;
  /** Markdown (issue 16); optional. */
  showNotes?: string;
}

export const EMPTY_EPISODE: CreateEpisodeValues = { title: '', description: '', episodeNumber: '1', guestName: '', guestId: null, status: 'draft' };

/** A field of the create form that can carry a message. */
export type CreateField = 'title' | 'description' | 'episodeNumber' | 'guestName' | 'showNotes';
export type CreateFieldErrors = Partial<Record<CreateField, string>>;

/** The required fields left blank, each with its message (spec §5: title and description). */
export function missingFields(values: Pick<CreateEpisodeValues, 'title' | 'description'>): CreateFieldErrors {
  const errors: CreateFieldErrors = {};
  if (!values.title.trim()) errors.title = EPISODE_FIELD_MESSAGES.titleRequired;
  if (!values.description.trim()) errors.description = EPISODE_FIELD_MESSAGES.descriptionRequired;
  return errors;
}

/** The API's per-field messages (a 400's `errors`) for the fields this form has. */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): CreateFieldErrors {
  let errors = fieldErrors;
  const fields: CreateField[] = ['title', 'description', 'episodeNumber', 'guestName', 'showNotes'];
  // A refused guest link is about the Guest Name field.
  if (errors.guestId?.length && !errors.guestName?.length) errors = { ...errors, guestName: errors.guestId };
  return Object.fromEntries(fields.filter((field) => errors[field]?.length).map((field) => [field, errors[field][0]]));
}

/**
 * The create body of spec §7: episodeNumber parsed as an integer (default 1). No duration: the source
 * product sent a made-up "45:30"; ffprobe fills the real one after transcoding (docs/spec-notes.md).
 */
export function createBody(values: CreateEpisodeValues): EpisodeCreateDto | null {
  const title = values.title.trim();
  const description = values.description.trim();
  if (!title || !description) return null;
  const number = Number.parseInt(values.episodeNumber, 10);
  return {
    title,
    description,
    episodeNumber: Number.isNaN(number) ? 1 : number,
    guestName: values.guestName.trim(),
    ...(values.guestId !== null ? { guestId: values.guestId } : {}),
    status: values.status === 'published' ? EpisodeStatus.Published : EpisodeStatus.Draft,
    ...(values.status === 'published' ? { publishedAt: new Date().toISOString() } : {}),
    ...(values.showNotes?.trim() ? { showNotes: values.showNotes } : {}),
  };
}

/** The create form's default episode number: the next one after the highest in use (1 for the first episode). */
export function nextEpisodeNumber(episodes: readonly { episodeNumber: number }[]): number {
  return episodes.reduce((highest, episode) => Math.max(highest, episode.episodeNumber), 0) + 1;
}
