import { apiClient, ApiError } from '@podcast/web-kit';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkPageFrame } from './link-page-frame';

/** /admin/forgot-password: asks for a reset mail; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setPending(true);
    setFailure(null);
    try {
      setAnswer((await apiClient.post('/api/staff/password-reset', { body: { email } })).message);
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.serverMessage ?? error.message) : 'The request did not reach the server. Try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <LinkPageFrame title="Reset your password">
      {answer ? (
        <Alert type="success" showIcon role="status" title={answer} style={{ marginBottom: 16 }} />
      ) : (
        <>
          <Typography.Paragraph>Enter the email you sign in with. We will mail you a link to choose a new password.</Typography.Paragraph>
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
          <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
            <Form.Item
              label="Email"
              name="email"
              rules={[
                { required: true, message: 'Email is required' },
                { type: 'email', message: 'Please enter a valid email address' },
              ]}
            >
              <Input type="email" autoComplete="username" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending} style={{ marginBottom: 16 }}>
              {pending ? 'Sending...' : 'Send reset link'}
            </Button>
          </Form>
        </>
      )}
      <Link to="/admin/login">Back to Login</Link>
    </LinkPageFrame>
  );
}
