import { EditOutlined } from '@ant-design/icons';
import { formatLocalDate, EmailText, EMPTY_VALUE } from '@podcast/web-kit';
import { Button, Flex, Pagination, Spin, Typography } from 'antd';
import { BOOKINGS_PAGE_SIZE } from '../booking-list';
import type { BookingDto } from '../bookings.api';
import type { BookingsViewProps } from './bookings-table';
import { DeleteGuestButton } from './delete-guest-button';
import { PortraitImage } from './portrait-section';
import { BookingStatusSelect, OutreachStatusSelect } from './status-select';

const CARD_STYLE = { border: '1px solid #e5e7eb', borderRadius: 8, padding: 12 } as const;
const FIELD_LABEL = { display: 'block', fontSize: 12 } as const;

/** One guest on a phone: who, how to reach them, both status dropdowns, Edit and Delete. */
function GuestCard({ booking, onEdit, onStatusChange }: { booking: BookingDto } & Pick<BookingsViewProps, 'onEdit' | 'onStatusChange'>) {
  const nameId = `guest-card-${booking.id}-name`;
  return (
    <article aria-labelledby={nameId} style={CARD_STYLE} data-testid="guest-card">
      <Flex gap={12} align="flex-start">
        {booking.portrait && <PortraitImage portrait={booking.portrait} size={40} decorative />}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={5} id={nameId} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {booking.name}
          </Typography.Title>
          {booking.position && <Typography.Text type="secondary">{booking.position}</Typography.Text>}
          <div>
            {booking.websiteUrl ? (
              <Typography.Link href={booking.websiteUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {booking.company || booking.websiteUrl}
              </Typography.Link>
            ) : (
              <Typography.Text>{booking.company || `Company: ${EMPTY_VALUE}`}</Typography.Text>
            )}
          </div>
        </div>
      </Flex>
      <div style={{ marginTop: 8 }}>
        <div>{booking.email ? <EmailText email={booking.email} /> : <Typography.Text>{`Email: ${EMPTY_VALUE}`}</Typography.Text>}</div>
        <Typography.Text type="secondary">{booking.contactedAt ? `Contacted ${formatLocalDate(booking.contactedAt)}` : 'Not contacted'}</Typography.Text>
        {booking.socialMediaUrl && (
          <div>
            <Typography.Link href={booking.socialMediaUrl} target="_blank" rel="noopener noreferrer" aria-label={`Social profile of ${booking.name}`}>
              Social
            </Typography.Link>
          </div>
        )}
      </div>
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        <div>
          <Typography.Text type="secondary" style={FIELD_LABEL}>
            Outreach status
          </Typography.Text>
          <OutreachStatusSelect
            guestName={booking.name}
            value={booking.outreachStatus}
            variant="outlined"
            onChange={(outreachStatus) => onStatusChange(booking, { outreachStatus })}
          />
        </div>
        <div>
          <Typography.Text type="secondary" style={FIELD_LABEL}>
            Booking status
          </Typography.Text>
          <BookingStatusSelect
            guestName={booking.name}
            value={booking.bookingStatus}
            variant="outlined"
            onChange={(bookingStatus) => onStatusChange(booking, { bookingStatus })}
          />
        </div>
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button icon={<EditOutlined />} aria-label={`Edit ${booking.name}`} onClick={() => onEdit(booking)}>
          Edit
        </Button>
        <DeleteGuestButton booking={booking} label="Delete" ariaLabel={`Delete ${booking.name}`} />
      </Flex>
    </article>
  );
}

/**
 * Guest Bookings on a phone (issue 29): each guest is a card in a list, so the status dropdowns (the
 * screen's main job), Edit and Delete are all in reach without scrolling sideways. Wider screens keep
 * the table.
 */
export function GuestCards({ bookings, pagination, loading = false, onEdit, onStatusChange }: BookingsViewProps) {
  return (
    <Spin spinning={loading}>
      {bookings.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: 24 }}>
          No guests found
        </Typography.Paragraph>
      ) : (
        <ul aria-label="Guests" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <GuestCard booking={booking} onEdit={onEdit} onStatusChange={onStatusChange} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        simple
        style={{ marginTop: 16, justifyContent: 'center' }}
        current={pagination.current}
        total={pagination.total}
        pageSize={BOOKINGS_PAGE_SIZE}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={pagination.onChange}
      />
    </Spin>
  );
}
