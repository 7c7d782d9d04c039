import { Button, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The toast once it is done, saying what changed (not just that something did). */
  doneMessage: string;
  danger?: boolean;
  run: () => Promise<unknown>;
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The Team screen's one confirmation: every change to a colleague's access asks first. */
export function ConfirmDialog({ request, pending, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      open={request !== null}
      title={request?.title}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" danger={request?.danger} loading={pending} onClick={onConfirm}>
          {pending ? request?.pendingLabel : request?.confirmLabel}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{request?.body}</Typography.Paragraph>
    </Modal>
  );
}
