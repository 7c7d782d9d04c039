import { ADMIN_LIST_MAX_SEARCH, ARCHIVE_BOOKING_STATUS, BookingSort, type ApiPaths, type BookingDto } from '@podcast/contracts';

export interface BookingListView {
  search: string;
  sort: BookingSort;
  showArchive: boolean;
}

export const DEFAULT_BOOKING_VIEW: BookingListView = { search: '', sort: BookingSort.Newest, showArchive: false };

/** Rows per page of the guests table. */
export const BOOKINGS_PAGE_SIZE = 25;

/** One page of a view: what the table asks the server for. */
export interface BookingListParams extends BookingListView {
  page: number;
}

/** A page as the server sent it, with the total of its view (X-Total-Count). */
export interface BookingListPage {
  rows: BookingDto[];
  total: number;
  page: number;
}

/** Spec §4: the default view hides recorded guests; the archive shows only them. */
export function isArchived(booking: Pick<BookingDto, 'bookingStatus'>): boolean {
  return booking.bookingStatus === ARCHIVE_BOOKING_STATUS;
}

/** The query of GET /api/admin/bookings, as the generated contract types it. */
export type BookingListQuery = NonNullable<ApiPaths['/api/admin/bookings']['get']['query']>;

/**
 * GET /api/admin/bookings for one page of a view (issue 18). The server does what spec §4 describes:
 * the archive split, the case-insensitive search on name, email, company and position, and the sort
 * orders (status sorts in pipeline order, ties newest first).
 */
export function bookingListQuery({ page, search, sort, showArchive }: BookingListParams, pageSize = BOOKINGS_PAGE_SIZE): BookingListQuery {
  const query: BookingListQuery = { limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize, archived: showArchive, sort };
  // The server refuses a longer text; nothing that long matches anyway past its first 200 characters.
  const needle = search.trim().slice(0, ADMIN_LIST_MAX_SEARCH);
  if (needle) query.q = needle;
  return query;
}

/**
 * A status change shown at once on a cached page (spec §4): the guest's badge changes, and a guest
 * recorded (or taken out of the archive) leaves the view it no longer belongs to. The refetch after
 * the change brings the server's page.
 */
export function applyStatusChange(page: BookingListPage, showArchive: boolean, id: number, change: Partial<BookingDto>): BookingListPage {
  const target = page.rows.find((booking) => booking.id === id);
  if (!target) return page;
  const changed = { ...target, ...change };
  if (isArchived(changed) !== showArchive) return { ...page, rows: page.rows.filter((booking) => booking.id !== id), total: Math.max(0, page.total - 1) };
  return { ...page, rows: page.rows.map((booking) => (booking.id === id ? changed : booking)) };
}

/** "Showing N active guests" / "Showing N archived guests" (spec §2). */
export function showingText(count: number, showArchive: boolean): string {
  return `Showing ${count} ${showArchive ? 'archived' : 'active'} guests`;
}
