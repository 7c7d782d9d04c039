import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import type { InvitationSent } from './team-api';

/**
 * When the invitation could not be mailed: the link, shown this once (only its hash is stored), for
 * the owner to pass on themselves.
 */
export function InvitationLinkDialog({ sent, onClose }: { sent: InvitationSent | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const link = sent?.link ?? '';
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };
  return (
    <Modal
      open={sent !== null && sent.link !== null}
      title="The invitation was not mailed"
      onCancel={onClose}
      afterClose={() => setCopied(false)}
      footer={[
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={sent?.mailError ?? 'Mail could not be sent'} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>
        Send this link to {sent?.invitation.email} yourself. It works once, until {sent ? new Date(sent.invitation.expiresAt).toLocaleString() : ''}, and is
        shown only now.
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={link} aria-label="Invitation link" onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy link'}</Button>
      </Space.Compact>
    </Modal>
  );
}
