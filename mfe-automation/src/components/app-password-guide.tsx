import { Typography } from 'antd';

/** The 5-step mail-provider app-password guide (spec §2; the password is 16 characters, §9). */
export const APP_PASSWORD_STEPS = [
  'Open your Google Account (myaccount.google.com) and go to Security.',
  'Turn on 2-Step Verification; app passwords need it.',
  'Open "App passwords" (search for it in your account settings).',
  'Create an app password for Mail; Google shows a 16-character password.',
  'Set GMAIL_USER to your Gmail address and GMAIL_APP_PASSWORD to that 16-character password in the environment settings, then restart the server.',
] as const;

export function AppPasswordGuide() {
  return (
    <div>
      <Typography.Title level={5}>Gmail App Password setup</Typography.Title>
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {APP_PASSWORD_STEPS.map((step) => (
          <li key={step}>
            <Typography.Text>{step}</Typography.Text>
          </li>
        ))}
      </ol>
    </div>
  );
}
