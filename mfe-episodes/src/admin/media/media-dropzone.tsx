import { InboxOutlined } from '@ant-design/icons';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
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
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxFiles,
    maxSize,
    multiple: maxFiles > 1,
    disabled,
    noClick: true,
    onDropAccepted: onFiles,
    onDropRejected: (rejections) => toast.error('Upload Error', rejectionMessage(rejections)),
  });
  return (
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
  );
}
