import { STAFF_NAME_MAX_LENGTH, STAFF_ROLE_LABELS } from '@podcast/contracts';
import { apiClient } from '@podcast/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LinkPageFrame, linkToken } from './link-page-frame';
import { fieldErrorsOf, LinkProblem } from './link-state';
import { NewPasswordFields } from './password-fields';

interface JoinValues {
  name: string;
  password: string;
  repeat: string;
}

/** /admin/join#token=…: an invited colleague sets their name and password (issue 31 item 1). */
export function JoinPage() {
  const token = linkToken(useLocation().hash) ?? '';
  const [form] = Form.useForm<JoinValues>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const invitation = useQuery({
    queryKey: ['admin-shell', 'invitation', token],
    // Without a token the API says the link is incomplete (400): one way to show every problem.
    queryFn: () => apiClient.post('/api/staff/invitations/lookup', { body: { token } }),
    retry: false,
  });

  const submit = async ({ name, password }: JoinValues) => {
    setPending(true);
    setFailure(null);
    try {
      setDone((await apiClient.post('/api/staff/invitations/accept', { body: { token, name, password } })).message);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) form.setFields(fields.map(({ name: field, errors }) => ({ name: field as keyof JoinValues, errors })));
      else setFailure(error);
    } finally {
      setPending(false);
    }
  };

  const signIn = { to: '/admin/login', label: 'Go to Login' };
  if (invitation.isLoading)
    return (
      <LinkPageFrame title="Join the team">
        <div role="status" aria-label="Checking the invitation">
          <Spin />
        </div>
      </LinkPageFrame>
    );
  if (invitation.isError) return <LinkPageFrame title="Join the team">{<LinkProblem error={invitation.error} next={signIn} />}</LinkPageFrame>;
  if (done) {
    return (
      <LinkPageFrame title="Join the team">
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 16 }} />
        <Link to="/admin/login">Go to Login</Link>
      </LinkPageFrame>
    );
  }
  const details = invitation.data;
  return (
    <LinkPageFrame title="Join the team">
      <Typography.Paragraph>
        You are invited to the {details?.podcastName} back office as <strong>{details ? STAFF_ROLE_LABELS[details.role] : ''}</strong>. You will sign in as{' '}
        <strong>{details?.email}</strong>.
      </Typography.Paragraph>
      {failure !== null && <LinkProblem error={failure} next={signIn} />}
      <Form<JoinValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item
          label="Your name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: 'Name is required' },
            { max: STAFF_NAME_MAX_LENGTH, message: `At most ${STAFF_NAME_MAX_LENGTH} characters` },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? 'Creating your account...' : 'Create my account'}
        </Button>
      </Form>
    </LinkPageFrame>
  );
}
