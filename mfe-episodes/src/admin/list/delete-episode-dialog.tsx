import { EpisodeStatus } from '@podcast/contracts';
import { Alert, Button, Modal, Typography } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';

interface DeleteEpisodeDialogProps {
  episode: AdminEpisodeDto | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation of spec §9; a published episode gets a stronger warning (issue 12). */
export function DeleteEpisodeDialog({ episode, pending, onCancel, onConfirm }: DeleteEpisodeDialogProps) {
  const published = episode?.status === EpisodeStatus.Published;
  return (
    <Modal
      open={episode !== null}
      title={published ? 'Delete a published episode' : 'Delete episode'}
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
      {published && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="This episode is live on the public site"
          description="Deleting it removes it from the site, the episode list and the podcast feeds at once; its public page and shared links stop working, and its video files are deleted. To take it offline but keep it, unpublish it instead."
        />
      )}
      <Typography.Paragraph>Are you sure you want to delete &quot;{episode?.title}&quot;? This action cannot be undone.</Typography.Paragraph>
    </Modal>
  );
}
