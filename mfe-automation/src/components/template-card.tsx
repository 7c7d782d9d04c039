import { DeleteOutlined, EditOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { ToneTag } from '@podcast/web-kit/admin';
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import type { EmailTemplateDto } from '../automation.api';
import { variableChips } from '../automation-view';

interface TemplateChanges {
  onEdit: () => void;
  /** Resolves when the delete is done (the confirmation shows its button busy until then). */
  onDelete: () => Promise<unknown>;
  /** Resolves when the reset is done. */
  onReset: () => Promise<unknown>;
}

interface TemplateCardProps {
  template: EmailTemplateDto;
  onPreview: () => void;
  /** Absent for a role that may look but not change (no automation.write). */
  changes?: TemplateChanges;
}

/**
 * One template: its subject, up to three variable chips and "+N more" (spec §2). A system template
 * (the site sends it) offers "Reset to default" where others offer Delete (issue 29 item 9).
 */
export function TemplateCard({ template, onPreview, changes }: TemplateCardProps) {
  const { chips, more } = variableChips(template.variables);
  return (
    <Card
      size="small"
      title={template.name}
      data-testid="template-card"
      style={{ height: '100%' }}
      extra={
        <Space size={4}>
          <Button size="small" type="text" icon={<EyeOutlined />} aria-label={`Preview ${template.name}`} onClick={onPreview} />
          {changes && <ChangeButtons template={template} changes={changes} />}
        </Space>
      }
    >
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">Subject: </Typography.Text>
        {template.subject}
      </Typography.Paragraph>
      {template.system && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="system-template-note">
          System template: the site sends it, so it can be edited or reset to its default, not deleted.
        </Typography.Paragraph>
      )}
      <Space size={[4, 4]} wrap>
        {chips.map((name) => (
          // Dark gold on a light gold tint: 8.4:1 (antd's preset gold chip was 2.8:1).
          <ToneTag key={name} tone="yellow">
            {name}
          </ToneTag>
        ))}
        {more && <Tag>{more}</Tag>}
      </Space>
    </Card>
  );
}

/** Edit, and Reset (a system template) or Delete behind a confirmation. */
function ChangeButtons({ template, changes }: { template: EmailTemplateDto; changes: TemplateChanges }) {
  return (
    <>
      <Button size="small" type="text" icon={<EditOutlined />} aria-label={`Edit ${template.name}`} onClick={changes.onEdit} />
      {template.system ? (
        <Popconfirm
          title="Reset to default?"
          description={`"${template.name}" gets back the name, subject and bodies it was shipped with. Your changes to it are lost.`}
          okText="Reset to default"
          onConfirm={changes.onReset}
        >
          <Button size="small" type="text" icon={<UndoOutlined />} aria-label={`Reset ${template.name} to default`} title="Reset to default" />
        </Popconfirm>
      ) : (
        <Popconfirm
          title="Delete this template?"
          description={`Are you sure you want to delete "${template.name}"? This action cannot be undone.`}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={changes.onDelete}
        >
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${template.name}`} />
        </Popconfirm>
      )}
    </>
  );
}
