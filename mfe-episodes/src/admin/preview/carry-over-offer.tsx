import { plainErrorMessage } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { formatSpan } from '../../review/kit/time-format';
import { useCarryOver } from '../episodes-api';

/**
 * On a newer version: the previous version's unresolved comments, offered to copy onto this one
 * (issue 35 item 3). All are ticked; untick what no longer applies. The originals stay where they are.
 */
export function CarryOverOffer({ assetId }: { assetId: number }) {
  const toast = useToast();
  const { offered, carry } = useCarryOver(assetId);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const comments = offered.data ?? [];
  if (comments.length === 0) return null;
  const chosen = comments.filter((comment) => !unticked.has(comment.id)).map((comment) => comment.id);
  const toggle = (id: number, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Alert
      type="info"
      style={{ marginBottom: 12 }}
      title={`${comments.length} unresolved ${comments.length === 1 ? 'comment' : 'comments'} on the previous version`}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>Carry them over to this version?</Typography.Text>
          <Flex vertical gap={4} style={{ maxHeight: 160, overflowY: 'auto' }}>
            {comments.map((comment) => (
              <Checkbox key={comment.id} checked={!unticked.has(comment.id)} onChange={(event) => toggle(comment.id, event.target.checked)}>
                <span style={{ overflowWrap: 'anywhere' }}>
                  {formatSpan(comment.timecodeMs, comment.endMs)} {comment.text} ({comment.author})
                </span>
              </Checkbox>
            ))}
          </Flex>
          <div>
            <Button
              type="primary"
              size="small"
              disabled={chosen.length === 0}
              loading={carry.isPending}
              onClick={() =>
                carry.mutate(chosen, {
                  onSuccess: (copies) =>
                    toast.success('Comments carried over', `${copies.length} ${copies.length === 1 ? 'comment is' : 'comments are'} now on this version.`),
                  onError: (error) => toast.error('Error', plainErrorMessage(error, 'Failed to carry the comments over. Please try again.')),
                })
              }
            >
              Carry over {chosen.length} {chosen.length === 1 ? 'comment' : 'comments'}
            </Button>
          </div>
        </Flex>
      }
    />
  );
}
