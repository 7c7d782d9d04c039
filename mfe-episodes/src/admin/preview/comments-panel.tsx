import { CheckOutlined, DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '@podcast/web-kit/admin';
import type { CommentDto } from '../api-dto';
import { commentTimecode, formatTimecode, sortComments } from './comment-order';

interface CommentsPanelProps {
  comments: readonly CommentDto[] | undefined;
  loading: boolean;
  /** The comments could not be read: said plainly with Retry, never "No comments yet". */
  loadError?: { error: unknown; retry: () => unknown; retrying: boolean } | null;
  currentTime: number;
  adding: boolean;
  onAdd: (text: string, timecodeSec: number) => Promise<unknown>;
  onSeek: (seconds: number) => void;
  onResolve: (comment: CommentDto) => void;
  onDelete: (comment: CommentDto) => void;
}

/** Time-coded comments of one video, sorted by timecode; a click seeks the player (spec §2). */
export function CommentsPanel({ comments, loading, loadError, currentTime, adding, onAdd, onSeek, onResolve, onDelete }: CommentsPanelProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const submit = async () => {
    if (!trimmed) return;
    try {
      await onAdd(trimmed, commentTimecode(currentTime));
      setText('');
    } catch {
      // The text stays for another try; the failure was logged by the caller.
    }
  };
  const sorted = sortComments(comments ?? []);
  return (
    <Flex vertical gap={12} style={{ height: '100%' }} aria-label="Comments" role="region">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Comments
      </Typography.Title>
      <div style={{ flex: 1, overflowY: 'auto', maxHeight: 360 }}>
        {loading ? (
          <Spin aria-label="Loading comments" />
        ) : loadError ? (
          <LoadError title="Could not load the comments" error={loadError.error} onRetry={loadError.retry} retrying={loadError.retrying} />
        ) : sorted.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comments yet. Add a comment at any timestamp." />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {sorted.map((comment) => (
              <li
                key={comment.id}
                data-testid="comment-item"
                // A resolved comment is set apart by its tint and "Resolved", not by fading (faded text fails AA contrast).
                style={{ background: comment.resolved ? '#f5f7fa' : undefined, padding: '8px 4px', borderBottom: '1px solid #eef0f4' }}
              >
                <Flex justify="space-between" align="start" gap={8}>
                  <div>
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      onClick={() => onSeek(comment.timecodeSec)}
                      aria-label={`Seek to ${formatTimecode(comment.timecodeSec)}: ${comment.text}`}
                    >
                      {formatTimecode(comment.timecodeSec)}
                    </Button>{' '}
                    <Typography.Text delete={comment.resolved} style={{ cursor: 'pointer' }} onClick={() => onSeek(comment.timecodeSec)}>
                      {comment.text}
                    </Typography.Text>
                    <div>
                      <Typography.Text type="secondary">by {comment.author}</Typography.Text>
                      {comment.resolved && <Typography.Text style={{ color: '#135200' }}> · Resolved</Typography.Text>}
                    </div>
                  </div>
                  <Flex gap={4}>
                    <Button
                      size="small"
                      type="text"
                      icon={comment.resolved ? <UndoOutlined /> : <CheckOutlined />}
                      aria-label={
                        comment.resolved
                          ? `Reopen comment at ${formatTimecode(comment.timecodeSec)}`
                          : `Resolve comment at ${formatTimecode(comment.timecodeSec)}`
                      }
                      onClick={() => onResolve(comment)}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete comment at ${formatTimecode(comment.timecodeSec)}`}
                      onClick={() => onDelete(comment)}
                    />
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Typography.Text data-testid="current-time">Current time: {formatTimecode(currentTime)}</Typography.Text>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Add a comment at this timestamp..."
        aria-label="Add a comment at this timestamp..."
        rows={3}
      />
      <Button type="primary" onClick={submit} disabled={!trimmed} loading={adding}>
        Add Comment
      </Button>
    </Flex>
  );
}
