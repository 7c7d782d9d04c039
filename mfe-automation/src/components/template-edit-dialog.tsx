import { useToast } from '@podcast/web-kit/admin';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useSaveTemplate, type EmailTemplateDto } from '../automation.api';
import { validateTemplate } from '../automation-view';

type TemplateFields = Pick<EmailTemplateDto, 'name' | 'subject' | 'htmlBody' | 'textBody'>;

const EMPTY_TEMPLATE: TemplateFields = { name: '', subject: '', htmlBody: '', textBody: '' };

/**
 * "Edit Email Template" (spec §2): Template Name, Subject Line, HTML Body, Text Body; Cancel and
 * Save Template. With no template it creates one (beyond the spec).
 */
export function TemplateEditDialog({ template, onClose }: { template: EmailTemplateDto | null; onClose: () => void }) {
  const [form] = Form.useForm<TemplateFields>();
  const save = useSaveTemplate();
  const toast = useToast();

  const submit = (values: TemplateFields) => {
    const fields = { ...EMPTY_TEMPLATE, ...values };
    const invalid = validateTemplate(fields);
    if (invalid) {
      toast.error('Validation Error', invalid);
      return;
    }
    // Spec §7: PUT carries the full template; the server derives `variables` again from the texts.
    const body = template ? { ...template, ...fields } : { ...fields, variables: [] };
    save.mutate(body, {
      onSuccess: () => {
        toast.success('Template Saved', `"${fields.name.trim()}" has been saved.`);
        onClose();
      },
      onError: (error) => {
        console.warn('Template save failed', error);
        toast.error('Save Failed', 'Failed to save template changes');
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
