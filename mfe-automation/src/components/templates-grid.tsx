import { PlusOutlined } from '@ant-design/icons';
import { plainErrorMessage } from '@podcast/web-kit';
import { LoadError, useToast } from '@podcast/web-kit/admin';
import { Button, Card, Col, Empty, Row } from 'antd';
import { useDeleteTemplate, useResetTemplate, type EmailTemplateDto } from '../automation.api';
import { TemplateCard } from './template-card';

interface TemplatesGridProps {
  templates: EmailTemplateDto[];
  loading: boolean;
  /** The failed load, if the list could not be read. */
  error: unknown;
  onRetry: () => unknown;
  retrying: boolean;
  onPreview: (template: EmailTemplateDto) => void;
  /** Absent for a role that may look but not change (no automation.write): preview only. */
  onEdit?: (template: EmailTemplateDto) => void;
  onCreate?: () => void;
}

/** Email Templates: 3 columns on wide screens, one on a phone (spec §2). */
export function TemplatesGrid({ templates, loading, error, onRetry, retrying, onPreview, onEdit, onCreate }: TemplatesGridProps) {
  const toast = useToast();
  const remove = useDeleteTemplate();
  const reset = useResetTemplate();
  const deleteTemplate = (template: EmailTemplateDto) =>
    remove.mutateAsync(template.id).then(
      () => toast.success('Template Deleted', `"${template.name}" was deleted.`),
      (failure: unknown) => {
        console.warn('Template delete failed', failure);
        // The API refuses (409) while a rule still sends the template, and says so.
        toast.error('Delete Failed', plainErrorMessage(failure, 'Failed to delete template'));
      },
    );
  const resetTemplate = (template: EmailTemplateDto) =>
    reset.mutateAsync(template.id).then(
      (restored) => toast.success('Template Reset', `"${restored.name}" is back to its default.`),
      (failure: unknown) => {
        console.warn('Template reset failed', failure);
        toast.error('Reset Failed', plainErrorMessage(failure, 'Failed to reset the template'));
      },
    );

  return (
    <Card
      title="Email Templates"
      loading={loading}
      style={{ marginBottom: 24 }}
      extra={
        onCreate && (
          <Button icon={<PlusOutlined />} onClick={onCreate}>
            New Template
          </Button>
        )
      }
    >
      {error ? (
        <LoadError title="Could not load the email templates" error={error} onRetry={onRetry} retrying={retrying} />
      ) : templates.length === 0 ? (
        <Empty description="No email templates yet" />
      ) : (
        <Row gutter={[16, 16]}>
          {templates.map((template) => (
            <Col key={template.id} xs={24} md={12} xl={8}>
              <TemplateCard
                template={template}
                onPreview={() => onPreview(template)}
                changes={onEdit && { onEdit: () => onEdit(template), onDelete: () => deleteTemplate(template), onReset: () => resetTemplate(template) }}
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
