import { Button, Modal, Typography } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';

interface DeleteEpisodeDialogProps {
  episode: AdminEpisodeDto | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteEpisodeDialog({ episode, pending, onCancel, onConfirm }: DeleteEpisodeDialogProps) {
  return (
    <Modal
      open={episode !== null}
      title="Delete episode"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="delete" danger type="primary" loading={pending} onClick={onConfirm}>
          {pending ? 'Deleting...' : 'Delete'}
        </Button>,
      ]}
    >
      <Typography.Paragraph>Are you sure you want to delete &quot;{episode?.title}&quot;? This action cannot be undone.</Typography.Paragraph>
    </Modal>
  );
}
