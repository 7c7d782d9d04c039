import { ARCHIVE_BOOKING_STATUS, BOOKING_STATUS_ORDER, BookingSort, OUTREACH_STATUS_ORDER } from '@podcast/contracts';
import type { BookingDto } from './bookings.api';

export interface BookingListView {
  search: string;
  sort: BookingSort;
  showArchive: boolean;
}

export const DEFAULT_BOOKING_VIEW: BookingListView = { search: '', sort: BookingSort.Newest, showArchive: false };

/** Spec §4: the default view hides recorded guests; the archive shows only them. */
export function isArchived(booking: Pick<BookingDto, 'bookingStatus'>): boolean {
  return booking.bookingStatus === ARCHIVE_BOOKING_STATUS;
}

/** Spec §4: a case-insensitive substring match on name, email, company and position. */
export function matchesSearch(booking: Pick<BookingDto, 'name' | 'email' | 'company' | 'position'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [booking.name, booking.email, booking.company, booking.position].some((field) => (field ?? '').toLowerCase().includes(needle));
}

const time = (value: string) => new Date(value).getTime() || 0;
const newestFirst = (a: BookingDto, b: BookingDto) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;

/** A status's place in its pipeline; an unknown code (a newer API) sorts after the known ones. */
const rank = (order: Readonly<Record<string, number>>, status: string) => order[status] ?? Number.MAX_SAFE_INTEGER;

/**
 * Spec §4 sort orders; the status sorts follow the pipeline order of the status lists (issue 12),
 * not the alphabet of the codes. Ties fall back to newest first so the order is stable between refetches.
 */
const COMPARATORS: Record<BookingSort, (a: BookingDto, b: BookingDto) => number> = {
  [BookingSort.Newest]: newestFirst,
  [BookingSort.Oldest]: (a, b) => -newestFirst(a, b),
  [BookingSort.NameAsc]: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || newestFirst(a, b),
  [BookingSort.Outreach]: (a, b) => rank(OUTREACH_STATUS_ORDER, a.outreachStatus) - rank(OUTREACH_STATUS_ORDER, b.outreachStatus) || newestFirst(a, b),
  [BookingSort.Booking]: (a, b) => rank(BOOKING_STATUS_ORDER, a.bookingStatus) - rank(BOOKING_STATUS_ORDER, b.bookingStatus) || newestFirst(a, b),
};

export function sortBookings(bookings: readonly BookingDto[], sort: BookingSort): BookingDto[] {
  return [...bookings].sort(COMPARATORS[sort] ?? newestFirst);
}

/** What the table shows for a view: archive membership, then search, then the sort order. */
export function visibleBookings(bookings: readonly BookingDto[], view: BookingListView): BookingDto[] {
  const filtered = bookings.filter((booking) => isArchived(booking) === view.showArchive && matchesSearch(booking, view.search));
  return sortBookings(filtered, view.sort);
}

/** "Showing N active guests" / "Showing N archived guests" (spec §2). */
export function showingText(count: number, showArchive: boolean): string {
  return `Showing ${count} ${showArchive ? 'archived' : 'active'} guests`;
}
