import { AUDIT_ACTIONS, AUDIT_TARGET_TYPE_LABELS, AUDIT_TARGET_TYPES, type AuditAction, type AuditEntryDto, type AuditTargetType } from '@podcast/contracts';
import { LoadError } from '@podcast/web-kit/admin';
import { Button, Card, Empty, Flex, Input, Pagination, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useAdminSession, useDebouncedValue } from '@podcast/web-kit';
import { useNarrowScreen } from '../layout/use-narrow-screen';
import { actionLabel, AUDIT_PAGE_SIZE, changeLines, NO_FILTERS, targetText, useAuditPage, type AuditFilters } from './audit.api';

const when = (at: string) => new Date(at).toLocaleString();
const actorText = (entry: AuditEntryDto) => entry.actorEmail ?? 'System';

function Changes({ entry }: { entry: AuditEntryDto }) {
  const lines = changeLines(entry.changes);
  if (lines.length === 0) return <>—</>;
  return (
    <ul className="audit-changes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Filters({ value, onChange }: { value: AuditFilters; onChange: (next: AuditFilters) => void }) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label="Filter the audit trail">
      <Input
        aria-label="Actor's email"
        placeholder="Actor's email"
        allowClear
        style={{ width: 220, maxWidth: '100%' }}
        value={value.actor}
        onChange={(event) => onChange({ ...value, actor: event.target.value })}
      />
      <Select<AuditAction>
        aria-label="Action"
        placeholder="Any action"
        allowClear
        style={{ width: 240, maxWidth: '100%' }}
        value={value.action ?? undefined}
        onChange={(action) => onChange({ ...value, action: action ?? null })}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
      />
      <Select<AuditTargetType>
        aria-label="Target type"
        placeholder="Any target"
        allowClear
        style={{ width: 180, maxWidth: '100%' }}
        value={value.targetType ?? undefined}
        onChange={(targetType) => onChange({ ...value, targetType: targetType ?? null })}
        options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_TYPE_LABELS[type] }))}
      />
      <label className="audit-date">
        From{' '}
        <input
          type="date"
          value={value.from ?? ''}
          max={value.to ?? undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value || null })}
        />
      </label>
      <label className="audit-date">
        To{' '}
        <input type="date" value={value.to ?? ''} min={value.from ?? undefined} onChange={(event) => onChange({ ...value, to: event.target.value || null })} />
      </label>
      <Button onClick={() => onChange(NO_FILTERS)}>Clear filters</Button>
    </Flex>
  );
}

/** The owners' Audit screen (issue 31 item 5): who did what and when, newest first, filtered and paged. */
export function AuditPage() {
  const { admin } = useAdminSession();
  if (admin && !admin.permissions.includes('audit.read'))
    return <Empty description="The audit trail is for owners. An owner can change your role on the Team screen or with npm run admin -- set-role." />;
  return <AuditList />;
}

function AuditList() {
  const narrow = useNarrowScreen();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // The address filter waits for a pause in typing; the others apply at once.
  const actor = useDebouncedValue(filters.actor, 300);
  const query = useAuditPage({ ...filters, actor }, page);
  const change = (next: AuditFilters) => {
    setFilters(next);
    setPage(1);
  };
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  return (
    <section aria-labelledby="audit-title" style={{ maxWidth: '100%' }}>
      <Typography.Title level={2} id="audit-title">
        Audit trail
      </Typography.Title>
      <Typography.Paragraph type="secondary">Who did what and when. Entries cannot be changed or deleted.</Typography.Paragraph>
      <Filters value={filters} onChange={change} />
      {query.isError ? (
        <LoadError title="The audit trail could not be loaded" error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : narrow ? (
        <div aria-busy={query.isFetching}>
          {rows.length === 0 && !query.isPending ? <Empty description="No entries match these filters" /> : null}
          <ul className="audit-cards" aria-label="Audit entries">
            {rows.map((entry) => (
              <li key={entry.id}>
                <Card size="small" title={actionLabel(entry.action)}>
                  <p>
                    <strong>When:</strong> {when(entry.at)}
                  </p>
                  <p>
                    <strong>Who:</strong> {actorText(entry)}
                  </p>
                  <p>
                    <strong>What:</strong> {targetText(entry)}
                  </p>
                  <Changes entry={entry} />
                </Card>
              </li>
            ))}
          </ul>
          {total > AUDIT_PAGE_SIZE ? (
            <Pagination simple current={page} pageSize={AUDIT_PAGE_SIZE} total={total} onChange={setPage} style={{ marginTop: 12 }} />
          ) : null}
        </div>
      ) : (
        <Table<AuditEntryDto>
          rowKey="id"
          loading={query.isFetching}
          dataSource={rows}
          locale={{ emptyText: <Typography.Text type="secondary">No entries match these filters</Typography.Text> }}
          pagination={{ current: page, pageSize: AUDIT_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage, showTotal: (count) => `${count} entries` }}
          columns={[
            { title: 'When', dataIndex: 'at', width: 160, render: (at: string) => when(at) },
            { title: 'Who', key: 'actor', width: 190, render: (_value, entry) => actorText(entry) },
            { title: 'Action', dataIndex: 'action', width: 160, render: (action: string) => actionLabel(action) },
            { title: 'Target', key: 'target', width: 230, render: (_value, entry) => targetText(entry) },
            { title: 'Change', key: 'changes', render: (_value, entry) => <Changes entry={entry} /> },
          ]}
        />
      )}
    </section>
  );
}
