import {
  CheckCircleFilled,
  CloseCircleFilled,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FireFilled,
  LoadingOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { Button, Flex, Progress, Radio, Space, Tooltip, Typography } from 'antd';
import { formatDuration, formatFileSize, formatTransferBytes } from './file-rows';
import type { TransferStats } from './tus-upload';

/** One file row, for a server asset or an upload in flight (spec §2 "Media Files card"). */
export interface FileRowModel {
  rowKey: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  version: number | null;
  isUploading: boolean;
  progress: number | null;
  /** Of an upload in flight: bytes sent, speed and time left. */
  transfer?: TransferStats | null;
  uploadError: string | null;
  /** Transcoding of an edited video, shown beside its name. */
  transcoding: { status: string | null; progress: number; error: string | null } | null;
  commentCount: number;
}

interface MediaFileRowProps {
  row: FileRowModel;
  /** Edited videos can be selected as the final video; raw files have no radio. */
  selectable: boolean;
  selected: boolean;
  onSelect?: () => void;
  onPreview?: () => void;
  onDownload?: () => void;
  /** Absent for a role without media.upload. */
  onDelete?: () => void;
  onRetryTranscode?: () => void;
}

function StatusIcon({ row }: { row: FileRowModel }) {
  if (row.isUploading) return <LoadingOutlined aria-label="Uploading" spin />;
  if (row.uploadError) return <CloseCircleFilled aria-label="Upload failed" style={{ color: '#e5484d' }} />;
  return <CheckCircleFilled aria-label="Uploaded" style={{ color: '#30a46c' }} />;
}

function transcodingText(transcoding: NonNullable<FileRowModel['transcoding']>): string | null {
  switch (transcoding.status) {
    case 'pending':
      return transcoding.error ? 'Transcoding failed, retrying soon...' : 'Waiting to transcode...';
    case 'processing':
      return `Transcoding ${transcoding.progress}%`;
    case 'failed':
      return `Transcoding failed${transcoding.error ? `: ${transcoding.error}` : ''}`;
    case 'completed':
      return '720p and 480p ready';
    default:
      return null;
  }
}

function TransferLine({ transfer }: { transfer: TransferStats }) {
  const parts = [`${formatTransferBytes(transfer.bytesUploaded)} of ${formatTransferBytes(transfer.bytesTotal)}`];
  if (transfer.bytesPerSecond !== null) parts.push(`${formatTransferBytes(Math.round(transfer.bytesPerSecond))}/s`);
  if (transfer.secondsLeft !== null) parts.push(`${formatDuration(transfer.secondsLeft)} left`);
  return (
    <Typography.Text type="secondary" data-testid="upload-transfer" style={{ fontSize: 12 }}>
      {parts.join(' · ')}
    </Typography.Text>
  );
}

export function MediaFileRow({ row, selectable, selected, onSelect, onPreview, onDownload, onDelete, onRetryTranscode }: MediaFileRowProps) {
  const done = !row.isUploading && !row.uploadError;
  const transcoding = row.transcoding ? transcodingText(row.transcoding) : null;
  return (
    <li
      data-testid="media-file-row"
      aria-label={row.fileName}
      style={{ listStyle: 'none', padding: '10px 12px', borderRadius: 10, border: `1px solid ${selected ? '#b88600' : '#e6e8ee'}`, marginBottom: 8 }}
    >
      <Flex align="center" gap={12} wrap>
        {selectable && done && <Radio checked={selected} onChange={onSelect} aria-label={`Select ${row.fileName} as the final video`} />}
        <StatusIcon row={row} />
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {row.fileName}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {formatFileSize(row.fileSize)} · {row.fileType || 'unknown type'}
              {row.version !== null && ` · Version ${row.version}`}
            </Typography.Text>
          </div>
          {row.uploadError && <Typography.Text type="danger">{row.uploadError}</Typography.Text>}
          {transcoding && (
            <div>
              <Typography.Text type={row.transcoding?.status === 'failed' ? 'danger' : 'secondary'} data-testid="transcoding-status">
                {transcoding}
              </Typography.Text>
            </div>
          )}
          {row.isUploading && row.progress !== null && <Progress percent={row.progress} size="small" aria-label={`Upload progress of ${row.fileName}`} />}
          {row.isUploading && row.transfer && <TransferLine transfer={row.transfer} />}
        </div>
        {done && (
          <Space>
            {row.commentCount > 0 && (
              <Tooltip title="Comments">
                <Typography.Text aria-label={`${row.commentCount} comments`}>
                  <FireFilled style={{ color: '#f97316' }} aria-hidden /> {row.commentCount}
                </Typography.Text>
              </Tooltip>
            )}
            {row.transcoding?.status === 'failed' && onRetryTranscode && (
              <Button size="small" icon={<RedoOutlined />} onClick={onRetryTranscode} aria-label={`Retry transcoding ${row.fileName}`}>
                Retry
              </Button>
            )}
            {onPreview && <Button size="small" icon={<EyeOutlined />} onClick={onPreview} aria-label={`Preview ${row.fileName}`} />}
            {onDownload && <Button size="small" icon={<DownloadOutlined />} onClick={onDownload} aria-label={`Download ${row.fileName}`} />}
            {onDelete && <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete} aria-label={`Delete ${row.fileName}`} />}
          </Space>
        )}
        {row.uploadError && onDelete && <Button size="small" icon={<DeleteOutlined />} onClick={onDelete} aria-label={`Remove ${row.fileName}`} />}
      </Flex>
    </li>
  );
}
