import { apiClient, ApiError } from '@podcast/web-kit';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';

/**
 * The sign-in's second step (issue 31): a six-digit code from the authenticator app, or one of the
 * recovery codes (each works once). The API refuses every other admin call until this succeeds.
 */
export function SecondFactorForm({ onDone }: { onDone: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ code }: { code: string }) => {
    if (!code?.trim()) return;
    setPending(true);
    setError(null);
    try {
      await apiClient.post('/api/admin/session/second-factor', { body: { code: code.trim() } });
      onDone();
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : 'The code could not be checked; try again');
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<{ code: string }> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} key={useRecovery ? 'recovery' : 'app'}>
      <Typography.Paragraph>
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Enter the six-digit code your authenticator app shows for this site.'}
      </Typography.Paragraph>
      <Form.Item label={useRecovery ? 'Recovery code' : 'Authentication code'} name="code" rules={[{ required: true, message: 'Enter a code' }]}>
        {useRecovery ? (
          <Input autoComplete="off" spellCheck={false} placeholder="XXXXX-XXXXX" autoFocus />
        ) : (
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="123456" autoFocus />
        )}
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={pending}>
        Verify
      </Button>
      <Button type="link" block onClick={() => setUseRecovery((value) => !value)} style={{ marginTop: 8 }}>
        {useRecovery ? 'Use a code from the authenticator app' : 'Use a recovery code instead'}
      </Button>
    </Form>
  );
}
