import { useToast } from '@podcast/web-kit/admin';
import { Form, Modal } from 'antd';
import { useCreateBooking, type GuestFormValues } from '../bookings.api';
import { EMPTY_GUEST, toCreateBody } from '../guest-form';
import { GuestForm } from './guest-form';
import { applyServerErrors } from './server-errors';

/** "Add New Guest" (spec §2, 600px wide): on success the list is refetched and the dialog closes and resets. */
export function AddGuestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<GuestFormValues>();
  const create = useCreateBooking();
  const toast = useToast();

  const close = () => {
    form.resetFields();
    create.reset();
    onClose();
  };

  const submit = (values: GuestFormValues) =>
    create.mutate(toCreateBody(values), {
      onSuccess: close,
      onError: (error) => {
        console.warn('Adding the guest failed', error);
        const message = applyServerErrors(form, error);
        if (message) toast.error('Could Not Add Guest', message);
      },
    });

  return (
    <Modal open={open} title="Add New Guest" width={600} footer={null} onCancel={close} forceRender>
      <GuestForm
        formName="add-guest"
        form={form}
        initialValues={EMPTY_GUEST}
        submitText="Add Guest"
        pendingText="Adding..."
        pending={create.isPending}
        onSubmit={submit}
        onCancel={close}
      />
    </Modal>
  );
}
