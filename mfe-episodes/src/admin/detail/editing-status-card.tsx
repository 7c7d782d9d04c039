import { DETAIL_STATUS_OPTIONS, EpisodeStatus } from '@podcast/contracts';
import { EpisodeStatusBadge } from '@podcast/web-kit/admin';
import { Card, Select, Typography } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';
import type { DetailStatusValue } from './status-change';

interface EditingStatusCardProps {
  episode: AdminEpisodeDto;
  editing: boolean;
  /** The form's value in edit mode: nothing is stored until Save Changes (issue 12). */
  value: DetailStatusValue;
  disabled: boolean;
  /**
   * episodes.publish: without it the selector offers no Publish, and a published episode keeps its
   * badge (moving it off Publish would unpublish it).
   */
  canPublish: boolean;
  onChange: (value: DetailStatusValue) => void;
}

/**
 * The side card: the Editing Status badge, or the selector in edit mode (spec §2, §4). Unpublish and
 * the other next actions live in the status panel at the top of the detail (issue 29).
 */
export function EditingStatusCard({ episode, editing, value, disabled, canPublish, onChange }: EditingStatusCardProps) {
  const options = DETAIL_STATUS_OPTIONS.filter((option) => canPublish || option.value !== 'published');
  return (
    <Card title="Editing Status" size="small">
      {editing && (canPublish || episode.status !== EpisodeStatus.Published) ? (
        <>
          <Select
            aria-label="Editing Status"
            style={{ width: '100%' }}
            value={value}
            disabled={disabled}
            options={options.map((option) => ({ value: option.value, label: option.label }))}
            onChange={onChange}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            Saved with Save Changes.
          </Typography.Text>
        </>
      ) : (
        <EpisodeStatusBadge status={episode.status} editingStatus={episode.editingStatus} />
      )}
    </Card>
  );
}
