import { formatLocalDate, EmailText, EMPTY_VALUE } from '@podcast/web-kit';
import { useKeyboardScrollableTables } from '@podcast/web-kit/admin';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { BOOKINGS_PAGE_SIZE } from '../booking-list';
import type { BookingDto, StatusChange } from '../bookings.api';
import { PortraitImage } from './portrait-section';
import { BookingStatusSelect, OutreachStatusSelect } from './status-select';

/** What the guests' view needs, as a table (wide screens) or as cards (a phone). */
export interface BookingsViewProps {
  /** One page, as the server sent it. */
  bookings: BookingDto[];
  /** The page shown and the view's total, from the server; onChange asks for another page. */
  pagination: { current: number; total: number; onChange: (page: number) => void };
  /** True while the next page loads (the current one stays on screen meanwhile). */
  loading?: boolean;
  onEdit: (booking: BookingDto) => void;
  onStatusChange: (booking: BookingDto, change: StatusChange) => void;
}

/**
 * The table's narrowest layout. Wider containers (1280 px and up, beside the sidebar) show all six
 * columns without any scrolling, the text wrapping inside the cells; narrower ones (a tablet) scroll
 * the table inside its card with the Guest column kept in view. A phone shows cards instead.
 */
export const BOOKINGS_TABLE_MIN_WIDTH = 880;

/** The six columns of spec §2. */
function columns({ onEdit, onStatusChange }: Pick<BookingsViewProps, 'onEdit' | 'onStatusChange'>): TableColumnsType<BookingDto> {
  return [
    {
      title: 'Guest',
      key: 'guest',
      fixed: 'left',
      width: 170,
      render: (_, booking) => (
        // The portrait (issue 16) is decorative here: the name beside it says whose it is.
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          {booking.portrait && <PortraitImage portrait={booking.portrait} size={32} decorative />}
          <div style={{ minWidth: 0 }}>
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', fontWeight: 600, whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' }}
              onClick={() => onEdit(booking)}
            >
              {booking.name}
            </Button>
            {booking.position && (
              <div>
                <Typography.Text type="secondary">{booking.position}</Typography.Text>
              </div>
            )}
          </div>
        </div>
      ),
    },
    {
      title: 'Company',
      key: 'company',
      width: 140,
      render: (_, booking) =>
        booking.websiteUrl ? (
          <Typography.Link href={booking.websiteUrl} target="_blank" rel="noopener noreferrer">
            {booking.company || booking.websiteUrl}
          </Typography.Link>
        ) : (
          <Typography.Text>{booking.company || EMPTY_VALUE}</Typography.Text>
        ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, booking) => (
        <div>
          <div>{booking.email ? <EmailText email={booking.email} /> : EMPTY_VALUE}</div>
          <Typography.Text type="secondary">{booking.contactedAt ? `Contacted ${formatLocalDate(booking.contactedAt)}` : 'Not contacted'}</Typography.Text>
        </div>
      ),
    },
    {
      title: 'Social Media',
      key: 'social',
      width: 80,
      render: (_, booking) =>
        booking.socialMediaUrl ? (
          <Typography.Link href={booking.socialMediaUrl} target="_blank" rel="noopener noreferrer" aria-label={`Social profile of ${booking.name}`}>
            Social
          </Typography.Link>
        ) : (
          <Typography.Text>{EMPTY_VALUE}</Typography.Text>
        ),
    },
    {
      title: 'Outreach Status',
      key: 'outreachStatus',
      width: 160,
      render: (_, booking) => (
        <OutreachStatusSelect
          guestName={booking.name}
          value={booking.outreachStatus}
          onChange={(outreachStatus) => onStatusChange(booking, { outreachStatus })}
        />
      ),
    },
    {
      title: 'Booking Status',
      key: 'bookingStatus',
      width: 190,
      render: (_, booking) => (
        <BookingStatusSelect guestName={booking.name} value={booking.bookingStatus} onChange={(bookingStatus) => onStatusChange(booking, { bookingStatus })} />
      ),
    },
  ];
}

export function BookingsTable({ bookings, pagination, loading = false, onEdit, onStatusChange }: BookingsViewProps) {
  const ref = useKeyboardScrollableTables<HTMLDivElement>('Guests table');
  return (
    <div ref={ref}>
      <Table<BookingDto>
        rowKey="id"
        columns={columns({ onEdit, onStatusChange })}
        dataSource={bookings}
        loading={loading}
        pagination={{ ...pagination, pageSize: BOOKINGS_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
        size="middle"
        tableLayout="auto"
        scroll={{ x: BOOKINGS_TABLE_MIN_WIDTH }}
        locale={{ emptyText: 'No guests found' }}
      />
    </div>
  );
}
