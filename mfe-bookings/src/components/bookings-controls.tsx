import { PlusOutlined } from '@ant-design/icons';
import { BOOKING_SORT_LABELS, BookingSort } from '@podcast/contracts';
import { Button, Select, Space } from 'antd';

const SORT_OPTIONS = Object.values(BookingSort).map((sort) => ({ value: sort, label: BOOKING_SORT_LABELS[sort] }));

interface BookingsControlsProps {
  sort: BookingSort;
  onSortChange: (sort: BookingSort) => void;
  showArchive: boolean;
  onToggleArchive: () => void;
  onAdd: () => void;
}

/** Sort dropdown, archive toggle and Add New Guest (spec §2). */
export function BookingsControls({ sort, onSortChange, showArchive, onToggleArchive, onAdd }: BookingsControlsProps) {
  return (
    <Space wrap>
      <Select<BookingSort> aria-label="Sort guests" value={sort} options={SORT_OPTIONS} onChange={onSortChange} style={{ minWidth: 170 }} />
      <Button onClick={onToggleArchive} aria-pressed={showArchive}>
        {showArchive ? 'Hide Archive' : 'Show Archive'}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        Add New Guest
      </Button>
    </Space>
  );
}
