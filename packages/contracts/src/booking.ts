/** Outreach stage of a potential guest (spec §4). */
export enum OutreachStatus {
  NoContact = 'no_contact',
  FirstOutreach = '1st_outreach',
  WarmUp = 'warm_up',
  FollowUp = 'follow_up',
  Newsletter = 'newsletter',
  SecondFollowUp = '2nd_follow_up',
  Contacted = 'contacted',
  Nurture = 'nurture',
}

/** Booking stage of a guest (spec §4). Recorded guests are the archive. */
export enum BookingStatus {
  WaitingForResponse = 'waiting_for_response',
  Respond = 'respond',
  Booked = 'booked',
  Cancelled = 'cancelled',
  Recorded = 'recorded',
}

export const OUTREACH_STATUSES = Object.values(OutreachStatus);
export const BOOKING_STATUSES = Object.values(BookingStatus);

/**
 * The pipeline order of each status list, as spec §4 lists them (no_contact first … nurture last;
 * waiting_for_response first … recorded last): the order the status sorts on Guest Bookings follow
 * (issue 12), not the alphabet of the codes.
 */
export const OUTREACH_STATUS_ORDER: Readonly<Record<OutreachStatus, number>> = {
  [OutreachStatus.NoContact]: 0,
  [OutreachStatus.FirstOutreach]: 1,
  [OutreachStatus.WarmUp]: 2,
  [OutreachStatus.FollowUp]: 3,
  [OutreachStatus.Newsletter]: 4,
  [OutreachStatus.SecondFollowUp]: 5,
  [OutreachStatus.Contacted]: 6,
  [OutreachStatus.Nurture]: 7,
};

export const BOOKING_STATUS_ORDER: Readonly<Record<BookingStatus, number>> = {
  [BookingStatus.WaitingForResponse]: 0,
  [BookingStatus.Respond]: 1,
  [BookingStatus.Booked]: 2,
  [BookingStatus.Cancelled]: 3,
  [BookingStatus.Recorded]: 4,
};

export interface StatusPresentation {
  label: string;
  /** A brand-neutral colour name; web-kit maps it to a badge colour. */
  color: 'grey' | 'blue' | 'orange' | 'yellow' | 'purple' | 'amber' | 'green' | 'teal' | 'red' | 'emerald';
}

export const OUTREACH_STATUS_PRESENTATION: Record<OutreachStatus, StatusPresentation> = {
  [OutreachStatus.NoContact]: { label: 'No Contact', color: 'grey' },
  [OutreachStatus.FirstOutreach]: { label: '1st Outreach', color: 'blue' },
  [OutreachStatus.WarmUp]: { label: 'Warm Up', color: 'orange' },
  [OutreachStatus.FollowUp]: { label: 'Follow Up', color: 'yellow' },
  [OutreachStatus.Newsletter]: { label: 'Newsletter', color: 'purple' },
  [OutreachStatus.SecondFollowUp]: { label: '2nd Follow Up', color: 'amber' },
  [OutreachStatus.Contacted]: { label: 'Contacted', color: 'green' },
  [OutreachStatus.Nurture]: { label: 'Nurture', color: 'teal' },
};

export const BOOKING_STATUS_PRESENTATION: Record<BookingStatus, StatusPresentation> = {
  [BookingStatus.WaitingForResponse]: { label: 'Waiting for Response', color: 'grey' },
  [BookingStatus.Respond]: { label: 'Respond', color: 'blue' },
  [BookingStatus.Booked]: { label: 'Booked', color: 'green' },
  [BookingStatus.Cancelled]: { label: 'Cancelled', color: 'red' },
  [BookingStatus.Recorded]: { label: 'Recorded', color: 'emerald' },
};

export const DEFAULT_OUTREACH_STATUS = OutreachStatus.NoContact;
export const DEFAULT_BOOKING_STATUS = BookingStatus.WaitingForResponse;
export const ARCHIVE_BOOKING_STATUS = BookingStatus.Recorded;

/** Bookings sort options (spec §4); newest is the default. */
export enum BookingSort {
  Newest = 'newest',
  Oldest = 'oldest',
  NameAsc = 'name',
  Outreach = 'outreach',
  Booking = 'booking',
}

export const BOOKING_SORT_LABELS: Record<BookingSort, string> = {
  [BookingSort.Newest]: 'Newest first',
  [BookingSort.Oldest]: 'Oldest first',
  [BookingSort.NameAsc]: 'Name A-Z',
  [BookingSort.Outreach]: 'Outreach status',
  [BookingSort.Booking]: 'Booking status',
};

/** Validation messages of spec §5, shared by the form and the API. */
export const BOOKING_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Valid email is required',
  websiteInvalid: 'Please enter a valid website URL',
  socialInvalid: 'Please enter a valid social media URL',
} as const;
