import { AUTOMATION_MESSAGES } from '@podcast/contracts';
import { createServer } from 'node:net';
import { createTestApp, type TestApp } from '../harness/test-app';
import { smtpEnv, startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';

const AUTH = { user: 'show@podcast.example.com', pass: 'app-password-123' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail status, connection test and test email (real SMTP on loopback)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ auth: AUTH, starttls: true });
    t = await createTestApp({ env: smtpEnv(smtp.port, { SMTP_USER: AUTH.user, SMTP_PASS: AUTH.pass, SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reports credentials and a sender as configured', async () => {
    const agent = await t.loginAgent();
    expect((await agent.get('/api/admin/automation/status').expect(200)).body).toEqual({ hasEmailConfig: true, configured: true });
  });

  it('connects and logs in for the connection test', async () => {
    const agent = await t.loginAgent();
    const res = await agent.get('/api/admin/automation/test-connection').expect(200);
    expect(res.body).toEqual({ connected: true, message: `Connected to 127.0.0.1:${smtp.port}; the mail connection is working correctly` });
  });

  it('sends the template with "[TEST] " and placeholder data for every variable', async () => {
    const agent = await t.loginAgent();
    const template = (
      await agent
        .post('/api/admin/automation/templates')
        .send({
          name: 'Preview',
          subject: '{{firstName}} on {{podcastName}}',
          htmlBody: '<p>{{name}}, {{position}} at {{company}} ({{websiteUrl}}, {{socialMediaUrl}}) on {{recordingDate}}. {{siteUrl}} {{email}} {{mystery}}</p>',
          textBody: '{{name}} / {{company}} / {{recordingDate}} / {{mystery}}',
        })
        .expect(201)
    ).body;
    const before = smtp.messages.length;
    const res = await agent.post('/api/admin/automation/test-email').send({ to: 'producer@example.com', templateId: template.id }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Test email sent to producer@example.com' });
    expect(smtp.messages).toHaveLength(before + 1);
    const mail = smtp.messages[before];
    expect(mail.envelopeTo).toEqual(['producer@example.com']);
    expect(mail.envelopeFrom).toBe('show@podcast.example.com');
    expect(mail.header('to')).toBe('producer@example.com');
    expect(mail.header('from')).toBe('Learn from the Best <show@podcast.example.com>');
    expect(mail.subject).toBe('[TEST] Alex on Learn from the Best');
    expect(mail.html).toBe(
      '<p>Alex Morgan, Founder &amp; CEO at Northwind Commerce (https://www.example.com, https://www.linkedin.com/in/example) on Thursday, March 14, 2030 at 3:00 PM UTC. https://podcast.example.com alex.morgan@example.com {{mystery}}</p>',
    );
    expect(mail.text).toBe('Alex Morgan / Northwind Commerce / Thursday, March 14, 2030 at 3:00 PM UTC / {{mystery}}');
    // A test email goes to the admin, not a guest: no unsubscribe header.
    expect(mail.header('list-unsubscribe')).toBeUndefined();
  });

  it.each([[{}], [{ to: 'a@example.com' }], [{ templateId: 1 }], [{ to: '', templateId: 1 }], [{ to: 'a@example.com', templateId: '' }]])(
    'asks for both fields: %j',
    async (body) => {
      const agent = await t.loginAgent();
      const res = await agent.post('/api/admin/automation/test-email').send(body).expect(400);
      expect(res.body.message).toBe(AUTOMATION_MESSAGES.testEmailMissing);
    },
  );

  it('refuses a malformed address and an unknown template', async () => {
    const agent = await t.loginAgent();
    expect((await agent.post('/api/admin/automation/test-email').send({ to: 'nope', templateId: 1 }).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    );
    expect((await agent.post('/api/admin/automation/test-email').send({ to: 'a@example.com', templateId: 999999 }).expect(404)).body.message).toBe(
      'Email template not found',
    );
  });
});

describe('mail failures answer with a clear message, never a 500', () => {
  it('reports a refused login as not connected, and a refused test email as 502', async () => {
    const smtp = await startTestSmtpServer({ auth: AUTH, starttls: true, refuse: () => true });
    const wrong = await createTestApp({ env: smtpEnv(smtp.port, { SMTP_USER: AUTH.user, SMTP_PASS: 'wrong', SMTP_TLS_REJECT_UNAUTHORIZED: 'false' }) });
    try {
      const agent = await wrong.loginAgent();
      const test = await agent.get('/api/admin/automation/test-connection').expect(200);
      expect(test.body.connected).toBe(false);
      expect(test.body.message).toContain(`Could not connect to 127.0.0.1:${smtp.port}`);
      expect(test.body.message).toContain('Invalid username or password');
      const templates = (await agent.get('/api/admin/automation/templates').expect(200)).body;
      const res = await agent.post('/api/admin/automation/test-email').send({ to: 'a@example.com', templateId: templates[0].id }).expect(502);
      expect(res.body.message).toContain('The mail server did not accept the test email');
    } finally {
      await wrong.close();
      await smtp.close();
    }
  });

  it('reports an unreachable server as not connected', async () => {
    const port = await freePort();
    const app = await createTestApp({ env: smtpEnv(port) });
    try {
      const agent = await app.loginAgent();
      expect((await agent.get('/api/admin/automation/status').expect(200)).body).toEqual({ hasEmailConfig: false, configured: true });
      const res = await agent.get('/api/admin/automation/test-connection').expect(200);
      expect(res.body).toEqual({ connected: false, message: expect.stringContaining(`Could not connect to 127.0.0.1:${port}`) });
    } finally {
      await app.close();
    }
  });

  it('refuses a test email while mail is not configured', async () => {
    const app = await createTestApp();
    try {
      const agent = await app.loginAgent();
      const res = await agent.post('/api/admin/automation/test-email').send({ to: 'a@example.com', templateId: 1 }).expect(400);
      expect(res.body.message).toBe('Email is not configured: set GMAIL_USER and GMAIL_APP_PASSWORD, or SMTP_HOST and MAIL_FROM');
    } finally {
      await app.close();
    }
  });
});
