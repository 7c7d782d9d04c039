import { RedoOutlined } from '@ant-design/icons';
import { AUTOMATION_ACTION_LABELS } from '@podcast/contracts';
import { ApiError } from '@podcast/web-kit';
import { ToneTag, useKeyboardScrollableTables, useToast } from '@podcast/web-kit/admin';
import { Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { useRunAgain, type AutomationRunDto } from '../automation.api';
import { RUN_STATUS_TONES } from '../automation-view';

/** The id the Guest Bookings toast links to (/admin/automation#run-history). */
export const RUN_HISTORY_ID = 'run-history';

const columns = (runAgain: (run: AutomationRunDto) => void, pendingId: number | undefined): TableColumnsType<AutomationRunDto> => [
  { title: 'When', key: 'when', fixed: 'left', width: 130, render: (_, run) => new Date(run.createdAt).toLocaleString() },
  { title: 'Rule', dataIndex: 'ruleName', key: 'rule' },
  { title: 'Guest', dataIndex: 'guestName', key: 'guest' },
  { title: 'Action', key: 'action', render: (_, run) => AUTOMATION_ACTION_LABELS[run.actionType] ?? run.actionType },
  { title: 'Status', key: 'status', render: (_, run) => <ToneTag tone={RUN_STATUS_TONES[run.status]}>{run.status}</ToneTag> },
  {
    title: 'Detail',
    key: 'detail',
    render: (_, run) => (
      <div>
        <Typography.Text>{run.detail}</Typography.Text>
        {run.canRunAgain && (
          <div style={{ marginTop: 4 }}>
            <Button
              size="small"
              icon={<RedoOutlined />}
              loading={pendingId === run.id}
              aria-label={`Run again: ${run.ruleName} for ${run.guestName}`}
              onClick={() => runAgain(run)}
            >
              Run again
            </Button>
          </div>
        )}
      </div>
    ),
  },
];

/** The narrowest layout of the run history: every column fits beside the sidebar at 1280 px; a phone scrolls it inside the card. */
export const RUNS_TABLE_MIN_WIDTH = 860;

/** The latest automation runs (GET /api/admin/automation/runs): what each rule did, or why not. */
export function RunsTable({ runs, loading }: { runs: AutomationRunDto[]; loading: boolean }) {
  const ref = useKeyboardScrollableTables<HTMLDivElement>('Recent automation runs table');
  const toast = useToast();
  const again = useRunAgain();
  const runAgain = (run: AutomationRunDto) =>
    again.mutate(run.id, {
      onSuccess: () => toast.success('Run Queued', `The email to ${run.guestName} is queued again.`),
      onError: (error) => {
        console.warn('Run again failed', error);
        toast.error('Run Again Failed', error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Failed to run the action again');
      },
    });
  return (
    <Card ref={ref} id={RUN_HISTORY_ID} title="Recent Automation Runs" data-testid="runs-table" style={{ scrollMarginTop: 80 }}>
      <Table<AutomationRunDto>
        rowKey="id"
        size="small"
        columns={columns(runAgain, again.isPending ? again.variables : undefined)}
        dataSource={runs}
        loading={loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        tableLayout="auto"
        scroll={{ x: RUNS_TABLE_MIN_WIDTH }}
        locale={{ emptyText: 'No automation runs yet' }}
      />
    </Card>
  );
}
