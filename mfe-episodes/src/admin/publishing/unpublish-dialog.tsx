import { Button, Modal, Typography } from 'antd';

interface UnpublishDialogProps {
  /** The title of the episode to unpublish; open while not null. */
  title: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms taking a published episode back to draft (issue 12): it leaves the public site and the feeds. */
export function UnpublishDialog({ title, pending, onCancel, onConfirm }: UnpublishDialogProps) {
  return (
    <Modal
      open={title !== null}
      title="Unpublish this episode?"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="unpublish" type="primary" danger loading={pending} onClick={onConfirm}>
          Unpublish
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        &quot;{title}&quot; goes back to draft: it leaves the public site, the episode list and the podcast feeds, and its public page stops working for
        visitors. You can publish it again later.
      </Typography.Paragraph>
    </Modal>
  );
}
