import { DETAIL_STATUS_OPTIONS, EpisodeStatus } from '@podcast/contracts';
import { EpisodeStatusBadge } from '@podcast/web-kit/admin';
import { Button, Card, Flex, Select, Typography } from 'antd';
import type { AdminEpisodeDto } from '../api-dto';
import type { DetailStatusValue } from './status-change';

interface EditingStatusCardProps {
  episode: AdminEpisodeDto;
  editing: boolean;
  /** The form's value in edit mode: nothing is stored until Save Changes (issue 12). */
  value: DetailStatusValue;
  disabled: boolean;
  onChange: (value: DetailStatusValue) => void;
  /** Asks to take a published episode back to draft (with a confirmation). */
  onUnpublish: () => void;
}

/** The side card: the Editing Status badge (and Unpublish for a published episode), or the selector in edit mode (spec §2, §4). */
export function EditingStatusCard({ episode, editing, value, disabled, onChange, onUnpublish }: EditingStatusCardProps) {
  const published = episode.status === EpisodeStatus.Published;
  return (
    <Card title="Editing Status" size="small">
      {editing ? (
        <>
          <Select
            aria-label="Editing Status"
            style={{ width: '100%' }}
            value={value}
            disabled={disabled}
            options={DETAIL_STATUS_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
            onChange={onChange}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            Saved with Save Changes.
          </Typography.Text>
        </>
      ) : (
        <Flex align="center" justify="space-between" gap={8} wrap>
          <EpisodeStatusBadge status={episode.status} editingStatus={episode.editingStatus} />
          {published && (
            <Button size="small" danger onClick={onUnpublish}>
              Unpublish
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
