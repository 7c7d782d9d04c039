import { ApiError } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useSendTestEmail, useTestConnection, type EmailTemplateDto } from '../automation.api';
import { validateTestEmail } from '../automation-view';
import { AppPasswordGuide } from './app-password-guide';

/** Test Email System (spec §2), shown only when the mail status says configured; toasts of spec §8. */
export function TestEmailCard({ templates }: { templates: EmailTemplateDto[] }) {
  const [address, setAddress] = useState('');
  const [templateId, setTemplateId] = useState<number | undefined>(undefined);
  const toast = useToast();
  const connection = useTestConnection();
  const send = useSendTestEmail();

  const testConnection = () =>
    connection.mutate(undefined, {
      onSuccess: (result) => {
        if (result.connected) toast.success('Connection Successful!', 'The mail connection is working correctly.');
        else toast.error('Connection Failed', result.message || 'Check your Gmail App Password setup');
      },
      onError: (error) => {
        console.warn('Connection test failed', error);
        toast.error('Connection Error', 'Failed to test Gmail connection');
      },
    });

  const sendTestEmail = () => {
    const missing = validateTestEmail(address, templateId);
    if (missing || templateId === undefined) {
      toast.error('Missing Information', missing);
      return;
    }
    send.mutate(
      { to: address.trim(), templateId },
      {
        onSuccess: (result) => {
          if (result.success) toast.success('Test Email Sent!', result.message || `Test email sent to ${address.trim()}`);
          else toast.error('Email Failed', result.message || 'Failed to send test email');
        },
        onError: (error) => {
          console.warn('Test email failed', error);
          // An HTTP answer carries the server's reason; no answer at all is a network failure.
          if (error instanceof ApiError) toast.error('Email Failed', error.serverMessage || 'Failed to send test email');
          else toast.error('Error', 'Network error while sending test email');
        },
      },
    );
  };

  return (
    <Card title="Test Email System" style={{ marginBottom: 24 }}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Form layout="vertical" name="test-email">
            <Form.Item label="Test Email Address" htmlFor="test-email-address">
              {/* type text: an email input would silently trim, hiding a blank address from the "Missing Information" check. */}
              <Input
                id="test-email-address"
                type="text"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            </Form.Item>
            <Form.Item label="Email Template" htmlFor="test-email-template">
              <Select<number>
                id="test-email-template"
                aria-label="Email Template"
                placeholder="Select a template"
                value={templateId}
                onChange={setTemplateId}
                options={templates.map((template) => ({ value: template.id, label: template.name }))}
              />
            </Form.Item>
            <Space wrap>
              <Button onClick={testConnection} loading={connection.isPending}>
                Test Connection
              </Button>
              <Button type="primary" onClick={sendTestEmail} loading={send.isPending} disabled={!address || !templateId}>
                Send Test Email
              </Button>
            </Space>
            <Alert
              style={{ marginTop: 16 }}
              type="info"
              showIcon
              description='Test emails carry "[TEST]" in the subject line and fill the template variables with placeholder data.'
            />
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <AppPasswordGuide />
        </Col>
      </Row>
    </Card>
  );
}
