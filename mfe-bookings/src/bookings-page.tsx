import { plainErrorMessage, useDebouncedValue } from '@podcast/web-kit';
import { LoadError, useToast } from '@podcast/web-kit/admin';
import { BOOKING_STATUS_PRESENTATION } from '@podcast/contracts';
import { Card, Flex, Grid, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useBookingsPage, useChangeBookingStatus, useGhlStatus, type BookingDto, type StatusChange, type StatusChangeRequest } from './bookings.api';
import { BOOKINGS_PAGE_SIZE, DEFAULT_BOOKING_VIEW, showingText, type BookingListView } from './booking-list';
import { AddGuestDialog } from './components/add-guest-dialog';
import { BookingsControls } from './components/bookings-controls';
import { BookingsHeader } from './components/bookings-header';
import { BookingsTable } from './components/bookings-table';
import { EditGuestDialog } from './components/edit-guest-dialog';
import { GuestCards } from './components/guest-cards';
import { useStatusChangeToast } from './components/status-change-toast';
import { statusChangeNotice } from './status-change-notice';

/** Guest Bookings (spec §2 "Guest Bookings", §4 guest statuses). */
export default function BookingsPage() {
  useGhlStatus();
  const toast = useToast();
  const showStatusChange = useStatusChangeToast();
  // A phone lists guests as cards (issue 29); from a tablet up, the table.
  const phone = !(Grid.useBreakpoint().md ?? true);
  const [view, setView] = useState<BookingListView>(DEFAULT_BOOKING_VIEW);
  const [pageNumber, setPageNumber] = useState(1);
  // The server searches, sorts and pages (issue 18); the search waits for a pause in typing.
  const search = useDebouncedValue(view.search);
  const bookings = useBookingsPage({ ...view, search, page: pageNumber });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BookingDto | null>(null);
  const changeStatus = useChangeBookingStatus(
    (error) => toast.error('Update Failed', plainErrorMessage(error)),
    (result, request: StatusChangeRequest) => {
      if (request.undo) {
        const label = BOOKING_STATUS_PRESENTATION[result.bookingStatus].label;
        toast.success('Undone', `${result.name} is ${label} again. No automation ran for the change back.`);
        return;
      }
      const notice = statusChangeNotice(result, request.booking);
      if (!notice) return;
      showStatusChange(notice, () => {
        if (notice.undo) changeStatus.mutate({ booking: result, change: notice.undo, undo: true });
      });
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

  const GuestsView = phone ? GuestCards : BookingsTable;
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
        ) : bookings.isError && !bookings.data ? (
          <LoadError title="Could not load the guests" error={bookings.error} onRetry={() => bookings.refetch()} retrying={bookings.isFetching} />
        ) : (
          <>
            {bookings.isError && (
              <LoadError
                title="Could not refresh the guests"
                error={bookings.error}
                onRetry={() => bookings.refetch()}
                retrying={bookings.isFetching}
                style={{ marginBottom: 16 }}
              />
            )}
            <GuestsView
              bookings={bookings.data?.rows ?? []}
              pagination={{ current: bookings.data?.page ?? pageNumber, total, onChange: setPageNumber }}
              loading={bookings.isPlaceholderData}
              onEdit={setEditing}
              onStatusChange={(booking: BookingDto, change: StatusChange) => changeStatus.mutate({ booking, change })}
            />
          </>
        )}
      </Card>
      <AddGuestDialog open={adding} onClose={() => setAdding(false)} />
      {editing && <EditGuestDialog key={editing.id} booking={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
