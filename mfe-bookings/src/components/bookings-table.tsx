import { formatLocalDate } from '@podcast/web-kit';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import type { BookingDto, StatusChange } from '../bookings.api';
import { BookingStatusSelect, OutreachStatusSelect } from './status-select';

interface BookingsTableProps {
  bookings: BookingDto[];
  onEdit: (booking: BookingDto) => void;
  onStatusChange: (booking: BookingDto, change: StatusChange) => void;
}

/** The six columns of spec §2. */
function columns({ onEdit, onStatusChange }: Omit<BookingsTableProps, 'bookings'>): TableColumnsType<BookingDto> {
  return [
    {
      title: 'Guest',
      key: 'guest',
      render: (_, booking) => (
        <div>
          <Button type="link" style={{ padding: 0, height: 'auto', fontWeight: 600 }} onClick={() => onEdit(booking)}>
            {booking.name}
          </Button>
          {booking.position && (
            <div>
              <Typography.Text type="secondary">{booking.position}</Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    {
      title: 'Company',
      key: 'company',
      render: (_, booking) =>
        booking.websiteUrl ? (
          <Typography.Link href={booking.websiteUrl} target="_blank" rel="noopener noreferrer">
            {booking.company || booking.websiteUrl}
          </Typography.Link>
        ) : (
          <Typography.Text>{booking.company || 'N/A'}</Typography.Text>
        ),
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, booking) => (
        <div>
          <div>{booking.email}</div>
          <Typography.Text type="secondary">{booking.contactedAt ? `Contacted ${formatLocalDate(booking.contactedAt)}` : 'Not contacted'}</Typography.Text>
        </div>
      ),
    },
    {
      title: 'Social Media',
      key: 'social',
      render: (_, booking) =>
        booking.socialMediaUrl ? (
          <Typography.Link href={booking.socialMediaUrl} target="_blank" rel="noopener noreferrer" aria-label={`Social profile of ${booking.name}`}>
            Social
          </Typography.Link>
        ) : (
          <span aria-label="No social profile">-</span>
        ),
    },
    {
      title: 'Outreach Status',
      key: 'outreachStatus',
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
      render: (_, booking) => (
        <BookingStatusSelect guestName={booking.name} value={booking.bookingStatus} onChange={(bookingStatus) => onStatusChange(booking, { bookingStatus })} />
      ),
    },
  ];
}

export function BookingsTable({ bookings, onEdit, onStatusChange }: BookingsTableProps) {
  return (
    <Table<BookingDto>
      rowKey="id"
      columns={columns({ onEdit, onStatusChange })}
      dataSource={bookings}
      pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No guests found' }}
    />
  );
}
