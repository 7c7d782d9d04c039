import { getQueueToken } from '@nestjs/bull';
import { SubscriberStatus } from '@podcast/contracts';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { QueueName } from '../../src/queue/jobs';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';

// Issue 29: a repeat sign-up sends at most one more confirmation mail an hour per address, and the
// answer never tells more than the mail would (new, pending, confirmed and unsubscribed alike).
describe('newsletter repeat sign-ups (real SMTP server counting mails)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: smtpEnv(smtp.port, { RATE_LIMIT_NEWSLETTER: '1000' }) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const repo = () => t.app.get(DataSource).getRepository(NewsletterSubscriberEntity);
  const row = (email: string) => repo().findOneByOrFail({ email });
  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.header('to')?.includes(email));
  const signUp = (email: string) => t.http().post('/api/newsletter').send({ email });
  /** Every confirmation job queued so far has been handled (sent, or dropped by the hourly claim). */
  const queueDrained = () =>
    eventually(async () => {
      const counts = await t.app.get<Queue>(getQueueToken(QueueName.Email)).getJobCounts();
      return counts.waiting + counts.active + counts.delayed === 0 ? true : undefined;
    });
  /** Moves the last confirmation mail `minutes` into the past (the clock the hourly claim reads). */
  const lastMailAgo = (email: string, minutes: number) =>
    t.app.get(DataSource).query(`UPDATE newsletter_subscriber SET "confirmationSentAt" = now() - make_interval(mins => $1) WHERE email = $2`, [minutes, email]);

  it('sends one confirmation, then none for repeats within the hour, then one more once the hour has passed', async () => {
    const email = 'repeat@example.com';
    await signUp(email).expect(202);
    await eventually(() => mailsTo(email)[0]);
    await eventually(async () => ((await row(email)).confirmationSentAt ? true : undefined));

    for (let i = 0; i < 3; i += 1) await signUp(email).expect(202);
    await queueDrained();
    expect(mailsTo(email)).toHaveLength(1);

    // 59 minutes later: still inside the hour.
    await lastMailAgo(email, 59);
    await signUp(email).expect(202);
    await queueDrained();
    expect(mailsTo(email)).toHaveLength(1);

    // 61 minutes later: one more, and only one however many ask.
    await lastMailAgo(email, 61);
    await Promise.all(Array.from({ length: 4 }, () => signUp(email).expect(202)));
    await eventually(() => mailsTo(email)[1]);
    await queueDrained();
    expect(mailsTo(email)).toHaveLength(2);
    expect((await row(email)).status).toBe(SubscriberStatus.Pending);
  });

  it('an unsubscribed address signing up again waits out the same hour', async () => {
    const email = 'cycle@example.com';
    await signUp(email).expect(202);
    const mail = await eventually(() => mailsTo(email)[0]);
    await eventually(async () => ((await row(email)).confirmationSentAt ? true : undefined));
    const unsubscribe = /https:\/\/podcast\.example\.com(\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    // A one-click unsubscribe from a mail provider (no Origin), then a new sign-up.
    await t.http().post(unsubscribe).expect(200);
    expect((await row(email)).status).toBe(SubscriberStatus.Unsubscribed);
    await signUp(email).expect(202);
    await queueDrained();
    expect((await row(email)).status).toBe(SubscriberStatus.Pending);
    expect(mailsTo(email)).toHaveLength(1);
    await lastMailAgo(email, 61);
    await signUp(email).expect(202);
    await eventually(() => mailsTo(email)[1]);
  });

  it('answers a new, a pending, a confirmed and an unsubscribed address identically', async () => {
    const pending = 'same-pending@example.com';
    const confirmed = 'same-confirmed@example.com';
    const unsubscribed = 'same-unsubscribed@example.com';
    await repo().insert([
      { email: pending, status: SubscriberStatus.Pending, unsubscribeToken: 'same-answer-pending-token' },
      { email: confirmed, status: SubscriberStatus.Confirmed, unsubscribeToken: 'same-answer-confirmed-token', confirmedAt: new Date() },
      { email: unsubscribed, status: SubscriberStatus.Unsubscribed, unsubscribeToken: 'same-answer-unsubscribed-token', unsubscribedAt: new Date() },
    ]);
    const answers = [];
    for (const email of ['same-new@example.com', pending, confirmed, unsubscribed]) {
      const res = await signUp(email);
      answers.push({ status: res.status, type: res.headers['content-type'], body: res.text, cookie: res.headers['set-cookie'] });
    }
    expect(answers[0]).toEqual({ status: 202, type: 'application/json; charset=utf-8', body: '{"success":true}', cookie: undefined });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    // What differs is only what the address's owner learns by mail: nothing for the confirmed one.
    await queueDrained();
    await eventually(() => mailsTo('same-new@example.com')[0]);
    await eventually(() => mailsTo(pending)[0]);
    await eventually(() => mailsTo(unsubscribed)[0]);
    expect(mailsTo(confirmed)).toHaveLength(0);
  });
});
