import { DeleteOutlined } from '@ant-design/icons';
import { plainErrorMessage } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Popconfirm } from 'antd';
import { useDeleteBooking, type BookingDto } from '../bookings.api';

/** Delete Guest behind its confirmation (spec §2): in the Edit Guest dialog, and on each guest's card on a phone. */
interface DeleteGuestButtonProps {
  booking: BookingDto;
  label: string;
  /** The button's name when the visible label alone does not say whom (a card among many). */
  ariaLabel?: string;
  onDeleted?: () => void;
}

export function DeleteGuestButton({ booking, label, ariaLabel, onDeleted }: DeleteGuestButtonProps) {
  const remove = useDeleteBooking();
  const toast = useToast();

  const confirmDelete = () =>
    remove.mutateAsync(booking.id).then(
      () => {
        toast.success('Guest Deleted', `${booking.name} was removed from the list.`);
        onDeleted?.();
      },
      (error: unknown) => {
        console.warn('Deleting the guest failed', error);
        toast.error('Delete Failed', plainErrorMessage(error));
      },
    );

  return (
    <Popconfirm
      title="Delete this guest?"
      description={`Are you sure you want to delete "${booking.name}"? This action cannot be undone.`}
      okText="Delete"
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText="Cancel"
      onConfirm={confirmDelete}
    >
      <Button danger icon={<DeleteOutlined />} aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );
}
