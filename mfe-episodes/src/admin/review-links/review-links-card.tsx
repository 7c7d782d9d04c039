import { CopyOutlined } from '@ant-design/icons';
import { REVIEW_DECISION_LABELS, REVIEW_DECISION_TONES, type ReviewLinkCreatedDto, type ReviewLinkDto } from '@podcast/contracts';
import { ApiError, plainErrorMessage } from '@podcast/web-kit';
import { LoadError, ToneTag, useToast, type BadgeTone } from '@podcast/web-kit/admin';
import { Alert, Button, Card, Collapse, Divider, Empty, Flex, Input, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useVideoAssets } from '../episodes-api';
import { useEpisodeRights } from '../rights';
import { ReviewLinkForm, type ReviewLinkFormValues } from './review-link-form';
import { useReviewLinkMutations, useReviewLinks } from './review-links-api';

const STATUS_TAG: Record<ReviewLinkDto['status'], { tone: BadgeTone; text: string }> = {
  active: { tone: 'green', text: 'Active' },
  expired: { tone: 'grey', text: 'Expired' },
  revoked: { tone: 'red', text: 'Revoked' },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/** `onRevoke` is absent for a role without episodes.write. */
function LinkRow({ link, onRevoke }: { link: ReviewLinkDto; onRevoke?: () => void }) {
  const status = STATUS_TAG[link.status];
  const name = `${link.version !== null ? `Version ${link.version}` : 'Raw footage'}${link.guestName ? ` for ${link.guestName}` : ''}`;
  return (
    <li data-testid="review-link-row" style={{ padding: '12px 0', borderBottom: '1px solid #eef0f4' }}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography.Text strong>{name}</Typography.Text> <ToneTag tone={status.tone}>{status.text}</ToneTag>
          {link.hasPasscode && <ToneTag tone="grey">Passcode</ToneTag>}
          {link.watermark && <ToneTag tone="grey">Watermark</ToneTag>}
          <div>
            <Typography.Text type="secondary">
              {link.status === 'revoked' ? `Revoked ${when(link.revokedAt)}` : `${link.status === 'expired' ? 'Expired' : 'Expires'} ${when(link.expiresAt)}`}
            </Typography.Text>
          </div>
          <div>
            <Typography.Text data-testid="review-link-opens">
              Opened {link.openCount} {link.openCount === 1 ? 'time' : 'times'}
              {link.lastOpenedAt ? `, last ${when(link.lastOpenedAt)}` : ''} · {link.commentCount} {link.commentCount === 1 ? 'comment' : 'comments'}
            </Typography.Text>
          </div>
          {link.decision && (
            <div data-testid="review-link-decision">
              <ToneTag tone={REVIEW_DECISION_TONES[link.decision]}>{REVIEW_DECISION_LABELS[link.decision]}</ToneTag>
              <Typography.Text type="secondary">
                {link.decidedBy ? `by ${link.decidedBy} ` : ''}
                {when(link.decidedAt)}
              </Typography.Text>
              {link.decisionNote && <Typography.Paragraph style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>“{link.decisionNote}”</Typography.Paragraph>}
            </div>
          )}
          {link.opens.length > 0 && (
            <Collapse
              ghost
              size="small"
              items={[
                {
                  key: 'opens',
                  label: `When it was opened (newest ${link.opens.length})`,
                  children: (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {link.opens.map((open, index) => (
                        <li key={index}>{when(open.openedAt)}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
        </div>
        {onRevoke && link.status === 'active' && (
          <Button danger onClick={onRevoke} aria-label={`Revoke the link of ${name}`}>
            Revoke
          </Button>
        )}
      </Flex>
    </li>
  );
}

/** The new link, shown once (the server keeps only its hash): copy it now. */
function CreatedLink({ link, onDone }: { link: ReviewLinkCreatedDto; onDone: () => void }) {
  const toast = useToast();
  const copy = () =>
    navigator.clipboard.writeText(link.url).then(
      () => toast.success('Link copied', 'Send it to your guest.'),
      () => toast.error('Copy failed', 'Select the link and copy it yourself.'),
    );
  return (
    <Alert
      type="success"
      showIcon
      title="Review link created"
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>Copy it now: it is shown only once. Anyone with it can open this version until it expires.</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link.url} aria-label="New review link" data-testid="new-review-link" onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              Copy
            </Button>
          </Space.Compact>
          <Button size="small" onClick={onDone}>
            Done
          </Button>
        </Space>
      }
    />
  );
}

/**
 * Review links (issue 35): staff make a signed link to one version for a guest without an account,
 * see who opened it and what they decided, and revoke it (after a confirmation; it stops at once).
 * Making and revoking links is episodes.write (issue 31); everyone who sees the episode sees the list.
 */
export function ReviewLinksCard({ episodeId }: { episodeId: number }) {
  const toast = useToast();
  const { write: canWrite } = useEpisodeRights();
  const links = useReviewLinks(episodeId);
  const assets = useVideoAssets(episodeId);
  const { create, revoke } = useReviewLinkMutations(episodeId);
  const [created, setCreated] = useState<ReviewLinkCreatedDto | null>(null);
  const [revoking, setRevoking] = useState<ReviewLinkDto | null>(null);

  const onCreate = ({ assetId, guestName, expiresInDays, passcode, watermark }: ReviewLinkFormValues) =>
    create.mutate(
      { assetId, body: { expiresInDays, watermark, ...(guestName.trim() ? { guestName: guestName.trim() } : {}), ...(passcode ? { passcode } : {}) } },
      {
        onSuccess: setCreated,
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0))
            toast.error('Error', plainErrorMessage(error, 'Failed to create the review link. Please try again.'));
        },
      },
    );
  const fieldErrors = create.error instanceof ApiError && create.error.status === 400 ? create.error.fieldErrors : {};
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoking(null);
        toast.success('Link revoked', 'It no longer opens the video.');
      },
      onError: (error) => toast.error('Error', plainErrorMessage(error, 'Failed to revoke the link. Please try again.')),
    });

  const hasVideo = (assets.data ?? []).some((asset) => asset.contentType.startsWith('video/'));
  return (
    <Card title="Review links" id="review-links" data-testid="review-links-card">
      {canWrite && (
        <>
          {created ? (
            <CreatedLink link={created} onDone={() => setCreated(null)} />
          ) : hasVideo ? (
            <ReviewLinkForm assets={assets.data ?? []} pending={create.isPending} fieldErrors={fieldErrors} onCreate={onCreate} />
          ) : (
            <Typography.Text type="secondary">Upload a video to send it for review.</Typography.Text>
          )}
          <Divider />
        </>
      )}
      {links.isLoading ? (
        <Spin aria-label="Loading review links" />
      ) : links.isError ? (
        <LoadError title="Could not load the review links" error={links.error} onRetry={() => links.refetch()} retrying={links.isFetching} />
      ) : (links.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No review links yet." />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Review links">
          {(links.data ?? []).map((link) => (
            <LinkRow key={link.id} link={link} onRevoke={canWrite ? () => setRevoking(link) : undefined} />
          ))}
        </ul>
      )}
      <Modal
        open={revoking !== null}
        title="Revoke review link"
        onCancel={() => setRevoking(null)}
        footer={[
          <Button key="cancel" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
            Cancel
          </Button>,
          <Button key="revoke" danger type="primary" onClick={confirmRevoke} loading={revoke.isPending}>
            {revoke.isPending ? 'Revoking...' : 'Revoke'}
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          The guest will no longer be able to open the video or comment through this link. This cannot be undone: make a new link to invite them again.
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
