import { BookingSort, BookingStatus, OutreachStatus } from '@podcast/contracts';
import type { BookingDto } from './bookings.api';
import { apiUrl } from '@podcast/web-kit';
import {
  applyStatusChange,
  bookingListQuery,
  DEFAULT_BOOKING_VIEW,
  isArchived,
  showingText,
  type BookingListPage,
  type BookingListParams,
} from './booking-list';

/** The URL the typed client sends for a page. */
const bookingListPath = (params: BookingListParams) => apiUrl('/api/admin/bookings', { query: bookingListQuery(params) });

let nextId = 1;
function booking(overrides: Partial<BookingDto>): BookingDto {
  const id = nextId++;
  return {
    id,
    name: `Guest ${id}`,
    email: '',
    company: '',
    position: '',
    websiteUrl: '',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.NoContact,
    bookingStatus: BookingStatus.WaitingForResponse,
    createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
    contactedAt: null,
    notes: '',
    recordingDate: null,
    optedOut: false,
    portrait: null,
    ...overrides,
  };
}

const charlie = booking({
  name: 'Charlie',
  email: 'charlie@example.com',
  company: 'Zeta Corp',
  position: 'CTO',
  outreachStatus: OutreachStatus.FirstOutreach,
  bookingStatus: BookingStatus.Cancelled,
});
const alice = booking({
  name: 'alice',
  email: 'alice@example.com',
  company: 'Acme',
  position: 'Head of Growth',
  outreachStatus: OutreachStatus.WarmUp,
  bookingStatus: BookingStatus.Respond,
});
const bob = booking({
  name: 'Bob',
  email: 'bob@mail.test',
  company: 'Initech',
  position: 'CEO',
  outreachStatus: OutreachStatus.Contacted,
  bookingStatus: BookingStatus.Booked,
});
const dana = booking({ name: 'Dana', bookingStatus: BookingStatus.Recorded });

const query = (path: string) => Object.fromEntries(new URL(path, 'http://admin.test').searchParams);

describe('Guest Bookings: what the server is asked for (spec §4, issue 18)', () => {
  it('starts newest first, active guests only, with no search, 25 to a page', () => {
    expect(DEFAULT_BOOKING_VIEW).toEqual({ search: '', sort: BookingSort.Newest, showArchive: false });
    expect(bookingListPath({ ...DEFAULT_BOOKING_VIEW, page: 1 })).toBe('/api/admin/bookings?limit=25&offset=0&archived=false&sort=newest');
  });

  it.each(Object.values(BookingSort))('passes the sort %s, the page and the archive toggle', (sort) => {
    expect(query(bookingListPath({ search: '', sort, showArchive: true, page: 3 }))).toEqual({ limit: '25', offset: '50', archived: 'true', sort });
  });

  it('sends the trimmed search text, and none when blank', () => {
    expect(query(bookingListPath({ ...DEFAULT_BOOKING_VIEW, search: '  head of ', page: 1 })).q).toBe('head of');
    expect(query(bookingListPath({ ...DEFAULT_BOOKING_VIEW, search: '   ', page: 1 })).q).toBeUndefined();
    expect(query(bookingListPath({ ...DEFAULT_BOOKING_VIEW, search: 'x'.repeat(300), page: 1 })).q).toHaveLength(200);
  });
});

describe('Guest Bookings status changes shown at once', () => {
  const page: BookingListPage = { rows: [bob, alice, charlie], total: 3, page: 1 };
  const names = (list: BookingDto[]) => list.map((b) => b.name);

  it('changes the badge in place', () => {
    const next = applyStatusChange(page, false, alice.id, { outreachStatus: OutreachStatus.Contacted });
    expect(next.rows.find((b) => b.id === alice.id)?.outreachStatus).toBe(OutreachStatus.Contacted);
    expect(next.total).toBe(3);
  });

  it('moves a recorded guest out of the active view, and a guest taken out of the archive out of the archive view', () => {
    const next = applyStatusChange(page, false, bob.id, { bookingStatus: BookingStatus.Recorded });
    expect(names(next.rows)).toEqual(['alice', 'Charlie']);
    expect(next.total).toBe(2);
    const archive: BookingListPage = { rows: [dana], total: 1, page: 1 };
    expect(applyStatusChange(archive, true, dana.id, { bookingStatus: BookingStatus.Booked })).toMatchObject({ rows: [], total: 0 });
  });

  it('leaves a page without the guest as it is', () => {
    expect(applyStatusChange(page, false, dana.id, { bookingStatus: BookingStatus.Booked })).toBe(page);
  });

  it('treats recorded guests as the archive', () => {
    expect(isArchived(dana)).toBe(true);
    expect(isArchived(bob)).toBe(false);
  });

  it('says how many guests are shown', () => {
    expect(showingText(3, false)).toBe('Showing 3 active guests');
    expect(showingText(1, true)).toBe('Showing 1 archived guests');
  });
});
