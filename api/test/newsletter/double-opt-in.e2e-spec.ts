import { SubscriberStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';

const PUBLIC_URL = 'https://podcast.example.com';
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${PUBLIC_URL}(/api/newsletter/${kind}/[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${kind} link in: ${text}`);
  return match[1];
};

describe('newsletter double opt-in (real SMTP server)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: smtpEnv(smtp.port) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const row = (email: string) => t.app.get(DataSource).getRepository(NewsletterSubscriberEntity).findOneByOrFail({ email });
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.header('to')?.includes(email));

  it('stores a sign-up as pending, mails a confirmation with one-click unsubscribe, and confirms only on the button (not on the GET a scanner makes)', async () => {
    await t.http().post('/api/newsletter').send({ email: 'Reader@Example.com' }).expect(202);
    expect((await row('reader@example.com')).status).toBe(SubscriberStatus.Pending);
    const mail = await eventually(() => mailsTo('reader@example.com')[0]);
    expect(mail.subject).toBe('Please confirm your subscription to Learn from the Best');
    const confirm = linkIn(mail.text, 'confirm');
    const unsubscribe = linkIn(mail.text, 'unsubscribe');
    expect(mail.html).toContain(`${PUBLIC_URL}${confirm}`);
    expect(mail.html).toContain(`${PUBLIC_URL}${unsubscribe}`);
    expect(mail.header('list-unsubscribe')).toBe(`<${PUBLIC_URL}${unsubscribe}>`);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await eventually(async () => ((await row('reader@example.com')).confirmationSentAt ? true : undefined));

    const page = await t.http().get(confirm).expect(200);
    expect(page.text).toContain('Confirm subscription');
    expect((await row('reader@example.com')).status).toBe(SubscriberStatus.Pending);
    const done = await t.http().post(confirm).expect(200);
    expect(done.text).toContain('You are subscribed');
    const confirmed = await row('reader@example.com');
    expect(confirmed.status).toBe(SubscriberStatus.Confirmed);
    expect(confirmed.confirmedAt).not.toBeNull();
    // Signing up again once confirmed sends nothing more (the repeat-sign-up test below proves it
    // against a mail that would be sent).
    await t.http().post('/api/newsletter').send({ email: 'reader@example.com' }).expect(202);
  });

  it('unsubscribes with the one-click POST a mail provider sends, and a new sign-up asks for confirmation again through a new mail only', async () => {
    await t.http().post('/api/newsletter').send({ email: 'leaver@example.com' }).expect(202);
    const mail = await eventually(() => mailsTo('leaver@example.com')[0]);
    await t.http().post(linkIn(mail.text, 'confirm')).expect(200);
    const unsubscribe = linkIn(mail.text, 'unsubscribe');
    expect((await t.http().get(unsubscribe).expect(200)).text).toContain('Unsubscribe from the Learn from the Best newsletter?');
    // RFC 8058: the provider POSTs List-Unsubscribe=One-Click as a form.
    await t.http().post(unsubscribe).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const left = await row('leaver@example.com');
    expect(left.status).toBe(SubscriberStatus.Unsubscribed);
    expect(left.unsubscribedAt).not.toBeNull();
    // An old confirmation link does not bring them back.
    expect((await t.http().post(linkIn(mail.text, 'confirm')).expect(410)).text).toContain('This confirmation link no longer works');
    expect((await row('leaver@example.com')).status).toBe(SubscriberStatus.Unsubscribed);

    // Nor does it after a new sign-up (issue 30): that asks for a confirmation through a new mail,
    // which goes once the hour since the last has passed (link-secrets.e2e-spec.ts).
    await t.http().post('/api/newsletter').send({ email: 'leaver@example.com' }).expect(202);
    expect((await row('leaver@example.com')).status).toBe(SubscriberStatus.Pending);
    await t.http().post(linkIn(mail.text, 'confirm')).expect(404);
    expect((await row('leaver@example.com')).status).toBe(SubscriberStatus.Pending);
    expect(mailsTo('leaver@example.com')).toHaveLength(1);
  });

  it('answers unknown or mangled links with a 404 page and changes nothing', async () => {
    for (const path of ['/api/newsletter/confirm/nope', '/api/newsletter/unsubscribe/nope']) {
      expect((await t.http().get(path).expect(404)).text).toContain('This link is not valid');
      await t.http().post(path).expect(404);
    }
  });

  it('uses the Newsletter confirmation template as the admin edited it', async () => {
    const agent = await t.loginAgent();
    const templates = (await agent.get('/api/admin/automation/templates').expect(200)).body as Array<{ id: number; name: string }>;
    const template = templates.find((candidate) => candidate.name === 'Newsletter confirmation');
    expect(template).toBeDefined();
    await agent
      .put(`/api/admin/automation/templates/${template!.id}`)
      .send({
        ...template,
        subject: 'One click to join {{podcastName}}',
        textBody: 'Join: {{confirmUrl}}',
        htmlBody: '<p><a href="{{confirmUrl}}">Join</a></p>',
      })
      .expect(200);
    await t.http().post('/api/newsletter').send({ email: 'edited@example.com' }).expect(202);
    const mail = await eventually(() => mailsTo('edited@example.com')[0]);
    expect(mail.subject).toBe('One click to join Learn from the Best');
    expect(mail.text).toMatch(/^Join: https:\/\/podcast\.example\.com\/api\/newsletter\/confirm\//);
  });
});

describe('newsletter sign-ups without mail configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the sign-up pending and tells the admin why no confirmation went out', async () => {
    await t.http().post('/api/newsletter').send({ email: 'waiting@example.com' }).expect(202);
    const agent = await t.loginAgent();
    const listed = await eventually(async () => {
      const res = await agent.get('/api/admin/newsletter/subscribers').query({ q: 'waiting' }).expect(200);
      const [subscriber] = res.body as Array<{ status: string; confirmationError: string | null }>;
      return subscriber?.confirmationError ? subscriber : undefined;
    });
    expect(listed.status).toBe('pending');
    expect(listed.confirmationError).toMatch(/^Email is not configured/);
    const summary = await agent.get('/api/admin/newsletter/subscribers/summary').expect(200);
    expect(summary.body).toMatchObject({ mailConfigured: false, pending: 1 });
  });
});
