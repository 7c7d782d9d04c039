import { ExportOutlined } from '@ant-design/icons';
import { EpisodeStatus } from '@podcast/contracts';
import { formatLocalDate } from '@podcast/web-kit';
import { EpisodeStatusBadge, whoMay } from '@podcast/web-kit/admin';
import { Button, Flex, Typography } from 'antd';
import type { AdminEpisodeDto, VideoAssetDto } from '../api-dto';

interface StatusPanelProps {
  episode: AdminEpisodeDto;
  /** The edited video selected as the final one (Media Files' radio), if any. */
  selectedVideo: VideoAssetDto | null;
  pending: boolean;
  /** episodes.write: Revise (a PATCH of the editing status). */
  canRevise: boolean;
  /** episodes.publish: Approve & Publish and Unpublish. */
  canPublish: boolean;
  onRevise: () => void;
  onApprove: () => void;
  /** Opens the Unpublish confirmation. */
  onUnpublish: () => void;
}

const PANEL = { padding: 16, borderRadius: 12, marginBottom: 16 } as const;

/** What an episode without an edited video waits for, as the role can act on it. */
function nextStepText(canRevise: boolean, canPublish: boolean): string {
  if (canPublish) return 'Next: upload the completed edited video under Media Files; once it is uploaded you can approve and publish it here.';
  if (canRevise)
    return `Next: upload the completed edited video under Media Files; once it is uploaded, ${whoMay('episodes.publish')} can approve and publish it here.`;
  return 'It has no edited video yet.';
}

/** The review decision's sentence: only the buttons the role has (the spec's text when it has both). */
function decisionText(canRevise: boolean, canPublish: boolean): string {
  if (canRevise && canPublish) return 'Click "Revise" to request changes, or "Approve & Publish" to make the selected video public.';
  if (canRevise) return `Click "Revise" to request changes. Publishing it is for ${whoMay('episodes.publish')}.`;
  if (canPublish) return 'Click "Approve & Publish" to make the selected video public.';
  return 'This is the edited video that would be made public. Your role does not review or publish it.';
}

/**
 * The detail's first block (issue 29): where the episode stands and the one next action, above
 * everything else so a phone shows it without scrolling. Published: View public page and Unpublish.
 * A draft with a selected edited video: the spec's "Publishing: {file}" with Revise and Approve &
 * Publish. Otherwise: what is missing before it can be reviewed. A role offers only the buttons its
 * permissions allow (issue 31), and the text names only those.
 */
export function StatusPanel({ episode, selectedVideo, pending, canRevise, canPublish, onRevise, onApprove, onUnpublish }: StatusPanelProps) {
  const badge = <EpisodeStatusBadge status={episode.status} editingStatus={episode.editingStatus} />;

  if (episode.status === EpisodeStatus.Published) {
    return (
      <section aria-label="Status" data-testid="status-panel" style={{ ...PANEL, background: '#f6ffed', border: '1px solid #b7eb8f' }}>
        <Flex align="center" gap={8} wrap>
          {badge}
          <Typography.Text strong>Public since {formatLocalDate(episode.publishedAt)}</Typography.Text>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 12px' }}>
          Visitors see it on the site, in the episode list and in the podcast feeds.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button type="primary" href={`/episodes/${episode.id}`} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />}>
            View public page
          </Button>
          {canPublish && (
            <Button danger onClick={onUnpublish} disabled={pending}>
              Unpublish
            </Button>
          )}
        </Flex>
      </section>
    );
  }

  if (selectedVideo) {
    return (
      <section aria-label="Review decision" data-testid="status-panel" style={{ ...PANEL, background: '#fff7e0', border: '1px solid #ffe58f' }}>
        <Flex align="center" gap={8} wrap>
          {badge}
          <Typography.Text strong>Publishing: {selectedVideo.originalName}</Typography.Text>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 12px' }}>
          {decisionText(canRevise, canPublish)}
        </Typography.Paragraph>
        {(canRevise || canPublish) && (
          <Flex gap={8} wrap>
            {canRevise && (
              <Button onClick={onRevise} disabled={pending}>
                Revise
              </Button>
            )}
            {canPublish && (
              <Button type="primary" onClick={onApprove} loading={pending}>
                Approve &amp; Publish
              </Button>
            )}
          </Flex>
        )}
      </section>
    );
  }

  return (
    <section aria-label="Status" data-testid="status-panel" style={{ ...PANEL, background: '#f5f7fa', border: '1px solid #e6e8ee' }}>
      <Flex align="center" gap={8} wrap>
        {badge}
        <Typography.Text strong>Not public</Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {nextStepText(canRevise, canPublish)}
      </Typography.Paragraph>
    </section>
  );
}
