import { ADMIN_LIST_MAX_SEARCH, EpisodeFilter, MANAGE_EPISODES_PAGE_SIZE, type ApiPaths } from '@podcast/contracts';

/** What Manage Episodes asks the server for: the page number, the search box and the status filter. */
export interface EpisodeListParams {
  page: number;
  search: string;
  filter: EpisodeFilter;
}

/** The query of GET /api/admin/episodes, as the generated contract types it. */
export type EpisodeListQuery = NonNullable<ApiPaths['/api/admin/episodes']['get']['query']>;

/**
 * GET /api/admin/episodes for one page of 15 (spec §9): the server searches title, guest and
 * description, applies the status filter (Approved: published or editing final) and pages (issue 18).
 */
export function episodeListQuery({ page, search, filter }: EpisodeListParams, pageSize = MANAGE_EPISODES_PAGE_SIZE): EpisodeListQuery {
  const query: EpisodeListQuery = { limit: pageSize, offset: pageOffset(page, pageSize) };
  // The server refuses a longer text; nothing that long matches anyway past its first 200 characters.
  const needle = search.trim().slice(0, ADMIN_LIST_MAX_SEARCH);
  if (needle) query.q = needle;
  if (filter !== EpisodeFilter.All) query.status = filter;
  return query;
}

/** The number of rows before a 1-based page. */
export function pageOffset(page: number, pageSize = MANAGE_EPISODES_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
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

export function pageCountOf(total: number, pageSize = MANAGE_EPISODES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page the server sent, with the numbers of "Showing X to Y of Z episodes". */
export function serverPage<E>(rows: readonly E[], total: number, page: number, pageSize = MANAGE_EPISODES_PAGE_SIZE): Page<E> {
  const start = pageOffset(page, pageSize);
  return {
    rows: [...rows],
    page,
    pageCount: pageCountOf(total, pageSize),
    from: rows.length === 0 ? 0 : start + 1,
    to: start + rows.length,
    total,
  };
}

/** The Episode column's second line: the first 60 characters of the description. */
export function descriptionPreview(description: string | null | undefined): string {
  const text = description ?? '';
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}
