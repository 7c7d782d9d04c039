import { BOOKING_STATUSES, BookingSort, BookingStatus, OUTREACH_STATUSES, OutreachStatus } from '@podcast/contracts';
import type { BookingDto } from './bookings.api';
import { DEFAULT_BOOKING_VIEW, isArchived, matchesSearch, showingText, sortBookings, visibleBookings } from './booking-list';

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
const all = [alice, dana, charlie, bob];
const names = (list: BookingDto[]) => list.map((b) => b.name);

describe('bookings list logic (spec §4)', () => {
  it('starts newest first, active guests only, with no search', () => {
    expect(DEFAULT_BOOKING_VIEW).toEqual({ search: '', sort: BookingSort.Newest, showArchive: false });
    expect(names(visibleBookings(all, DEFAULT_BOOKING_VIEW))).toEqual(['Bob', 'alice', 'Charlie']);
  });

  it.each([
    [BookingSort.Newest, ['Bob', 'alice', 'Charlie']],
    [BookingSort.Oldest, ['Charlie', 'alice', 'Bob']],
    [BookingSort.NameAsc, ['alice', 'Bob', 'Charlie']],
    // Pipeline order (issue 12): 1st_outreach < warm_up < contacted; respond < booked < cancelled.
    [BookingSort.Outreach, ['Charlie', 'alice', 'Bob']],
    [BookingSort.Booking, ['alice', 'Bob', 'Charlie']],
  ])('sorts by %s', (sort, expected) => {
    expect(names(sortBookings([alice, charlie, bob], sort))).toEqual(expected);
  });

  it('sorts every outreach and booking status in the order of the spec’s lists, not alphabetically', () => {
    const outreach = [...OUTREACH_STATUSES].reverse().map((outreachStatus) => booking({ name: outreachStatus, outreachStatus }));
    expect(names(sortBookings(outreach, BookingSort.Outreach))).toEqual([
      'no_contact',
      '1st_outreach',
      'warm_up',
      'follow_up',
      'newsletter',
      '2nd_follow_up',
      'contacted',
      'nurture',
    ]);
    const bookingStages = [...BOOKING_STATUSES].reverse().map((bookingStatus) => booking({ name: bookingStatus, bookingStatus }));
    expect(names(sortBookings(bookingStages, BookingSort.Booking))).toEqual(['waiting_for_response', 'respond', 'booked', 'cancelled', 'recorded']);
  });

  it('breaks ties newest first and does not mutate the input', () => {
    const older = booking({ name: 'Same' });
    const newer = booking({ name: 'same' });
    const input = [older, newer];
    expect(sortBookings(input, BookingSort.NameAsc)).toEqual([newer, older]);
    expect(input).toEqual([older, newer]);
  });

  it.each([
    ['ALI', ['alice']],
    ['mail.test', ['Bob']],
    ['zeta', ['Charlie']],
    ['head of', ['alice']],
    ['  ceo ', ['Bob']],
    ['', ['Bob', 'alice', 'Charlie']],
    ['nobody', []],
  ])('searches name, email, company and position case-insensitively: %p', (search, expected) => {
    expect(names(visibleBookings(all, { ...DEFAULT_BOOKING_VIEW, search }))).toEqual(expected);
  });

  it('does not search other fields', () => {
    expect(matchesSearch(booking({ name: 'X', websiteUrl: 'https://findme.example' }), 'findme')).toBe(false);
  });

  it('treats recorded guests as the archive', () => {
    expect(isArchived(dana)).toBe(true);
    expect(isArchived(bob)).toBe(false);
    expect(names(visibleBookings(all, { ...DEFAULT_BOOKING_VIEW, showArchive: true }))).toEqual(['Dana']);
  });

  it('says how many guests are shown', () => {
    expect(showingText(3, false)).toBe('Showing 3 active guests');
    expect(showingText(1, true)).toBe('Showing 1 archived guests');
  });
});
