import { InboxOutlined } from '@ant-design/icons';
import { useToast } from '@podcast/web-kit/admin';
import { Alert, Button, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { rejectionMessage } from './dropzone-messages';

interface MediaDropzoneProps {
  /** Accessible name of the drop area and its hidden file input. */
  label: string;
  accept: Record<string, string[]>;
  maxFiles: number;
  maxSize: number;
  onFiles: (files: File[]) => void;
  hint: string;
  draggingText: string;
  /** Shown as a button that opens the file picker. */
  chooseLabel: string;
  disabled?: boolean;
  children?: ReactNode;
}

export function MediaDropzone({ label, accept, maxFiles, maxSize, onFiles, hint, draggingText, chooseLabel, disabled }: MediaDropzoneProps) {
  const toast = useToast();
  // The toast slot is shared, and the accepted files' upload toasts follow at once: the rejection also
  // stays beside the drop zone until the next drop or until dismissed (issue 12).
  const [rejected, setRejected] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxFiles,
    maxSize,
    multiple: maxFiles > 1,
    disabled,
    noClick: true,
    onDrop: () => setRejected(null),
    onDropAccepted: onFiles,
    onDropRejected: (rejections) => {
      const message = rejectionMessage(rejections);
      setRejected(message);
      toast.error('Upload Error', message);
    },
  });
  return (
    <>
      <div
        {...getRootProps({ role: 'group', 'aria-label': label })}
        style={{
          border: `2px dashed ${isDragActive ? '#b88600' : '#d0d4de'}`,
          background: isDragActive ? '#fff7e0' : '#fafbfc',
          borderRadius: 12,
          padding: 20,
          textAlign: 'center',
        }}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        <InboxOutlined style={{ fontSize: 28, color: '#8a6400' }} aria-hidden />
        <Typography.Paragraph style={{ margin: '8px 0' }}>{isDragActive ? draggingText : hint}</Typography.Paragraph>
        <Button onClick={open} disabled={disabled}>
          {chooseLabel}
        </Button>
      </div>
      {rejected && (
        <Alert
          type="error"
          showIcon
          closable={{ 'aria-label': 'Dismiss' }}
          onClose={() => setRejected(null)}
          style={{ marginTop: 8, textAlign: 'left' }}
          title="Not added"
          description={rejected}
          data-testid="dropzone-rejection"
        />
      )}
    </>
  );
}
