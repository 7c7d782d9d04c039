import { AUTOMATION_ACTION_LABELS } from '@podcast/contracts';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import type { AutomationRunDto } from '../automation.api';
import { RUN_STATUS_COLORS } from '../automation-view';

const columns: TableColumnsType<AutomationRunDto> = [
  { title: 'When', key: 'when', render: (_, run) => new Date(run.createdAt).toLocaleString() },
  { title: 'Rule', dataIndex: 'ruleName', key: 'rule' },
  { title: 'Guest', dataIndex: 'guestName', key: 'guest' },
  { title: 'Action', key: 'action', render: (_, run) => AUTOMATION_ACTION_LABELS[run.actionType] ?? run.actionType },
  { title: 'Status', key: 'status', render: (_, run) => <Tag color={RUN_STATUS_COLORS[run.status]}>{run.status}</Tag> },
  { title: 'Detail', dataIndex: 'detail', key: 'detail' },
];

/** The latest automation runs (GET /api/admin/automation/runs): what each rule did, or why not. */
export function RunsTable({ runs, loading }: { runs: AutomationRunDto[]; loading: boolean }) {
  return (
    <Card title="Recent Automation Runs" data-testid="runs-table">
      <Table<AutomationRunDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={runs}
        loading={loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No automation runs yet' }}
      />
    </Card>
  );
}
