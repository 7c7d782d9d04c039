import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { EpisodeStatus } from '@podcast/contracts';
import { formatLocalDate, EMPTY_VALUE } from '@podcast/web-kit';
import { EpisodeStatusBadge } from '@podcast/web-kit/admin';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';
import { RouterLinkButton } from '../router-link-button';
import { descriptionPreview } from './episode-list';
import { EpisodeThumbnail } from './episodes-table';

interface EpisodeCardsProps {
  rows: AdminEpisodeDto[];
  loading: boolean;
  onDelete: (episode: AdminEpisodeDto) => void;
  onUnpublish: (episode: AdminEpisodeDto) => void;
  canDelete: (episode: AdminEpisodeDto) => boolean;
  canUnpublish: boolean;
}

/** The figures' names: secondary, but dark enough for AA on white (#595959 is 7:1). */
const TERM = { gridColumn: 1, color: '#595959' } as const;
const ITEM = { listStyle: 'none', padding: 12, border: '1px solid #e6e8ee', borderRadius: 10, marginBottom: 12 } as const;

/**
 * Manage Episodes on a phone (issue 29): each episode is a list item with its title, status and the
 * table's figures, and its actions (open, unpublish, delete) as full buttons, with no sideways scroll.
 */
export function EpisodeCards({ rows, loading, onDelete, onUnpublish, canDelete, canUnpublish }: EpisodeCardsProps) {
  if (loading && rows.length === 0) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text type="secondary">No episodes found</Typography.Text>} />;
  return (
    <ul aria-label="Episodes" aria-busy={loading || undefined} data-testid="episode-cards" style={{ padding: 0, margin: 0 }}>
      {rows.map((episode) => (
        <li key={episode.id} aria-label={episode.title} data-testid="episode-card" style={ITEM}>
          <Flex gap={12} align="flex-start">
            <EpisodeThumbnail episode={episode} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                Episode #{episode.episodeNumber}
              </Typography.Text>
              <Typography.Text strong style={{ display: 'block', overflowWrap: 'anywhere' }}>
                {episode.title}
              </Typography.Text>
              <EpisodeStatusBadge status={episode.status} editingStatus={episode.editingStatus} />
            </div>
          </Flex>
          {episode.description && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', overflowWrap: 'anywhere' }}>
              {descriptionPreview(episode.description)}
            </Typography.Paragraph>
          )}
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2, margin: '8px 0 0' }}>
            <dt style={TERM}>Guest</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{episode.guestName || 'No guest'}</dd>
            <dt style={TERM}>Duration</dt>
            <dd style={{ margin: 0 }}>{episode.duration || EMPTY_VALUE}</dd>
            <dt style={TERM}>Plays</dt>
            <dd style={{ margin: 0 }} data-testid="episode-card-plays">
              {episode.plays}
            </dd>
            <dt style={TERM}>Created</dt>
            <dd style={{ margin: 0 }}>{formatLocalDate(episode.createdAt, EMPTY_VALUE)}</dd>
          </dl>
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            <RouterLinkButton to={`/admin/episodes/${episode.id}`} icon={<EyeOutlined aria-hidden />} aria-label={`Open ${episode.title}`}>
              Open
            </RouterLinkButton>
            {canUnpublish && episode.status === EpisodeStatus.Published && (
              <Button aria-label={`Unpublish ${episode.title}`} onClick={() => onUnpublish(episode)}>
                Unpublish
              </Button>
            )}
            {canDelete(episode) && (
              <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${episode.title}`} onClick={() => onDelete(episode)}>
                Delete
              </Button>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
