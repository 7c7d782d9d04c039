import { Button, Modal, Typography } from 'antd';

interface DeleteFileDialogProps {
  fileName: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The file delete confirmation of spec §2 (Cancel / Delete, "Deleting..." while pending). */
export function DeleteFileDialog({ fileName, pending, onCancel, onConfirm }: DeleteFileDialogProps) {
  return (
    <Modal
      open={fileName !== null}
      title="Delete file"
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="delete" danger type="primary" onClick={onConfirm} loading={pending}>
          {pending ? 'Deleting...' : 'Delete'}
        </Button>,
      ]}
    >
      <Typography.Paragraph>Are you sure you want to delete &quot;{fileName}&quot;? This action cannot be undone.</Typography.Paragraph>
    </Modal>
  );
}
