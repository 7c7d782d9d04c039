import { PlusOutlined } from '@ant-design/icons';
import { useToast } from '@podcast/web-kit/admin';
import { ApiError } from '@podcast/web-kit';
import { Button, Card, Col, Empty, Row } from 'antd';
import { useDeleteTemplate, type EmailTemplateDto } from '../automation.api';
import { TemplateCard } from './template-card';

interface TemplatesGridProps {
  templates: EmailTemplateDto[];
  loading: boolean;
  onPreview: (template: EmailTemplateDto) => void;
  onEdit: (template: EmailTemplateDto) => void;
  onCreate: () => void;
}

/** Email Templates: 3 columns on wide screens (spec §2). */
export function TemplatesGrid({ templates, loading, onPreview, onEdit, onCreate }: TemplatesGridProps) {
  const toast = useToast();
  const remove = useDeleteTemplate();
  const deleteTemplate = (template: EmailTemplateDto) =>
    remove.mutateAsync(template.id).then(
      () => toast.success('Template Deleted', `"${template.name}" was deleted.`),
      (error: unknown) => {
        console.warn('Template delete failed', error);
        // The API refuses (409) while a rule still sends the template, and says so.
        toast.error('Delete Failed', error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Failed to delete template');
      },
    );

  return (
    <Card
      title="Email Templates"
      loading={loading}
      style={{ marginBottom: 24 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={onCreate}>
          New Template
        </Button>
      }
    >
      {templates.length === 0 ? (
        <Empty description="No email templates yet" />
      ) : (
        <Row gutter={[16, 16]}>
          {templates.map((template) => (
            <Col key={template.id} xs={24} md={12} xl={8}>
              <TemplateCard
                template={template}
                onPreview={() => onPreview(template)}
                onEdit={() => onEdit(template)}
                onDelete={() => deleteTemplate(template)}
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
