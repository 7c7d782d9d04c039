import { DeleteOutlined } from '@ant-design/icons';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Form, Modal, Popconfirm } from 'antd';
import { useDeleteBooking, useUpdateBooking, type BookingDto, type GuestFormValues } from '../bookings.api';
import { formValuesOf, normalizeGuestForm } from '../guest-form';
import { GuestForm } from './guest-form';
import { PortraitSection } from './portrait-section';
import { applyServerErrors } from './server-errors';

/** Tailwind's max-w-md (spec §9 "edit-guest max-w-md"). */
const EDIT_DIALOG_WIDTH = 448;

/** "Edit Guest" (spec §2) for one guest; mounted per guest so the form starts from that guest's values. */
export function EditGuestDialog({ booking, onClose }: { booking: BookingDto; onClose: () => void }) {
  const [form] = Form.useForm<GuestFormValues>();
  const update = useUpdateBooking();
  const remove = useDeleteBooking();
  const toast = useToast();

  const submit = (values: GuestFormValues) =>
    update.mutate(
      { id: booking.id, values: normalizeGuestForm(values) },
      {
        onSuccess: onClose,
        onError: (error) => {
          // Spec §8: an update failure is logged; field messages go under their fields.
          console.warn('Updating the guest failed', error);
          const message = applyServerErrors(form, error);
          if (message) toast.error('Error', message);
        },
      },
    );

  const confirmDelete = () =>
    remove.mutateAsync(booking.id).then(
      () => {
        toast.success('Guest Deleted', `${booking.name} was removed from the list.`);
        onClose();
      },
      (error: unknown) => {
        console.warn('Deleting the guest failed', error);
        toast.error('Error', 'Failed to delete guest');
      },
    );

  return (
    <Modal open title="Edit Guest" width={EDIT_DIALOG_WIDTH} footer={null} onCancel={onClose}>
      <PortraitSection booking={booking} />
      <GuestForm
        formName={`edit-guest-${booking.id}`}
        form={form}
        initialValues={formValuesOf(booking)}
        submitText="Update Guest"
        pendingText="Updating..."
        pending={update.isPending}
        onSubmit={submit}
        onCancel={onClose}
        extra={
          <Popconfirm
            title="Delete this guest?"
            description={`Are you sure you want to delete "${booking.name}"? This action cannot be undone.`}
            okText="Delete"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            cancelText="Cancel"
            onConfirm={confirmDelete}
          >
            <Button danger icon={<DeleteOutlined />}>
              Delete Guest
            </Button>
          </Popconfirm>
        }
      />
    </Modal>
  );
}
