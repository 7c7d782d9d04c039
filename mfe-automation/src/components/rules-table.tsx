import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LoadError, useKeyboardScrollableTables, useToast } from '@podcast/web-kit/admin';
import { Badge, Button, Card, Empty, Grid, Popconfirm, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useDeleteRule, useToggleRule, type AutomationRuleDto, type EmailTemplateDto } from '../automation.api';
import { actionText, failureText, triggerText } from '../automation-view';

interface RulesTableProps {
  rules: AutomationRuleDto[];
  templates: EmailTemplateDto[];
  loading: boolean;
  /** The failed load, if the rules could not be read. */
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
  /** Absent for a role that may look but not change (no automation.write): no New Rule, no controls. */
  onCreate?: () => void;
  onEdit?: (rule: AutomationRuleDto) => void;
}

/** The narrowest layout of the rules table beside the sidebar: all five columns fit at 1280 px. */
export const RULES_TABLE_MIN_WIDTH = 820;

const EMPTY_TEXT = 'No automation rules yet';

/** Automation Rules (spec §2): Rule Name, Trigger, Actions, Status, Controls; on a phone, one card per rule. */
export function RulesTable({ rules, templates, loading, error, onRetry, retrying, onCreate, onEdit }: RulesTableProps) {
  const toast = useToast();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const ref = useKeyboardScrollableTables<HTMLDivElement>('Automation rules table');
  // Five columns need a tablet's width; a phone gets one card per rule, its controls in reach.
  const wide = Grid.useBreakpoint().md ?? false;

  const setEnabled = (rule: AutomationRuleDto, enabled: boolean) =>
    toggle.mutate(
      { id: rule.id, enabled },
      {
        onSuccess: () => toast.success('Success', 'Automation rule updated successfully'),
        onError: (failure) => {
          console.warn('Rule update failed', failure);
          toast.error('Error', failureText('Failed to update automation rule', failure));
        },
      },
    );

  const deleteRule = (rule: AutomationRuleDto) =>
    remove.mutateAsync(rule.id).then(
      () => toast.success('Rule Deleted', `"${rule.name}" was deleted.`),
      (failure: unknown) => {
        console.warn('Rule delete failed', failure);
        toast.error('Error', failureText('Failed to delete automation rule', failure));
      },
    );

  const actions = (rule: AutomationRuleDto): ReactNode => (
    <Space size={[4, 4]} wrap>
      {rule.actions.map((action, index) => (
        <Tag key={index} style={{ whiteSpace: 'normal' }}>
          {actionText(action, templates)}
        </Tag>
      ))}
    </Space>
  );
  const status = (rule: AutomationRuleDto): ReactNode => <Badge status={rule.enabled ? 'success' : 'default'} text={rule.enabled ? 'Active' : 'Disabled'} />;
  const controls = (rule: AutomationRuleDto, edit: (rule: AutomationRuleDto) => void): ReactNode => (
    <Space size={6}>
      <Switch
        aria-label={`Enable rule ${rule.name}`}
        checked={rule.enabled}
        loading={toggle.isPending && toggle.variables?.id === rule.id}
        onChange={(enabled) => setEnabled(rule, enabled)}
      />
      <Button size="small" icon={<EditOutlined />} aria-label={`Edit rule ${rule.name}`} onClick={() => edit(rule)} />
      <Popconfirm
        title="Delete this rule?"
        description={`Are you sure you want to delete "${rule.name}"? This action cannot be undone.`}
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() => deleteRule(rule)}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete rule ${rule.name}`} />
      </Popconfirm>
    </Space>
  );

  const columns: TableColumnsType<AutomationRuleDto> = [
    { title: 'Rule Name', dataIndex: 'name', key: 'name', fixed: 'left', width: 200 },
    { title: 'Trigger', key: 'trigger', width: 190, render: (_, rule) => triggerText(rule.trigger) },
    { title: 'Actions', key: 'actions', render: (_, rule) => actions(rule) },
    { title: 'Status', key: 'status', width: 100, render: (_, rule) => status(rule) },
    ...(onEdit ? [{ title: 'Controls', key: 'controls', width: 150, render: (_: unknown, rule: AutomationRuleDto) => controls(rule, onEdit) }] : []),
  ];

  const body = (): ReactNode => {
    if (error) return <LoadError title="Could not load the automation rules" error={error} onRetry={onRetry} retrying={retrying} />;
    if (wide)
      return (
        <Table<AutomationRuleDto>
          rowKey="id"
          columns={columns}
          dataSource={rules}
          loading={loading}
          pagination={false}
          size="middle"
          tableLayout="auto"
          scroll={{ x: RULES_TABLE_MIN_WIDTH }}
          // antd's placeholder grey is too light for text (WCAG AA): the theme's secondary text colour.
          locale={{ emptyText: <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text> }}
        />
      );
    if (!loading && rules.length === 0) return <Empty description={EMPTY_TEXT} />;
    return (
      <ul aria-label="Automation rules" data-testid="rule-cards" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {rules.map((rule) => (
          <li key={rule.id} data-testid="rule-card" aria-label={rule.name}>
            <Card size="small" styles={{ body: { display: 'grid', gap: 8 } }}>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {rule.name}
              </Typography.Text>
              <Typography.Text>
                <Typography.Text type="secondary">When </Typography.Text>
                {triggerText(rule.trigger)}
              </Typography.Text>
              {actions(rule)}
              <Space wrap size={[16, 8]} style={{ justifyContent: 'space-between', width: '100%' }}>
                {status(rule)}
                {onEdit && controls(rule, onEdit)}
              </Space>
            </Card>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card
      ref={ref}
      title="Automation Rules"
      data-testid="rules-table"
      style={{ marginBottom: 24 }}
      loading={!wide && loading}
      extra={
        onCreate && (
          <Button icon={<PlusOutlined />} onClick={onCreate}>
            New Rule
          </Button>
        )
      }
    >
      {body()}
    </Card>
  );
}
