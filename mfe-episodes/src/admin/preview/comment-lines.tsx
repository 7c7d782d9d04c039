import { ToneTag } from '@podcast/web-kit/admin';
import { Button, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatSpan } from '../../review/kit/time-format';
import type { CommentDto } from '../api-dto';
import { sortComments } from './comment-order';

interface CommentLinesProps {
  comments: readonly CommentDto[];
  /** Seconds: a click on a comment's time moves the player there. */
  onSeek: (seconds: number) => void;
  /** Buttons beside each comment (resolve, delete), when the list is not read only. */
  actions?: (comment: CommentDto) => ReactNode;
  empty?: string;
}

/**
 * Comments by time: m:ss or m:ss–m:ss (a range), the text, its author, and tags for a guest's
 * comment (made through a review link), a drawing, and a comment carried over from the previous version.
 */
export function CommentLines({ comments, onSeek, actions, empty = 'No comments yet.' }: CommentLinesProps) {
  const sorted = sortComments(comments);
  if (sorted.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {sorted.map((comment) => {
        const span = formatSpan(comment.timecodeMs, comment.endMs);
        const seek = () => onSeek(comment.timecodeMs / 1000);
        return (
          <li
            key={comment.id}
            data-testid="comment-item"
            // A resolved comment is set apart by its tint and "Resolved", not by fading (faded text fails AA contrast).
            style={{ background: comment.resolved ? '#f5f7fa' : undefined, padding: '8px 4px', borderBottom: '1px solid #eef0f4' }}
          >
            <Flex justify="space-between" align="start" gap={8}>
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={seek} aria-label={`Seek to ${span}: ${comment.text}`}>
                  {span}
                </Button>{' '}
                <Typography.Text delete={comment.resolved} style={{ cursor: 'pointer' }} onClick={seek}>
                  {comment.text}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">by {comment.author}</Typography.Text>{' '}
                  {comment.authorKind === 'guest' && (
                    <ToneTag tone="purple" style={{ marginInlineStart: 4 }}>
                      Guest
                    </ToneTag>
                  )}
                  {comment.drawing && (
                    <ToneTag tone="grey" style={{ marginInlineStart: 4 }}>
                      Drawing
                    </ToneTag>
                  )}
                  {comment.carriedFromId !== null && (
                    <ToneTag tone="grey" style={{ marginInlineStart: 4 }}>
                      Carried over
                    </ToneTag>
                  )}
                  {comment.resolved && <Typography.Text style={{ color: '#135200' }}> · Resolved</Typography.Text>}
                </div>
              </div>
              {actions && <Flex gap={4}>{actions(comment)}</Flex>}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
