import { ExportOutlined } from '@ant-design/icons';
import { EpisodeStatus } from '@podcast/contracts';
import { formatLocalDate } from '@podcast/web-kit';
import { EpisodeStatusBadge } from '@podcast/web-kit/admin';
import { Button, Flex, Typography } from 'antd';
import type { AdminEpisodeDto, VideoAssetDto } from '../api-dto';

interface StatusPanelProps {
  episode: AdminEpisodeDto;
  /** The edited video selected as the final one (Media Files' radio), if any. */
  selectedVideo: VideoAssetDto | null;
  pending: boolean;
  onRevise: () => void;
  onApprove: () => void;
  /** Opens the Unpublish confirmation. */
  onUnpublish: () => void;
}

const PANEL = { padding: 16, borderRadius: 12, marginBottom: 16 } as const;

/**
 * The detail's first block (issue 29): where the episode stands and the one next action, above
 * everything else so a phone shows it without scrolling. Published: View public page and Unpublish.
 * A draft with a selected edited video: the spec's "Publishing: {file}" with Revise and Approve &
 * Publish. Otherwise: what is missing before it can be reviewed.
 */
export function StatusPanel({ episode, selectedVideo, pending, onRevise, onApprove, onUnpublish }: StatusPanelProps) {
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
          <Button danger onClick={onUnpublish} disabled={pending}>
            Unpublish
          </Button>
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
          Click &quot;Revise&quot; to request changes, or &quot;Approve &amp; Publish&quot; to make the selected video public.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button onClick={onRevise} disabled={pending}>
            Revise
          </Button>
          <Button type="primary" onClick={onApprove} loading={pending}>
            Approve &amp; Publish
          </Button>
        </Flex>
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
        Next: upload the completed edited video under Media Files; once it is uploaded you can approve and publish it here.
      </Typography.Paragraph>
    </section>
  );
}
