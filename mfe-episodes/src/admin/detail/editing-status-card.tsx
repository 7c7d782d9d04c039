import { DETAIL_STATUS_OPTIONS } from '@podcast/contracts';
import { EpisodeStatusBadge } from '@podcast/web-kit/admin';
import { Card, Select } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';
import { detailStatusValue, type DetailStatusValue } from './status-change';

interface EditingStatusCardProps {
  episode: AdminEpisodeDto;
  editing: boolean;
  pending: boolean;
  onChange: (value: DetailStatusValue) => void;
}

/** The side card: the Editing Status badge, or the selector in edit mode (spec §2, §4). */
export function EditingStatusCard({ episode, editing, pending, onChange }: EditingStatusCardProps) {
  return (
    <Card title="Editing Status" size="small">
      {editing ? (
        <Select
          aria-label="Editing Status"
          style={{ width: '100%' }}
          value={detailStatusValue(episode)}
          loading={pending}
          disabled={pending}
          options={DETAIL_STATUS_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          onChange={onChange}
        />
      ) : (
        <EpisodeStatusBadge status={episode.status} editingStatus={episode.editingStatus} />
      )}
    </Card>
  );
}
