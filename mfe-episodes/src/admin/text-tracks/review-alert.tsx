import { useToast } from '@podcast/web-kit/admin';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { AdminTextTracksDto, TextTrackReviewDto } from '../api-dto';
import { serverMessage } from '../artwork/artwork-card';
import { ConfirmPopover } from './confirm-popover';
import { chapterCount } from './chapter-order';
import { reviewMessage, reviewNeeds } from './review';
import type { TextTrackMutations } from './text-tracks-api';

interface ReviewAlertProps {
  view: AdminTextTracksDto | undefined;
  review: TextTrackMutations['review'];
  /** The preview's Chapters tab asks about the chapters only. */
  chaptersOnly?: boolean;
}

/**
 * The keep-or-clear question after the final video changed (issue 20): keeping marks them as timed
 * for the new final video; clearing deletes them, so it asks first.
 */
export function ReviewAlert({ view, review, chaptersOnly = false }: ReviewAlertProps) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const needs = reviewNeeds(view);
  if (chaptersOnly) needs.transcript = false;
  const message = reviewMessage(needs);
  if (!message || !view) return null;

  const decide = (body: TextTrackReviewDto, done: string) =>
    review.mutateAsync(body).then(
      () => {
        setError(null);
        toast.success('Chapters & transcript', done);
      },
      (failure: unknown) => setError(serverMessage(failure, 'Failed to save your choice. Please try again.')),
    );
  const pending = (body: TextTrackReviewDto) =>
    review.isPending && review.variables?.chapters === body.chapters && review.variables?.transcript === body.transcript;

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="text-track-review"
      title={message}
      description={
        <Flex vertical gap={8} style={{ marginTop: 4 }}>
          {needs.chapters && (
            <Flex wrap gap={8}>
              <Button size="small" loading={pending({ chapters: 'keep' })} onClick={() => void decide({ chapters: 'keep' }, 'The chapters were kept.')}>
                Keep chapters
              </Button>
              <ConfirmPopover
                title={`Clear all ${chapterCount(view.chapters.length)}?`}
                description="They are deleted. Add chapters again from the final video's preview."
                okText="Clear chapters"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() => decide({ chapters: 'clear' }, 'The chapters were cleared.')}
              >
                <Button size="small" danger loading={pending({ chapters: 'clear' })}>
                  Clear chapters…
                </Button>
              </ConfirmPopover>
            </Flex>
          )}
          {needs.transcript && (
            <Flex wrap gap={8}>
              <Button size="small" loading={pending({ transcript: 'keep' })} onClick={() => void decide({ transcript: 'keep' }, 'The transcript was kept.')}>
                Keep transcript
              </Button>
              <ConfirmPopover
                title="Clear the transcript?"
                description="It is deleted. Upload a transcript timed for the new final video."
                okText="Clear transcript"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() => decide({ transcript: 'clear' }, 'The transcript was cleared.')}
              >
                <Button size="small" danger loading={pending({ transcript: 'clear' })}>
                  Clear transcript…
                </Button>
              </ConfirmPopover>
            </Flex>
          )}
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
