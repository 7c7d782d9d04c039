import { EditingStatus, EpisodeFilter, EpisodeStatus, MANAGE_EPISODES_PAGE_SIZE } from '@podcast/contracts';
import type { AdminEpisodeDto } from '../api-dto';

/** Statuses as plain strings: the rules must hold for any value the server sends. */
type ListEpisode = Pick<AdminEpisodeDto, 'title' | 'description' | 'guestName'> & { status: string; editingStatus: string | null };

/** The status filter of spec §2/§4: Approved means published or editingStatus final. */
export function matchesFilter(episode: ListEpisode, filter: EpisodeFilter): boolean {
  switch (filter) {
    case EpisodeFilter.Approved:
      return episode.status === EpisodeStatus.Published || episode.editingStatus === EditingStatus.Final;
    case EpisodeFilter.Published:
      return episode.status === EpisodeStatus.Published;
    case EpisodeFilter.Draft:
      return episode.status === EpisodeStatus.Draft;
    default:
      return true;
  }
}

/** The search box ("Search episodes, guests, or descriptions..."): case-insensitive substring on title, guest and description. */
export function matchesSearch(episode: ListEpisode, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [episode.title, episode.guestName, episode.description].some((field) => (field ?? '').toLowerCase().includes(needle));
}

export function filterEpisodes<E extends ListEpisode>(episodes: readonly E[], search: string, filter: EpisodeFilter): E[] {
  return episodes.filter((episode) => matchesFilter(episode, filter) && matchesSearch(episode, search));
}

export interface Page<E> {
  rows: E[];
  page: number;
  pageCount: number;
  /** 1-based index of the first and last row shown, and the total ("Showing X to Y of Z episodes"). */
  from: number;
  to: number;
  total: number;
}

/** One page of 15 (spec §9); a page past the end falls back to the last page (e.g. after a delete). */
export function paginate<E>(rows: readonly E[], requestedPage: number, pageSize = MANAGE_EPISODES_PAGE_SIZE): Page<E> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const start = (page - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return { rows: slice, page, pageCount, from: total === 0 ? 0 : start + 1, to: start + slice.length, total };
}

/** The Episode column's second line: the first 60 characters of the description. */
export function descriptionPreview(description: string | null | undefined): string {
  const text = description ?? '';
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}
