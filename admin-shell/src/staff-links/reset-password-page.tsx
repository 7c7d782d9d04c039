import { apiClient } from '@podcast/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LinkPageFrame, linkToken } from './link-page-frame';
import { fieldErrorsOf, LinkProblem } from './link-state';
import { NewPasswordFields } from './password-fields';

interface ResetValues {
  password: string;
  repeat: string;
}

const askAgain = { to: '/admin/forgot-password', label: 'Ask for a new link' };

/** /admin/reset-password#token=…: a new password from a reset mail; every session of the account ends. */
export function ResetPasswordPage() {
  const token = linkToken(useLocation().hash) ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const check = useQuery({
    queryKey: ['admin-shell', 'password-reset', token],
    queryFn: () => apiClient.post('/api/staff/password-reset/check', { body: { token } }).then(() => true),
    retry: false,
  });

  const submit = async ({ password }: ResetValues) => {
    setPending(true);
    setFailure(null);
    try {
      setDone((await apiClient.post('/api/staff/password-reset/complete', { body: { token, password } })).message);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) form.setFields(fields.map(({ name, errors }) => ({ name: name as keyof ResetValues, errors })));
      else setFailure(error);
    } finally {
      setPending(false);
    }
  };

  if (check.isLoading)
    return (
      <LinkPageFrame title="Choose a new password">
        <div role="status" aria-label="Checking the link">
          <Spin />
        </div>
      </LinkPageFrame>
    );
  if (check.isError) return <LinkPageFrame title="Choose a new password">{<LinkProblem error={check.error} next={askAgain} />}</LinkPageFrame>;
  if (done) {
    return (
      <LinkPageFrame title="Choose a new password">
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 16 }} />
        <Link to="/admin/login">Go to Login</Link>
      </LinkPageFrame>
    );
  }
  return (
    <LinkPageFrame title="Choose a new password">
      <Typography.Paragraph>Setting it signs this account out everywhere; then sign in with the new password.</Typography.Paragraph>
      {failure !== null && <LinkProblem error={failure} next={askAgain} />}
      <Form<ResetValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
    </LinkPageFrame>
  );
}
