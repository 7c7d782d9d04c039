import { useToast } from '@podcast/web-kit/admin';
import { Form, Modal } from 'antd';
import { useUpdateBooking, type BookingDto, type GuestFormValues } from '../bookings.api';
import { formValuesOf, normalizeGuestForm } from '../guest-form';
import { DeleteGuestButton } from './delete-guest-button';
import { GuestForm } from './guest-form';
import { PortraitSection } from './portrait-section';
import { applyServerErrors } from './server-errors';

/** Tailwind's max-w-md (spec §9 "edit-guest max-w-md"). */
const EDIT_DIALOG_WIDTH = 448;

/** The dialog's heading names the guest (issue 29): "Edit Guest: Jane Doe". */
export const editGuestTitle = (name: string) => `Edit Guest: ${name}`;

/** "Edit Guest" (spec §2) for one guest; mounted per guest so the form starts from that guest's values. */
export function EditGuestDialog({ booking, onClose }: { booking: BookingDto; onClose: () => void }) {
  const [form] = Form.useForm<GuestFormValues>();
  const update = useUpdateBooking();
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
          if (message) toast.error('Update Failed', message);
        },
      },
    );

  return (
    <Modal
      open
      title={<span style={{ overflowWrap: 'anywhere' }}>{editGuestTitle(booking.name)}</span>}
      width={EDIT_DIALOG_WIDTH}
      footer={null}
      onCancel={onClose}
    >
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
        extra={<DeleteGuestButton booking={booking} label="Delete Guest" onDeleted={onClose} />}
      />
    </Modal>
  );
}
