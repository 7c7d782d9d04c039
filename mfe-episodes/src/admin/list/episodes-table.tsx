import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { formatLocalDate } from '@podcast/web-kit';
import { EpisodeStatusBadge } from '@podcast/web-kit/admin';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';
import { RouterLinkButton } from '../router-link-button';
import { descriptionPreview } from './episode-list';

interface EpisodesTableProps {
  rows: AdminEpisodeDto[];
  loading: boolean;
  onDelete: (episode: AdminEpisodeDto) => void;
}

/** The Manage Episodes table (spec §2); pagination is ours, below it. */
export function EpisodesTable({ rows, loading, onDelete }: EpisodesTableProps) {
  const columns: TableColumnsType<AdminEpisodeDto> = [
    { title: '#', dataIndex: 'episodeNumber', key: 'number', width: 64 },
    {
      title: 'Episode',
      key: 'episode',
      render: (_, episode) => (
        <div>
          <Typography.Text strong>{episode.title}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{descriptionPreview(episode.description)}</Typography.Text>
          </div>
        </div>
      ),
    },
    { title: 'Guest', key: 'guest', render: (_, episode) => episode.guestName || <Typography.Text type="secondary">No guest</Typography.Text> },
    { title: 'Status', key: 'status', render: (_, episode) => <EpisodeStatusBadge status={episode.status} editingStatus={episode.editingStatus} /> },
    { title: 'Duration', key: 'duration', render: (_, episode) => episode.duration || '—' },
    { title: 'Plays', dataIndex: 'plays', key: 'plays' },
    { title: 'Created', key: 'created', render: (_, episode) => formatLocalDate(episode.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, episode) => (
        <Space>
          <RouterLinkButton to={`/admin/episodes/${episode.id}`} size="small" icon={<EyeOutlined />} aria-label={`Preview ${episode.title}`} />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${episode.title}`} onClick={() => onDelete(episode)} />
        </Space>
      ),
    },
  ];
  return (
    <Table<AdminEpisodeDto> rowKey="id" columns={columns} dataSource={rows} loading={loading} pagination={false} locale={{ emptyText: 'No episodes found' }} />
  );
}
