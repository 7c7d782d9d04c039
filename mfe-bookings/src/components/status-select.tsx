import {
  BOOKING_STATUSES,
  BOOKING_STATUS_PRESENTATION,
  OUTREACH_STATUSES,
  OUTREACH_STATUS_PRESENTATION,
  type BookingStatus,
  type OutreachStatus,
} from '@podcast/contracts';
import { BookingBadge, OutreachBadge } from '@podcast/web-kit/admin';
import { Select } from 'antd';

const OUTREACH_OPTIONS = OUTREACH_STATUSES.map((status) => ({
  value: status,
  title: OUTREACH_STATUS_PRESENTATION[status].label,
  label: <OutreachBadge status={status} />,
}));
const BOOKING_OPTIONS = BOOKING_STATUSES.map((status) => ({
  value: status,
  title: BOOKING_STATUS_PRESENTATION[status].label,
  label: <BookingBadge status={status} />,
}));

const SELECT_STYLE = { width: '100%', minWidth: 150 };

interface StatusSelectProps<T> {
  guestName: string;
  value: T;
  onChange: (status: T) => void;
  /** Borderless in the table's cells; outlined on a phone's card, where it stands alone. */
  variant?: 'borderless' | 'outlined';
}

/** The inline outreach dropdown of a guest row, showing the coloured badge (spec §2, §4). */
export function OutreachStatusSelect({ guestName, value, onChange, variant = 'borderless' }: StatusSelectProps<OutreachStatus>) {
  return (
    <Select<OutreachStatus>
      aria-label={`Outreach status of ${guestName}`}
      variant={variant}
      style={SELECT_STYLE}
      value={value}
      options={OUTREACH_OPTIONS}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}

/** The inline booking dropdown of a guest row (spec §2, §4). */
export function BookingStatusSelect({ guestName, value, onChange, variant = 'borderless' }: StatusSelectProps<BookingStatus>) {
  return (
    <Select<BookingStatus>
      aria-label={`Booking status of ${guestName}`}
      variant={variant}
      style={SELECT_STYLE}
      value={value}
      options={BOOKING_OPTIONS}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
