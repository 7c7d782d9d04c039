import { needsVideoAcknowledgement, pickFinalVideo, PUBLISH_TEXTS, VideoAssetType, videoReadiness, VideoReadiness, visitorsWillSee } from '@podcast/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Descriptions, Modal, Spin, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { reads } from '../data-changes';
import { formatPlayerTime } from '../format';
import { plainErrorMessage } from '../plain-error';
import { apiClient } from '../typed-api';

/**
 * The one publishing confirmation of every admin screen (issue 12): the Editing board's Publish
 * button and Publish column, the episode detail's status selector, Approve & Publish, and creating an
 * episode as published all open this dialog. The rule itself is packages/contracts/src/publishing.ts;
 * the API enforces the same rule.
 */

/** The episode about to go public; `id` is null while it does not exist yet (the create form). */
export interface PublishTarget {
  id: number | null;
  title: string;
  guestName: string | null;
  episodeNumber: number;
  finalVideoAssetId?: number | null;
}

export interface PublishAcknowledgement {
  /** true only when the admin ticked "Publish without video"; false makes the API refuse a publish whose video is not ready. */
  publishWithoutVideo: boolean;
}

interface PublishDialogProps {
  /** Open while not null. */
  target: PublishTarget | null;
  /** The edited video Approve & Publish makes final (else the episode's final video, else the newest). */
  videoAssetId?: number | null;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (acknowledgement: PublishAcknowledgement) => void;
}

/** web-kit's own key (no remote's): the dialog always refetches, and an upload or delete reaches it through `reads('video-assets')`. */
export const publishAssetsKey = (episodeId: number) => ['web-kit', 'publish-dialog', 'video-assets', episodeId] as const;

/** web-kit's own key for the comments of the version about to go public; a comment added or resolved anywhere reaches it through `reads('comments')`. */
export const publishCommentsKey = (assetId: number) => ['web-kit', 'publish-dialog', 'comments', assetId] as const;

export function PublishDialog({ target, videoAssetId, pending = false, onCancel, onConfirm }: PublishDialogProps) {
  return (
    <Modal open={target !== null} title="Publish this episode?" onCancel={onCancel} footer={null} destroyOnHidden>
      {target && (
        <PublishBody key={target.id ?? 'new'} target={target} videoAssetId={videoAssetId} pending={pending} onCancel={onCancel} onConfirm={onConfirm} />
      )}
    </Modal>
  );
}

function PublishBody({
  target,
  videoAssetId,
  pending,
  onCancel,
  onConfirm,
}: Required<Omit<PublishDialogProps, 'target' | 'videoAssetId'>> & {
  target: PublishTarget;
  videoAssetId?: number | null;
}) {
  const [acknowledged, setAcknowledged] = useState(false);
  const assets = useQuery({
    queryKey: publishAssetsKey(target.id ?? 0),
    ...reads('video-assets'),
    enabled: target.id !== null,
    queryFn: ({ signal }) => apiClient.get('/api/admin/episodes/{id}/video-assets', { params: { path: { id: target.id ?? 0 } }, signal }),
    // What goes live must be judged on the server's current state, not on a cached list.
    refetchOnMount: 'always',
  });
  const loading = target.id !== null && assets.isFetching && !assets.isSuccess;
  const edited = (assets.data ?? []).filter((asset) => asset.type === VideoAssetType.Edited);
  const video = target.id === null ? null : pickFinalVideo(edited, videoAssetId ?? target.finalVideoAssetId);
  const readiness = videoReadiness(video);
  const needsAck = needsVideoAcknowledgement(readiness);
  const canPublish = !loading && !assets.isError && (!needsAck || acknowledged);
  const comments = useQuery({
    queryKey: publishCommentsKey(video?.id ?? 0),
    ...reads('comments'),
    enabled: video !== null,
    queryFn: ({ signal }) => apiClient.get('/api/admin/video-assets/{assetId}/comments', { params: { path: { assetId: video?.id ?? 0 } }, signal }),
    refetchOnMount: 'always',
  });
  // The review's open points on this very version, in the order of the video (issue 29).
  const open = (comments.data ?? []).filter((comment) => !comment.resolved).sort((a, b) => a.timecodeSec - b.timecodeSec || a.id - b.id);

  const videoText: ReactNode = video ? (
    <>
      {video.originalName}
      {video.version !== null && ` (Version ${video.version})`} ·{' '}
      {readiness === VideoReadiness.Ready ? '720p and 480p ready' : `not transcoded (${video.transcodingStatus ?? 'not started'})`}
    </>
  ) : (
    'No edited video'
  );

  return (
    <div data-testid="publish-dialog">
      <Typography.Paragraph>This makes the episode public on the site, in the episode list and in the podcast feeds.</Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'episode', label: 'Episode', children: `Episode #${target.episodeNumber}: ${target.title}` },
          { key: 'guest', label: 'Guest', children: target.guestName?.trim() || 'No guest' },
          { key: 'video', label: 'Video', children: loading ? <Spin size="small" aria-label="Checking the video" /> : videoText },
        ]}
      />
      {assets.isError && (
        <Alert style={{ marginTop: 12 }} type="error" title="Could not check the episode's video" description={plainErrorMessage(assets.error)} />
      )}
      {!loading && !assets.isError && (
        <Alert
          style={{ marginTop: 12 }}
          type={needsAck ? 'warning' : 'success'}
          showIcon
          title={needsAck ? 'No approved, transcoded video' : 'Video ready'}
          description={visitorsWillSee(readiness, video)}
        />
      )}
      {video && comments.isError && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title="Could not check this version's review comments"
          description={plainErrorMessage(comments.error)}
          action={
            <Button size="small" onClick={() => void comments.refetch()} loading={comments.isFetching}>
              Retry
            </Button>
          }
        />
      )}
      {video && open.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          data-testid="open-comments"
          title={`${open.length} open review ${open.length === 1 ? 'comment' : 'comments'} on this version`}
          description={
            <>
              <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
                {open.map((comment) => (
                  <li key={comment.id} style={{ overflowWrap: 'anywhere' }}>
                    <strong>{formatPlayerTime(comment.timecodeSec)}</strong> {comment.text}
                  </li>
                ))}
              </ul>
              Publishing does not resolve them: they stay open on this version.
            </>
          }
        />
      )}
      {!loading && needsAck && (
        <Checkbox style={{ marginTop: 12 }} checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)}>
          {PUBLISH_TEXTS.acknowledge}
        </Checkbox>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="primary" disabled={!canPublish} loading={pending} onClick={() => onConfirm({ publishWithoutVideo: needsAck })}>
          Publish
        </Button>
      </div>
    </div>
  );
}

export interface PublishedToast {
  episodeId: number;
  title: string;
  description: string;
  /** Unpublishes again (the toast's Undo). */
  onUndo: () => void;
}

/** How long the "published" toast with its Undo stays (longer than the spec's 5 s default, so Undo can be reached). */
export const PUBLISHED_TOAST_SECONDS = 10;

/** The toast after publishing: says so, links to the public page and offers Undo (which unpublishes). */
export function usePublishedToast(): (toast: PublishedToast) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ episodeId, title, description, onUndo }: PublishedToast) => {
      const key = `published-${episodeId}`;
      notification.success({
        key,
        title,
        description: (
          <>
            {description}{' '}
            <a href={`/episodes/${episodeId}`} target="_blank" rel="noopener noreferrer">
              View public page
            </a>
          </>
        ),
        actions: (
          <Button
            size="small"
            onClick={() => {
              notification.destroy(key);
              onUndo();
            }}
          >
            Undo
          </Button>
        ),
        duration: PUBLISHED_TOAST_SECONDS,
        placement: 'topRight',
        role: 'status',
      });
    },
    [notification],
  );
}
