import { formatLocalDate, EmailText, EMPTY_VALUE } from '@podcast/web-kit';
import { useKeyboardScrollableTables } from '@podcast/web-kit/admin';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { BOOKINGS_PAGE_SIZE } from '../booking-list';
import type { BookingDto, StatusChange } from '../bookings.api';
import { cellTextBlock, GIVES_WAY, WHOLE_WORDS } from './cell-text';
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

const GUEST_WIDTH = 170;
const COMPANY_WIDTH = 140;
const TABLE_PORTRAIT_SIZE = 32;
const PORTRAIT_GAP = 8;

/** The six columns of spec §2. */
function columns({ onEdit, onStatusChange }: Pick<BookingsViewProps, 'onEdit' | 'onStatusChange'>): TableColumnsType<BookingDto> {
  return [
    {
      title: 'Guest',
      key: 'guest',
      fixed: 'left',
      width: GUEST_WIDTH,
      render: (_, booking) => (
        // The portrait (issue 16) is decorative here: the name beside it says whose it is.
        <div style={{ display: 'flex', gap: PORTRAIT_GAP, alignItems: 'flex-start' }}>
          {booking.portrait && <PortraitImage portrait={booking.portrait} size={TABLE_PORTRAIT_SIZE} decorative />}
          <div style={cellTextBlock(GUEST_WIDTH, booking.portrait ? TABLE_PORTRAIT_SIZE + PORTRAIT_GAP : 0)}>
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', fontWeight: 600, whiteSpace: 'normal', textAlign: 'start', ...WHOLE_WORDS }}
              onClick={() => onEdit(booking)}
            >
              {booking.name}
            </Button>
            {booking.position && (
              <div>
                <Typography.Text type="secondary" style={WHOLE_WORDS}>
                  {booking.position}
                </Typography.Text>
              </div>
            )}
          </div>
        </div>
      ),
    },
    {
      title: 'Company',
      key: 'company',
      width: COMPANY_WIDTH,
      render: (_, booking) => (
        <div style={cellTextBlock(COMPANY_WIDTH)}>
          {booking.websiteUrl ? (
            <Typography.Link href={booking.websiteUrl} target="_blank" rel="noopener noreferrer" style={WHOLE_WORDS}>
              {booking.company || booking.websiteUrl}
            </Typography.Link>
          ) : (
            <Typography.Text style={WHOLE_WORDS}>{booking.company || EMPTY_VALUE}</Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, booking) => (
        <div style={GIVES_WAY}>
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
