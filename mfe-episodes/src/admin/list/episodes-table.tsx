import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { EpisodeStatus } from '@podcast/contracts';
import { ArtworkPicture, formatLocalDate, EMPTY_VALUE } from '@podcast/web-kit';
import { EpisodeStatusBadge } from '@podcast/web-kit/admin';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';
import { RouterLinkButton } from '../router-link-button';
import { descriptionPreview } from './episode-list';

const THUMB = { width: 64, height: 36 };
const THUMB_FRAME = { ...THUMB, flex: 'none', display: 'block', borderRadius: 4, overflow: 'hidden', background: '#f0f0f0' } as const;

/**
 * The episode's artwork (or poster) beside its title, so an admin finds it the way listeners see
 * it. Decorative: the title next to it says what it is.
 */
export function EpisodeThumbnail({ episode }: { episode: AdminEpisodeDto }) {
  if (episode.artwork) {
    return (
      <ArtworkPicture
        image={episode.artwork}
        sizes="64px"
        decorative
        style={{ picture: THUMB_FRAME, image: { ...THUMB, display: 'block', objectFit: 'cover' } }}
      />
    );
  }
  if (episode.thumbnailUrl) {
    return (
      <span style={THUMB_FRAME} aria-hidden="true">
        <img src={episode.thumbnailUrl} alt="" loading="lazy" decoding="async" style={{ ...THUMB, display: 'block', objectFit: 'cover' }} />
      </span>
    );
  }
  return <span style={THUMB_FRAME} aria-hidden="true" data-testid="episode-thumbnail-placeholder" />;
}

interface EpisodesTableProps {
  rows: AdminEpisodeDto[];
  loading: boolean;
  onDelete: (episode: AdminEpisodeDto) => void;
  /** Takes a published episode back to draft (after a confirmation). */
  onUnpublish: (episode: AdminEpisodeDto) => void;
  /** Whether the role may delete this episode (episodes.write; episodes.delete-published when it is published). */
  canDelete: (episode: AdminEpisodeDto) => boolean;
  /** episodes.publish: Unpublish is offered only then. */
  canUnpublish: boolean;
}

/** The Manage Episodes table (spec §2); pagination is ours, below it. */
export function EpisodesTable({ rows, loading, onDelete, onUnpublish, canDelete, canUnpublish }: EpisodesTableProps) {
  // The fixed columns take 742 px and Episode the rest of a 960 px minimum: every column fits beside
  // the sidebar at 1280 px; narrower screens scroll the table inside its card with # kept in view (issue 12).
  const columns: TableColumnsType<AdminEpisodeDto> = [
    { title: '#', dataIndex: 'episodeNumber', key: 'number', width: 64, fixed: 'left' },
    {
      title: 'Episode',
      key: 'episode',
      render: (_, episode) => (
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', minWidth: 0 }}>
          <EpisodeThumbnail episode={episode} />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>{episode.title}</Typography.Text>
            <div>
              <Typography.Text type="secondary">{descriptionPreview(episode.description)}</Typography.Text>
            </div>
          </div>
        </div>
      ),
    },
    { title: 'Guest', key: 'guest', width: 130, render: (_, episode) => episode.guestName || <Typography.Text type="secondary">No guest</Typography.Text> },
    {
      title: 'Status',
      key: 'status',
      width: 104,
      render: (_, episode) => <EpisodeStatusBadge status={episode.status} editingStatus={episode.editingStatus} />,
    },
    { title: 'Duration', key: 'duration', width: 96, render: (_, episode) => episode.duration || EMPTY_VALUE },
    { title: 'Plays', dataIndex: 'plays', key: 'plays', width: 72 },
    { title: 'Created', key: 'created', width: 112, render: (_, episode) => formatLocalDate(episode.createdAt, EMPTY_VALUE) },
    {
      title: 'Actions',
      key: 'actions',
      width: 164,
      render: (_, episode) => (
        <Space size={4} wrap>
          <RouterLinkButton to={`/admin/episodes/${episode.id}`} size="small" icon={<EyeOutlined />} aria-label={`Preview ${episode.title}`} />
          {canUnpublish && episode.status === EpisodeStatus.Published && (
            <Button size="small" aria-label={`Unpublish ${episode.title}`} onClick={() => onUnpublish(episode)}>
              Unpublish
            </Button>
          )}
          {canDelete(episode) && (
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${episode.title}`} onClick={() => onDelete(episode)} />
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<AdminEpisodeDto>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      size="middle"
      tableLayout="fixed"
      scroll={{ x: 960 }}
      locale={{ emptyText: <Typography.Text type="secondary">No episodes found</Typography.Text> }}
    />
  );
}
