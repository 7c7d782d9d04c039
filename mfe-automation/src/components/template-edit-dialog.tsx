import { fieldErrorsOf } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useSaveTemplate, type EmailTemplateDto, type TemplateBody } from '../automation.api';
import { failureText, templateFieldErrors, validateTemplate } from '../automation-view';

type TemplateFields = Pick<EmailTemplateDto, 'name' | 'subject' | 'htmlBody' | 'textBody'>;

const EMPTY_TEMPLATE: TemplateFields = { name: '', subject: '', htmlBody: '', textBody: '' };
const FIELDS: Array<keyof TemplateFields> = ['name', 'subject', 'htmlBody', 'textBody'];

/**
 * "Edit Email Template" (spec §2): Template Name, Subject Line, HTML Body, Text Body; Cancel and
 * Save Template. With no template it creates one (beyond the spec). A missing name or subject is
 * marked at its field as well as told in the spec's toast; the server's per-field refusals too.
 */
export function TemplateEditDialog({ template, onClose }: { template: EmailTemplateDto | null; onClose: () => void }) {
  const [form] = Form.useForm<TemplateFields>();
  const save = useSaveTemplate();
  const toast = useToast();

  const markFields = (errors: Partial<Record<keyof TemplateFields, string>>) =>
    form.setFields(FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));

  const submit = (values: TemplateFields) => {
    const fields = { ...EMPTY_TEMPLATE, ...values };
    const invalid = validateTemplate(fields);
    markFields(templateFieldErrors(fields));
    if (invalid) {
      toast.error('Validation Error', invalid);
      return;
    }
    // Spec §7: PUT carries the full template (its own fields only); the server derives `variables` again from the texts.
    const body: TemplateBody = template ? { id: template.id, variables: template.variables, ...fields } : { ...fields, variables: [] };
    save.mutate(body, {
      onSuccess: () => {
        toast.success('Template Saved', `"${fields.name.trim()}" has been saved.`);
        onClose();
      },
      onError: (error) => {
        console.warn('Template save failed', error);
        const fieldErrors = fieldErrorsOf(error);
        markFields(Object.fromEntries(FIELDS.map((name) => [name, fieldErrors[name]?.[0]])));
        toast.error('Save Failed', failureText('Failed to save template changes', error));
      },
    });
  };

  return (
    <Modal open title={template ? 'Edit Email Template' : 'New Email Template'} width={760} footer={null} onCancel={onClose}>
      <Form<TemplateFields> form={form} name="template-edit" layout="vertical" initialValues={template ?? EMPTY_TEMPLATE} onFinish={submit}>
        <Form.Item name="name" label="Template Name">
          <Input />
        </Form.Item>
        <Form.Item name="subject" label="Subject Line" extra="Use {{variable}} placeholders, e.g. {{firstName}}.">
          <Input />
        </Form.Item>
        <Form.Item name="htmlBody" label="HTML Body">
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item name="textBody" label="Text Body">
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save Template
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
