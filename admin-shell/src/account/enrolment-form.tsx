import type { TwoFactorEnrolmentDto } from '@podcast/contracts';
import { apiClient, ApiError } from '@podcast/web-kit';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';

/** Set-up step two: scan the QR code (or type the secret), then prove it with a code from the app. */
export function EnrolmentForm({ enrolment, onConfirmed }: { enrolment: TwoFactorEnrolmentDto; onConfirmed: (codes: string[]) => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;

  const confirm = async ({ code }: { code: string }) => {
    if (!code?.trim()) return;
    setPending(true);
    setError(null);
    try {
      const answer = await apiClient.post('/api/admin/account/two-factor/enrolment/confirm', { body: { code: code.trim() } });
      onConfirmed(answer.recoveryCodes);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : 'The code could not be checked; try again');
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="enrol-title">
      <Typography.Title level={3} id="enrol-title" style={{ fontSize: 18 }}>
        Scan the code with your authenticator app
      </Typography.Title>
      <ol className="enrol-steps">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy, …) and add an account.</li>
        <li>
          Scan this QR code
          <img className="enrol-qr" src={qrSource} alt="QR code holding the two-factor secret for this account" width={200} height={200} />
          or type this key:{' '}
          <code className="enrol-secret" data-testid="two-factor-secret">
            {enrolment.secret}
          </code>{' '}
          <Button size="small" onClick={() => void navigator.clipboard.writeText(enrolment.secret).catch(() => undefined)}>
            Copy key
          </Button>
        </li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <Form<{ code: string }> layout="vertical" onFinish={(values) => void confirm(values)} requiredMark={false} style={{ maxWidth: 320 }}>
        <Form.Item label="Code from the app" name="code" rules={[{ required: true, message: 'Enter a code' }]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="123456" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={pending}>
          Turn on two-factor sign-in
        </Button>
      </Form>
    </section>
  );
}
