import { ApiError, useDebouncedValue } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Alert, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBookingsPage, useChangeBookingStatus, useGhlStatus, type BookingDto, type StatusChange } from './bookings.api';
import { BOOKINGS_PAGE_SIZE, DEFAULT_BOOKING_VIEW, showingText, type BookingListView } from './booking-list';
import { AddGuestDialog } from './components/add-guest-dialog';
import { BookingsControls } from './components/bookings-controls';
import { BookingsHeader } from './components/bookings-header';
import { BookingsTable } from './components/bookings-table';
import { EditGuestDialog } from './components/edit-guest-dialog';
import { queuedAutomationText, RUN_HISTORY_PATH } from './queued-automation';

/** Guest Bookings (spec §2 "Guest Bookings", §4 guest statuses). */
export default function BookingsPage() {
  useGhlStatus();
  const toast = useToast();
  const [view, setView] = useState<BookingListView>(DEFAULT_BOOKING_VIEW);
  const [pageNumber, setPageNumber] = useState(1);
  // The server searches, sorts and pages (issue 18); the search waits for a pause in typing.
  const search = useDebouncedValue(view.search);
  const bookings = useBookingsPage({ ...view, search, page: pageNumber });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BookingDto | null>(null);
  const navigate = useNavigate();
  const changeStatus = useChangeBookingStatus(
    (error) => toast.error('Update Failed', error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Failed to update guest status'),
    (result) => {
      const text = queuedAutomationText(result.queuedAutomation ?? [], result.name);
      if (!text) return;
      // The toast lives outside the router's tree: a plain link that navigates through the router.
      toast.info(
        'Automation queued',
        <span>
          {text}.{' '}
          <a
            href={RUN_HISTORY_PATH}
            onClick={(event) => {
              event.preventDefault();
              navigate(RUN_HISTORY_PATH);
            }}
          >
            View run history
          </a>
        </span>,
      );
    },
  );

  const total = bookings.data?.total ?? 0;
  // Any change of view starts again at its first page.
  const update = (patch: Partial<BookingListView>) => {
    setView((current) => ({ ...current, ...patch }));
    setPageNumber(1);
  };
  // A page past the end (after a delete or a guest moving to the archive) falls back to the last page.
  const lastPage = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const settled = bookings.data !== undefined && !bookings.isPlaceholderData;
  useEffect(() => {
    if (settled && pageNumber > lastPage) setPageNumber(lastPage);
  }, [settled, pageNumber, lastPage]);

  return (
    <div>
      <BookingsHeader search={view.search} onSearch={(search) => update({ search })} />
      <Card>
        <Flex wrap gap={16} align="flex-start" justify="space-between" style={{ marginBottom: 16 }}>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Guest Management &amp; Outreach
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
              Track potential guests, outreach status, and booking confirmations.
            </Typography.Paragraph>
            <Typography.Text data-testid="bookings-count">{bookings.isLoading ? 'Loading...' : showingText(total, view.showArchive)}</Typography.Text>
          </div>
          <BookingsControls
            sort={view.sort}
            onSortChange={(sort) => update({ sort })}
            showArchive={view.showArchive}
            onToggleArchive={() => update({ showArchive: !view.showArchive })}
            onAdd={() => setAdding(true)}
          />
        </Flex>
        {bookings.isLoading ? (
          <Typography.Paragraph style={{ textAlign: 'center', padding: 32 }}>Loading bookings...</Typography.Paragraph>
        ) : bookings.isError ? (
          <Alert type="error" showIcon title="Could not load the guests" description={bookings.error.message} />
        ) : (
          <BookingsTable
            bookings={bookings.data?.rows ?? []}
            pagination={{ current: bookings.data?.page ?? pageNumber, total, onChange: setPageNumber }}
            loading={bookings.isPlaceholderData}
            onEdit={setEditing}
            onStatusChange={(booking: BookingDto, change: StatusChange) => changeStatus.mutate({ id: booking.id, change })}
          />
        )}
      </Card>
      <AddGuestDialog open={adding} onClose={() => setAdding(false)} />
      {editing && <EditGuestDialog key={editing.id} booking={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
