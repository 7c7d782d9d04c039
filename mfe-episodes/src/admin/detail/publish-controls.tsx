import { Button, Flex, Typography } from 'antd';

interface PublishControlsProps {
  fileName: string;
  pending: boolean;
  onRevise: () => void;
  onApprove: () => void;
}

/** Shown once an edited video is uploaded and selected (spec §2). */
export function PublishControls({ fileName, pending, onRevise, onApprove }: PublishControlsProps) {
  return (
    <div style={{ marginTop: 16, padding: 16, borderRadius: 12, background: '#fff7e0' }} role="region" aria-label="Review decision">
      <Typography.Paragraph strong style={{ marginBottom: 4 }}>
        Publishing: {fileName}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Click &quot;Revise&quot; to request changes, or &quot;Approve &amp; Publish&quot; to make the selected video public.
      </Typography.Paragraph>
      <Flex gap={8}>
        <Button onClick={onRevise} disabled={pending}>
          Revise
        </Button>
        <Button type="primary" onClick={onApprove} loading={pending}>
          Approve &amp; Publish
        </Button>
      </Flex>
    </div>
  );
}
