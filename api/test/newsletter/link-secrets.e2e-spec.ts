import { getQueueToken } from '@nestjs/bull';
import { SubscriberStatus } from '@podcast/contracts';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { CAPPED_MESSAGE } from '../../src/modules/newsletter/confirmation-cap';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { linkTokenHash } from '../../src/common/link-token';
import { QueueName } from '../../src/queue/jobs';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type ReceivedMail, type TestSmtpOptions, type TestSmtpServer } from '../mail/smtp-test-server';

// Issue 30: double opt-in could be bypassed. One token served confirm and unsubscribe, never expired
// and was never rotated, so after an unsubscribe anyone's new sign-up made the address pending again
// and the link of any past mail confirmed it. Each rule below is proven against a real SMTP server.
const PUBLIC_URL = 'https://podcast.example.com';
const TTL_HOURS = 5;

const linkIn = (mail: ReceivedMail, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${PUBLIC_URL}(/api/newsletter/${kind}/([A-Za-z0-9_-]+))`).exec(mail.text);
  if (!match) throw new Error(`No ${kind} link in: ${mail.text}`);
  return { path: match[1], token: match[2] };
};

function useApp(env: Record<string, string> = {}, smtpOptions: TestSmtpOptions = {}) {
  const ctx = {} as { smtp: TestSmtpServer; t: TestApp };
  beforeAll(async () => {
    ctx.smtp = await startTestSmtpServer(smtpOptions);
    ctx.t = await createTestApp({ env: smtpEnv(ctx.smtp.port, { RATE_LIMIT_NEWSLETTER: '1000', RATE_LIMIT_UNSUBSCRIBE: '1000', ...env }) });
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.smtp.close();
  });
  const db = () => ctx.t.app.get(DataSource);
  return {
    ctx,
    db,
    row: (email: string) => db().getRepository(NewsletterSubscriberEntity).findOneByOrFail({ email }),
    mailsTo: (email: string) => ctx.smtp.messages.filter((mail) => mail.header('to')?.includes(email)),
    signUp: (email: string) => ctx.t.http().post('/api/newsletter').send({ email }).expect(202),
    /** Every queued confirmation job has been handled (sent, or dropped by a claim or the cap). */
    queueDrained: () =>
      eventually(async () => {
        const counts = await ctx.t.app.get<Queue>(getQueueToken(QueueName.Email)).getJobCounts();
        return counts.waiting + counts.active + counts.delayed === 0 ? true : undefined;
      }),
    /** Moves the last confirmation mail (and the link's expiry with it) `minutes` into the past. */
    lastMailAgo: (email: string, minutes: number) =>
      db().query(
        `UPDATE newsletter_subscriber SET "confirmationSentAt" = "confirmationSentAt" - make_interval(mins => $1), "confirmTokenExpiresAt" = "confirmTokenExpiresAt" - make_interval(mins => $1) WHERE email = $2`,
        [minutes, email],
      ),
  };
}

describe('newsletter link secrets (real SMTP server)', () => {
  const { ctx, row, mailsTo, signUp, queueDrained, lastMailAgo } = useApp({ NEWSLETTER_CONFIRMATION_TTL_HOURS: String(TTL_HOURS) });
  const http = () => ctx.t.http();
  /** Signs `email` up and returns its (next) confirmation mail, once the row records it as sent. */
  const mailAfterSignUp = async (email: string, nth = 0) => {
    await signUp(email);
    const mail = await eventually(() => mailsTo(email)[nth]);
    await eventually(async () => ((await row(email)).confirmationError === null && (await row(email)).confirmationSentAt ? true : undefined));
    return mail;
  };

  it('mails two different secrets, stores the confirmation one only as its SHA-256 with an expiry of NEWSLETTER_CONFIRMATION_TTL_HOURS, and neither link does the other one’s work', async () => {
    const email = 'two-secrets@example.com';
    const mail = await mailAfterSignUp(email);
    const confirm = linkIn(mail, 'confirm');
    const unsubscribe = linkIn(mail, 'unsubscribe');
    expect(confirm.token).not.toBe(unsubscribe.token);
    expect(mail.header('list-unsubscribe')).toBe(`<${PUBLIC_URL}${unsubscribe.path}>`);
    const stored = await row(email);
    expect(stored.unsubscribeToken).toBe(unsubscribe.token);
    expect(stored.confirmTokenHash).toBe(linkTokenHash(confirm.token));
    expect(JSON.stringify(stored)).not.toContain(confirm.token);
    expect(stored.confirmTokenExpiresAt!.getTime() - stored.confirmationSentAt!.getTime()).toBe(TTL_HOURS * 3_600_000);

    // The unsubscribe secret, the stored hash, or a confirmation secret on the unsubscribe route: nothing.
    for (const token of [unsubscribe.token, stored.confirmTokenHash!]) {
      expect((await http().get(`/api/newsletter/confirm/${token}`).expect(404)).text).toContain('This link is not valid');
      await http().post(`/api/newsletter/confirm/${token}`).expect(404);
    }
    await http().get(`/api/newsletter/unsubscribe/${confirm.token}`).expect(404);
    await http().post(`/api/newsletter/unsubscribe/${confirm.token}`).expect(404);
    expect((await row(email)).status).toBe(SubscriberStatus.Pending);

    // Each does its own work.
    await http().post(confirm.path).expect(200);
    expect((await row(email)).status).toBe(SubscriberStatus.Confirmed);
    await http().post(unsubscribe.path).expect(200);
    expect((await row(email)).status).toBe(SubscriberStatus.Unsubscribed);
  });

  it('confirms once: the link used again answers 410 "already used", and after an unsubscribe it brings no one back', async () => {
    const email = 'single-use@example.com';
    const mail = await mailAfterSignUp(email);
    const confirm = linkIn(mail, 'confirm');
    expect((await http().post(confirm.path).expect(200)).text).toContain('You are subscribed');
    for (const page of [await http().get(confirm.path).expect(410), await http().post(confirm.path).expect(410)]) {
      expect(page.text).toContain('This confirmation link was already used');
      expect(page.text).not.toContain('<form');
    }
    await http().post(linkIn(mail, 'unsubscribe').path).expect(200);
    const again = await http().post(confirm.path).expect(410);
    expect(again.text).toContain('This confirmation link no longer works');
    expect(again.text).toContain(`href="${PUBLIC_URL}/#newsletter"`);
    expect((await row(email)).status).toBe(SubscriberStatus.Unsubscribed);
  });

  it('expires: past its expiry the link answers 410 with how to sign up again and confirms nothing; a new sign-up mails new secrets, and the old links are dead', async () => {
    const email = 'expiring@example.com';
    const first = await mailAfterSignUp(email);
    // The link's lifetime has passed (the clock moved in the database, which decides expiry).
    await lastMailAgo(email, TTL_HOURS * 60 + 1);
    const old = { confirm: linkIn(first, 'confirm'), unsubscribe: linkIn(first, 'unsubscribe') };
    for (const page of [await http().get(old.confirm.path).expect(410), await http().post(old.confirm.path).expect(410)]) {
      expect(page.text).toContain('This confirmation link has expired');
      expect(page.text).toContain(`works for ${TTL_HOURS} hours`);
      expect(page.text).toContain(`href="${PUBLIC_URL}/#newsletter"`);
    }
    expect((await row(email)).status).toBe(SubscriberStatus.Pending);

    const second = await mailAfterSignUp(email, 1);
    const renewed = { confirm: linkIn(second, 'confirm'), unsubscribe: linkIn(second, 'unsubscribe') };
    expect(renewed.confirm.token).not.toBe(old.confirm.token);
    expect(renewed.unsubscribe.token).not.toBe(old.unsubscribe.token);
    await http().post(old.confirm.path).expect(404);
    await http().post(old.unsubscribe.path).expect(404);
    expect((await row(email)).status).toBe(SubscriberStatus.Pending);
    await http().post(renewed.confirm.path).expect(200);
    expect((await row(email)).status).toBe(SubscriberStatus.Confirmed);
  });

  it('re-subscribing after an unsubscribe needs the new mail: a stranger’s sign-up plus the old link confirms nothing (the issue 30 bypass)', async () => {
    const email = 'comeback@example.com';
    const first = await mailAfterSignUp(email);
    const old = { confirm: linkIn(first, 'confirm'), unsubscribe: linkIn(first, 'unsubscribe') };
    await http().post(old.confirm.path).expect(200);
    await http().post(old.unsubscribe.path).expect(200);

    // Anyone signs the address up again: pending, and the old mail's links are dead at once.
    await signUp(email);
    expect((await row(email)).status).toBe(SubscriberStatus.Pending);
    await http().post(old.confirm.path).expect(404);
    await http().post(old.unsubscribe.path).expect(404);
    expect((await row(email)).status).toBe(SubscriberStatus.Pending);
    // Within the hour no second mail (issue 29); after it, one with new secrets.
    await queueDrained();
    expect(mailsTo(email)).toHaveLength(1);
    await lastMailAgo(email, 61);
    const second = await mailAfterSignUp(email, 1);
    const renewed = { confirm: linkIn(second, 'confirm'), unsubscribe: linkIn(second, 'unsubscribe') };
    expect(renewed.confirm.token).not.toBe(old.confirm.token);
    expect(renewed.unsubscribe.token).not.toBe(old.unsubscribe.token);
    await http().post(old.confirm.path).expect(404);
    await http().post(renewed.confirm.path).expect(200);
    expect((await row(email)).status).toBe(SubscriberStatus.Confirmed);
    // The new unsubscribe link is the one that works now.
    await http().post(renewed.unsubscribe.path).expect(200);
    expect((await row(email)).status).toBe(SubscriberStatus.Unsubscribed);
  });

  it('a pending address signed up again after the hour gets a mail whose link replaces the last one', async () => {
    const email = 'resend@example.com';
    const first = await mailAfterSignUp(email);
    await lastMailAgo(email, 61);
    const second = await mailAfterSignUp(email, 1);
    // Still within its lifetime, but no longer the newest: only the newest mail's link confirms.
    await http().post(linkIn(first, 'confirm').path).expect(404);
    // The unsubscribe secret of a live pending sign-up is kept.
    expect(linkIn(second, 'unsubscribe').token).toBe(linkIn(first, 'unsubscribe').token);
    await http().post(linkIn(second, 'confirm').path).expect(200);
  });
});

describe('newsletter confirmation mails: the hourly cap (real SMTP server)', () => {
  const CAP = 2;
  const { ctx, row, mailsTo, queueDrained } = useApp({ NEWSLETTER_CONFIRMATIONS_PER_HOUR: String(CAP) });

  it('mails at most NEWSLETTER_CONFIRMATIONS_PER_HOUR sign-ups an hour; past it the answer is the same 202 and the admin sees why nothing went', async () => {
    const emails = ['cap-1@example.com', 'cap-2@example.com', 'cap-3@example.com', 'cap-4@example.com'];
    const answers: string[] = [];
    for (const email of emails) {
      const res = await ctx.t.http().post('/api/newsletter').send({ email });
      answers.push(`${res.status} ${res.text}`);
      // One at a time, so which sign-ups the cap holds back is known.
      await eventually(async () => ((await row(email)).confirmationSentAt || (await row(email)).confirmationError ? true : undefined));
    }
    expect(answers).toEqual(emails.map(() => '202 {"success":true}'));
    await queueDrained();
    expect(ctx.smtp.messages).toHaveLength(CAP);
    expect(mailsTo('cap-1@example.com')).toHaveLength(1);
    expect(mailsTo('cap-2@example.com')).toHaveLength(1);
    for (const email of ['cap-3@example.com', 'cap-4@example.com']) {
      const held = await row(email);
      expect({ status: held.status, sentAt: held.confirmationSentAt, hash: held.confirmTokenHash, error: held.confirmationError }).toEqual({
        status: SubscriberStatus.Pending,
        sentAt: null,
        hash: null,
        error: CAPPED_MESSAGE,
      });
    }
    const agent = await ctx.t.loginAgent();
    const listed = (await agent.get('/api/admin/newsletter/subscribers').query({ q: 'cap-4' }).expect(200)).body as Array<{ confirmationError: string | null }>;
    expect(listed[0].confirmationError).toBe(CAPPED_MESSAGE);
    // Asking again within the hour is still held back.
    await ctx.t.http().post('/api/newsletter').send({ email: 'cap-3@example.com' }).expect(202);
    await queueDrained();
    expect(ctx.smtp.messages).toHaveLength(CAP);
  });
});

// A resend that does not go out (held back by the hourly cap, or refused by the mail server) must not
// take the subscriber's working link with it: the claim replaces the row's confirmation secret before
// the send, so a failed send puts the replaced one back. Before, an attacker who filled the hour's cap
// and signed the address up again turned the link in the subscriber's inbox into a 404.
describe('newsletter confirmation: a resend that does not go keeps the last mail’s link (real SMTP server)', () => {
  describe('held back by the hourly cap', () => {
    const { ctx, row, mailsTo, signUp, queueDrained, lastMailAgo } = useApp({ NEWSLETTER_CONFIRMATIONS_PER_HOUR: '1' });

    it('a capped sign-up of an address sends nothing and its last link still confirms', async () => {
      const email = 'capped-resend@example.com';
      await signUp(email);
      const first = await eventually(() => mailsTo(email)[0]);
      const link = linkIn(first, 'confirm');
      await eventually(async () => ((await row(email)).confirmationSentAt ? true : undefined));
      // That mail used the hour's whole allowance (1). The per-address hour has passed (the database's
      // clock moved), not the cap's hour (Redis), so the next mail is allowed for the address but capped.
      await lastMailAgo(email, 61);
      const before = await row(email);
      await signUp(email);
      await queueDrained();
      await eventually(async () => ((await row(email)).confirmationError === CAPPED_MESSAGE ? true : undefined));
      expect(mailsTo(email)).toHaveLength(1);
      const after = await row(email);
      expect({ hash: after.confirmTokenHash, expiresAt: after.confirmTokenExpiresAt, sentAt: after.confirmationSentAt }).toEqual({
        hash: linkTokenHash(link.token),
        expiresAt: before.confirmTokenExpiresAt,
        sentAt: before.confirmationSentAt,
      });
      expect((await ctx.t.http().get(link.path).expect(200)).text).toContain('<form');
      await ctx.t.http().post(link.path).expect(200);
      expect((await row(email)).status).toBe(SubscriberStatus.Confirmed);
    });
  });

  describe('refused by the mail server', () => {
    let refusing = false;
    const { ctx, row, mailsTo, signUp, queueDrained, lastMailAgo } = useApp({}, { refuse: () => refusing });

    it('a resend the server refuses on every try leaves the last link confirming, with the error recorded', async () => {
      const email = 'refused-resend@example.com';
      await signUp(email);
      const link = linkIn(await eventually(() => mailsTo(email)[0]), 'confirm');
      await eventually(async () => ((await row(email)).confirmationSentAt ? true : undefined));
      expect(ctx.smtp.deliveries()).toBe(1);
      await lastMailAgo(email, 61);
      const before = await row(email);
      refusing = true;
      await signUp(email);
      // Each of the job's tries (EMAIL_JOB_ATTEMPTS = 3 in smtpEnv) claims again, since the failed one
      // put the last send time back, and is refused.
      await eventually(() => (ctx.smtp.deliveries() === 4 ? true : undefined));
      await queueDrained();
      const after = await row(email);
      expect(after.confirmationError).toContain('Temporary failure');
      expect({ hash: after.confirmTokenHash, expiresAt: after.confirmTokenExpiresAt, sentAt: after.confirmationSentAt }).toEqual({
        hash: linkTokenHash(link.token),
        expiresAt: before.confirmTokenExpiresAt,
        sentAt: before.confirmationSentAt,
      });
      expect(mailsTo(email)).toHaveLength(1);
      await ctx.t.http().post(link.path).expect(200);
      expect((await row(email)).status).toBe(SubscriberStatus.Confirmed);
    });
  });
});

describe('newsletter sign-ups are limited per client: an IPv4 address, an IPv6 /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_NEWSLETTER: '2', RATE_LIMIT_WINDOW_SEC: '600' } });
  });
  afterAll(() => t.close());
  const signUpFrom = (address: string, email: string) => t.http().post('/api/newsletter').set('X-Forwarded-For', address).send({ email });

  it('counts every address of one IPv6 /64 together, and another /64 or IPv4 address apart', async () => {
    expect((await signUpFrom('2001:db8:30:1::1', 'v6-a@example.com')).status).toBe(202);
    expect((await signUpFrom('2001:db8:30:1:ffff:ffff:ffff:fffe', 'v6-b@example.com')).status).toBe(202);
    const limited = await signUpFrom('2001:db8:30:1:1234::9', 'v6-c@example.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The neighbouring /64 is another client.
    expect((await signUpFrom('2001:db8:30:2::1', 'v6-d@example.com')).status).toBe(202);
    // IPv4 stays per address (and an IPv4-mapped IPv6 address is that IPv4 address).
    expect((await signUpFrom('198.51.100.30', 'v4-a@example.com')).status).toBe(202);
    expect((await signUpFrom('::ffff:198.51.100.30', 'v4-b@example.com')).status).toBe(202);
    expect((await signUpFrom('198.51.100.30', 'v4-c@example.com')).status).toBe(429);
    expect((await signUpFrom('198.51.100.31', 'v4-d@example.com')).status).toBe(202);
  });
});
