import { CheckOutlined, DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '@podcast/web-kit/admin';
import { DrawingTools } from '../../review/kit/drawing-tools';
import { drawingOrNull, type Stroke } from '../../review/kit/drawing';
import { RangePicker, timeFields, type TimeChoice } from '../../review/kit/range-picker';
import { formatMs, formatSpan } from '../../review/kit/time-format';
import type { CommentDto } from '../api-dto';
import type { NewCommentBody } from '../episodes-api';
import { CommentLines } from './comment-lines';

/** The drawing being made on the paused frame, held by the preview (its overlay sits over the player). */
export interface DrawingState {
  drawing: boolean;
  strokes: Stroke[];
  color: string;
  onColor: (color: string) => void;
  onToggle: (on: boolean) => void;
  onChange: (strokes: Stroke[]) => void;
}

interface CommentsPanelProps {
  comments: readonly CommentDto[] | undefined;
  loading: boolean;
  /** The comments could not be read: said plainly with Retry, never "No comments yet". */
  loadError?: { error: unknown; retry: () => unknown; retrying: boolean } | null;
  /** The player's time as last reported, in ms. */
  currentMs: number;
  /** Reads the player's time now (ms). */
  readMs: () => number;
  durationMs: number | null;
  adding: boolean;
  onAdd: (comment: NewCommentBody) => Promise<unknown>;
  onSeek: (seconds: number) => void;
  onResolve: (comment: CommentDto) => void;
  onDelete: (comment: CommentDto) => void;
  drawingState: DrawingState;
  /** episodes.write: the form, resolve and delete; without it the comments are read only. */
  canWrite: boolean;
}

/**
 * Time-coded comments of one video, by time; a click seeks the player (spec §2). Guests' comments
 * (through a review link) are marked Guest; a comment may cover a range and carry a drawing (issue 35).
 */
export function CommentsPanel(props: CommentsPanelProps) {
  const { comments, loading, loadError, currentMs, readMs, durationMs, adding, onAdd, onSeek, onResolve, onDelete, drawingState, canWrite } = props;
  const [text, setText] = useState('');
  const [when, setWhen] = useState<TimeChoice>({ kind: 'point' });
  const trimmed = text.trim();
  const time = timeFields(when, currentMs, durationMs);
  const submit = async () => {
    const fields = timeFields(when, readMs(), durationMs);
    if (!trimmed || !fields) return;
    const drawing = drawingOrNull(drawingState.strokes);
    try {
      await onAdd({ text: trimmed, ...fields, ...(drawing ? { drawing } : {}) });
      setText('');
      setWhen({ kind: 'point' });
      drawingState.onChange([]);
      drawingState.onToggle(false);
    } catch {
      // The text stays for another try; the failure was logged by the caller.
    }
  };
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
        ) : (
          <CommentLines
            comments={comments ?? []}
            onSeek={onSeek}
            empty={canWrite ? 'No comments yet. Add a comment at any timestamp.' : 'No comments yet.'}
            actions={canWrite ? (comment) => <CommentActions comment={comment} onResolve={onResolve} onDelete={onDelete} /> : undefined}
          />
        )}
      </div>
      <Typography.Text data-testid="current-time">Current time: {formatMs(currentMs)}</Typography.Text>
      {canWrite && (
        <>
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Add a comment at this timestamp..."
            aria-label="Add a comment at this timestamp..."
            rows={3}
          />
          <RangePicker value={when} onChange={setWhen} currentMs={readMs} displayMs={currentMs} durationMs={durationMs} />
          <DrawingTools
            drawing={drawingState.drawing}
            strokes={drawingState.strokes}
            color={drawingState.color}
            onColor={drawingState.onColor}
            onToggle={drawingState.onToggle}
            onChange={drawingState.onChange}
          />
          <Button type="primary" onClick={submit} disabled={!trimmed || !time} loading={adding}>
            Add Comment
          </Button>
        </>
      )}
    </Flex>
  );
}

/** Resolve (or reopen) and delete, beside a comment. */
function CommentActions({
  comment,
  onResolve,
  onDelete,
}: {
  comment: CommentDto;
  onResolve: (comment: CommentDto) => void;
  onDelete: (comment: CommentDto) => void;
}) {
  const span = formatSpan(comment.timecodeMs, comment.endMs);
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={comment.resolved ? <UndoOutlined /> : <CheckOutlined />}
        aria-label={comment.resolved ? `Reopen comment at ${span}` : `Resolve comment at ${span}`}
        onClick={() => onResolve(comment)}
      />
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete comment at ${span}`} onClick={() => onDelete(comment)} />
    </>
  );
}
