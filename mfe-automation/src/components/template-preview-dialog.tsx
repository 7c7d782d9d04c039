import { Button, Input, Modal, Space, Tag, Typography } from 'antd';
import type { EmailTemplateDto } from '../automation.api';
import { variableToken } from '../automation-view';

/** Preview (spec §2): the subject, the variables as {{tokens}} and the read-only text body. */
/** `onEdit` is absent for a role that may look but not change (no automation.write). */
export function TemplatePreviewDialog({ template, onClose, onEdit }: { template: EmailTemplateDto; onClose: () => void; onEdit?: () => void }) {
  return (
    <Modal
      open
      title={`Preview: ${template.name}`}
      width={720}
      onCancel={onClose}
      footer={[
        ...(onEdit
          ? [
              <Button key="edit" onClick={onEdit}>
                Edit Template
              </Button>,
            ]
          : []),
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <Typography.Title level={5}>Subject</Typography.Title>
      <Typography.Paragraph data-testid="preview-subject">{template.subject}</Typography.Paragraph>
      <Typography.Title level={5}>Available Variables</Typography.Title>
      <Space size={[4, 4]} wrap style={{ marginBottom: 16 }}>
        {template.variables.length === 0 ? (
          <Typography.Text type="secondary">No variables</Typography.Text>
        ) : (
          template.variables.map((name) => <Tag key={name}>{variableToken(name)}</Tag>)
        )}
      </Space>
      <Typography.Title level={5}>
        <label htmlFor="template-preview-text">Text Body</label>
      </Typography.Title>
      <Input.TextArea id="template-preview-text" readOnly value={template.textBody} autoSize={{ minRows: 6, maxRows: 16 }} />
    </Modal>
  );
}
