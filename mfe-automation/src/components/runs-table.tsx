import { RedoOutlined } from '@ant-design/icons';
import { AUTOMATION_ACTION_LABELS } from '@podcast/contracts';
import { plainErrorMessage } from '@podcast/web-kit';
import { LoadError, ToneTag, useKeyboardScrollableTables, useToast } from '@podcast/web-kit/admin';
import { Button, Card, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useRunAgain, type AutomationRunDto } from '../automation.api';
import { RUN_STATUS_TONES } from '../automation-view';

/** The id the Guest Bookings toast links to (/admin/automation#run-history). */
export const RUN_HISTORY_ID = 'run-history';

const EMPTY_TEXT = 'No automation runs yet';

const when = (run: AutomationRunDto): ReactNode => (
  <time dateTime={run.createdAt} title={new Date(run.createdAt).toLocaleString()}>
    {new Date(run.createdAt).toLocaleString()}
  </time>
);
const action = (run: AutomationRunDto): string => AUTOMATION_ACTION_LABELS[run.actionType] ?? run.actionType;
const status = (run: AutomationRunDto): ReactNode => <ToneTag tone={RUN_STATUS_TONES[run.status]}>{run.status}</ToneTag>;

function Detail({ run, runAgain, pendingId }: { run: AutomationRunDto; runAgain: (run: AutomationRunDto) => void; pendingId: number | undefined }) {
  return (
    <div>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{run.detail}</Typography.Text>
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
  );
}

const wideColumns = (runAgain: (run: AutomationRunDto) => void, pendingId: number | undefined): TableColumnsType<AutomationRunDto> => [
  { title: 'When', key: 'when', fixed: 'left', width: 130, render: (_, run) => when(run) },
  { title: 'Rule', dataIndex: 'ruleName', key: 'rule' },
  { title: 'Guest', dataIndex: 'guestName', key: 'guest' },
  { title: 'Action', key: 'action', render: (_, run) => action(run) },
  { title: 'Status', key: 'status', render: (_, run) => status(run) },
  { title: 'Detail', key: 'detail', render: (_, run) => <Detail run={run} runAgain={runAgain} pendingId={pendingId} /> },
];

/** On a phone: one stacked cell per run (rule, guest and action, status and time, detail), so nothing scrolls sideways. */
const phoneColumns = (runAgain: (run: AutomationRunDto) => void, pendingId: number | undefined): TableColumnsType<AutomationRunDto> => [
  {
    title: 'Run',
    key: 'run',
    render: (_, run) => (
      <Space orientation="vertical" size={2} style={{ minWidth: 0, width: '100%' }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {run.ruleName}
        </Typography.Text>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          {action(run)} for {run.guestName}
        </Typography.Text>
        <Space size={8} wrap>
          {status(run)}
          <Typography.Text type="secondary">{when(run)}</Typography.Text>
        </Space>
        <Detail run={run} runAgain={runAgain} pendingId={pendingId} />
      </Space>
    ),
  },
];

/** The narrowest layout of the run history beside the sidebar: every column fits at 1280 px. */
export const RUNS_TABLE_MIN_WIDTH = 860;

interface RunsTableProps {
  runs: AutomationRunDto[];
  loading: boolean;
  /** The failed load, if the history could not be read. */
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
}

/** The latest automation runs (GET /api/admin/automation/runs): what each rule did, or why not. */
export function RunsTable({ runs, loading, error, onRetry, retrying }: RunsTableProps) {
  const ref = useKeyboardScrollableTables<HTMLDivElement>('Recent automation runs table');
  const toast = useToast();
  const again = useRunAgain();
  // Six columns need a tablet's width; a phone gets the stacked cell.
  const wide = Grid.useBreakpoint().md ?? false;
  const runAgain = (run: AutomationRunDto) =>
    again.mutate(run.id, {
      onSuccess: () => toast.success('Run Queued', `The email to ${run.guestName} is queued again.`),
      onError: (failure) => {
        console.warn('Run again failed', failure);
        toast.error('Run Again Failed', plainErrorMessage(failure, 'Failed to run the action again'));
      },
    });
  const pendingId = again.isPending ? again.variables : undefined;
  return (
    <Card ref={ref} id={RUN_HISTORY_ID} title="Recent Automation Runs" data-testid="runs-table" style={{ scrollMarginTop: 80 }}>
      {error ? (
        <LoadError title="Could not load the automation runs" error={error} onRetry={onRetry} retrying={retrying} />
      ) : (
        <Table<AutomationRunDto>
          rowKey="id"
          size="small"
          columns={wide ? wideColumns(runAgain, pendingId) : phoneColumns(runAgain, pendingId)}
          dataSource={runs}
          loading={loading}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          tableLayout={wide ? 'auto' : 'fixed'}
          scroll={wide ? { x: RUNS_TABLE_MIN_WIDTH } : undefined}
          // antd's placeholder grey is too light for text (WCAG AA): the theme's secondary text colour.
          locale={{ emptyText: <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text> }}
        />
      )}
    </Card>
  );
}
