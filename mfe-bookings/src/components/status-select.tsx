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

/** The inline outreach dropdown of a guest row, showing the coloured badge (spec §2, §4). */
export function OutreachStatusSelect({ guestName, value, onChange }: { guestName: string; value: OutreachStatus; onChange: (status: OutreachStatus) => void }) {
  return (
    <Select<OutreachStatus>
      aria-label={`Outreach status of ${guestName}`}
      variant="borderless"
      style={SELECT_STYLE}
      value={value}
      options={OUTREACH_OPTIONS}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}

/** The inline booking dropdown of a guest row (spec §2, §4). */
export function BookingStatusSelect({ guestName, value, onChange }: { guestName: string; value: BookingStatus; onChange: (status: BookingStatus) => void }) {
  return (
    <Select<BookingStatus>
      aria-label={`Booking status of ${guestName}`}
      variant="borderless"
      style={SELECT_STYLE}
      value={value}
      options={BOOKING_OPTIONS}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
