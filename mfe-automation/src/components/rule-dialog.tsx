import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AUTOMATION_ACTION_LABELS, AutomationActionType, TRIGGER_FIELD_LABELS, TriggerField } from '@podcast/contracts';
import { fieldErrorsOf } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Form, Input, Modal, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useSaveRule, type AutomationRuleDto, type EmailTemplateDto, type RuleBody } from '../automation.api';
import { failureText, moveItem, ruleFieldErrors, triggerValueOptions, validateRule } from '../automation-view';

type Action = RuleBody['actions'][number];

const FIELD_OPTIONS = Object.values(TriggerField).map((value) => ({ value, label: TRIGGER_FIELD_LABELS[value] }));
const ACTION_OPTIONS = Object.values(AutomationActionType).map((value) => ({ value, label: AUTOMATION_ACTION_LABELS[value] }));

const NEW_RULE: RuleBody = {
  name: '',
  enabled: true,
  trigger: { field: TriggerField.OutreachStatus, toValue: '' },
  actions: [{ type: AutomationActionType.SendEmail }],
};

/** Create or edit a rule (beyond the spec): name, trigger field and value, ordered actions. */
export function RuleDialog({ rule, templates, onClose }: { rule: AutomationRuleDto | null; templates: EmailTemplateDto[]; onClose: () => void }) {
  const [body, setBody] = useState<RuleBody>(() =>
    rule ? { name: rule.name, enabled: rule.enabled, trigger: { ...rule.trigger }, actions: rule.actions.map((a) => ({ ...a })) } : NEW_RULE,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRule();
  const toast = useToast();
  const templateOptions = templates.map((template) => ({ value: template.id, label: template.name }));

  const setActions = (actions: Action[]) => setBody((current) => ({ ...current, actions }));
  const setAction = (index: number, action: Action) => setActions(body.actions.map((existing, i) => (i === index ? action : existing)));

  const submit = () => {
    const found = validateRule(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload: RuleBody = {
      ...body,
      name: body.name.trim(),
      actions: body.actions.map((action) => (action.type === AutomationActionType.SendEmail ? action : { type: action.type })),
    };
    save.mutate(
      { id: rule?.id, body: payload },
      {
        onSuccess: () => {
          toast.success('Success', rule ? 'Automation rule updated successfully' : 'Automation rule created successfully');
          onClose();
        },
        onError: (error) => {
          console.warn('Rule save failed', error);
          // The server's per-field refusals are marked at their fields; the toast says why in plain words.
          setErrors(ruleFieldErrors(fieldErrorsOf(error)));
          toast.error('Error', failureText('Failed to save automation rule', error));
        },
      },
    );
  };

  const status = (key: string) => (errors[key] ? ('error' as const) : undefined);

  return (
    <Modal open title={rule ? 'Edit Automation Rule' : 'New Automation Rule'} width={640} onCancel={onClose} footer={null}>
      <Form layout="vertical" name="rule-edit" onFinish={submit}>
        <Form.Item label="Rule Name" htmlFor="rule-name" validateStatus={status('name')} help={errors.name}>
          <Input id="rule-name" value={body.name} onChange={(event) => setBody({ ...body, name: event.target.value })} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item label="Trigger Field" htmlFor="rule-trigger-field">
            <Select<TriggerField>
              id="rule-trigger-field"
              aria-label="Trigger Field"
              style={{ width: 200 }}
              value={body.trigger.field}
              options={FIELD_OPTIONS}
              onChange={(field) => setBody({ ...body, trigger: { field, toValue: '' } })}
            />
          </Form.Item>
          <Form.Item label="Trigger Value" htmlFor="rule-trigger-value" validateStatus={status('toValue')} help={errors.toValue}>
            <Select<string>
              id="rule-trigger-value"
              aria-label="Trigger Value"
              style={{ width: 220 }}
              placeholder="Select a status"
              value={body.trigger.toValue || undefined}
              options={triggerValueOptions(body.trigger.field)}
              onChange={(toValue) => setBody({ ...body, trigger: { ...body.trigger, toValue } })}
            />
          </Form.Item>
          <Form.Item label="Enabled" htmlFor="rule-enabled">
            <Switch id="rule-enabled" checked={body.enabled} onChange={(enabled) => setBody({ ...body, enabled })} />
          </Form.Item>
        </Space>
        <Typography.Title level={5}>Actions (run in this order)</Typography.Title>
        {errors.actions && <Typography.Text type="danger">{errors.actions}</Typography.Text>}
        {body.actions.map((action, index) => (
          <Space key={index} wrap align="start" style={{ display: 'flex', marginBottom: 8 }}>
            <Select<AutomationActionType>
              aria-label={`Action ${index + 1} type`}
              style={{ width: 190 }}
              value={action.type}
              options={ACTION_OPTIONS}
              onChange={(type) => setAction(index, { type, templateId: type === AutomationActionType.SendEmail ? action.templateId : undefined })}
            />
            {action.type === AutomationActionType.SendEmail && (
              <Form.Item style={{ margin: 0 }} validateStatus={status(`actions.${index}.templateId`)} help={errors[`actions.${index}.templateId`]}>
                <Select<number>
                  aria-label={`Action ${index + 1} template`}
                  style={{ width: 220 }}
                  placeholder="Select a template"
                  value={action.templateId}
                  options={templateOptions}
                  onChange={(templateId) => setAction(index, { ...action, templateId })}
                />
              </Form.Item>
            )}
            <Button
              icon={<ArrowUpOutlined />}
              aria-label={`Move action ${index + 1} up`}
              disabled={index === 0}
              onClick={() => setActions(moveItem(body.actions, index, -1))}
            />
            <Button
              icon={<ArrowDownOutlined />}
              aria-label={`Move action ${index + 1} down`}
              disabled={index === body.actions.length - 1}
              onClick={() => setActions(moveItem(body.actions, index, 1))}
            />
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove action ${index + 1}`}
              onClick={() => setActions(body.actions.filter((_, i) => i !== index))}
            />
          </Space>
        ))}
        <Button icon={<PlusOutlined />} onClick={() => setActions([...body.actions, { type: AutomationActionType.SendEmail }])} style={{ marginBottom: 16 }}>
          Add Action
        </Button>
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save Rule
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
