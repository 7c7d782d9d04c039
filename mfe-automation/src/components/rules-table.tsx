import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useKeyboardScrollableTables, useToast } from '@podcast/web-kit/admin';
import { Badge, Button, Card, Popconfirm, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { useDeleteRule, useToggleRule, type AutomationRuleDto, type EmailTemplateDto } from '../automation.api';
import { actionText, triggerText } from '../automation-view';

interface RulesTableProps {
  rules: AutomationRuleDto[];
  templates: EmailTemplateDto[];
  loading: boolean;
  onCreate: () => void;
  onEdit: (rule: AutomationRuleDto) => void;
}

/**
 * The narrowest layout of the rules table: beside the sidebar at 1280 px all five columns fit (Status
 * and Controls included); on a phone it scrolls inside its card with the rule name kept in view.
 */
export const RULES_TABLE_MIN_WIDTH = 820;

/** Automation Rules (spec §2): Rule Name, Trigger, Actions, Status, Controls. */
export function RulesTable({ rules, templates, loading, onCreate, onEdit }: RulesTableProps) {
  const toast = useToast();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const ref = useKeyboardScrollableTables<HTMLDivElement>('Automation rules table');

  const setEnabled = (rule: AutomationRuleDto, enabled: boolean) =>
    toggle.mutate(
      { id: rule.id, enabled },
      {
        onSuccess: () => toast.success('Success', 'Automation rule updated successfully'),
        onError: (error) => {
          console.warn('Rule update failed', error);
          toast.error('Error', 'Failed to update automation rule');
        },
      },
    );

  const deleteRule = (rule: AutomationRuleDto) =>
    remove.mutateAsync(rule.id).then(
      () => toast.success('Rule Deleted', `"${rule.name}" was deleted.`),
      (error: unknown) => {
        console.warn('Rule delete failed', error);
        toast.error('Error', 'Failed to delete automation rule');
      },
    );

  const columns: TableColumnsType<AutomationRuleDto> = [
    { title: 'Rule Name', dataIndex: 'name', key: 'name', fixed: 'left', width: 200 },
    { title: 'Trigger', key: 'trigger', width: 190, render: (_, rule) => triggerText(rule.trigger) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, rule) => (
        <Space size={[4, 4]} wrap>
          {rule.actions.map((action, index) => (
            <Tag key={index}>{actionText(action, templates)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 100,
      render: (_, rule) => <Badge status={rule.enabled ? 'success' : 'default'} text={rule.enabled ? 'Active' : 'Disabled'} />,
    },
    {
      title: 'Controls',
      key: 'controls',
      width: 150,
      render: (_, rule) => (
        <Space size={6}>
          <Switch
            aria-label={`Enable rule ${rule.name}`}
            checked={rule.enabled}
            loading={toggle.isPending && toggle.variables?.id === rule.id}
            onChange={(enabled) => setEnabled(rule, enabled)}
          />
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit rule ${rule.name}`} onClick={() => onEdit(rule)} />
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
      ),
    },
  ];

  return (
    <Card
      ref={ref}
      title="Automation Rules"
      data-testid="rules-table"
      style={{ marginBottom: 24 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={onCreate}>
          New Rule
        </Button>
      }
    >
      <Table<AutomationRuleDto>
        rowKey="id"
        columns={columns}
        dataSource={rules}
        loading={loading}
        pagination={false}
        size="middle"
        tableLayout="auto"
        scroll={{ x: RULES_TABLE_MIN_WIDTH }}
        locale={{ emptyText: 'No automation rules yet' }}
      />
    </Card>
  );
}
