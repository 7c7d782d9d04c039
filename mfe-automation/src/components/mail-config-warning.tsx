import { Alert } from 'antd';

/** Spec §2: shown when email is not configured; names the settings to set. */
export function MailConfigWarning() {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title="Email Not Configured"
      description={
        <>
          Automated emails are not sent yet. Add your mail-provider user and app password in the environment settings: <code>GMAIL_USER</code> and{' '}
          <code>GMAIL_APP_PASSWORD</code> (or <code>SMTP_HOST</code>, <code>SMTP_USER</code>, <code>SMTP_PASS</code> and <code>MAIL_FROM</code> for another
          provider), then restart the server.
        </>
      }
    />
  );
}
