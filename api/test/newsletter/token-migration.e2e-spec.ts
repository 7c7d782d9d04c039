import { SubscriberStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { NewsletterSeparateTokens1795702113950 } from '../../src/database/migrations/1795702113950-NewsletterSeparateTokens';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';

// Issue 30's migration: the one token of every existing row becomes its unsubscribe token (so the
// links in mail already sent keep unsubscribing) and confirms nothing any more; a pending row gets a
// confirmation secret of its own with its next sign-up's mail.
describe('the migration to separate newsletter link secrets', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    const runner = dataSource.createQueryRunner();
    try {
      // Back to the table as it was, rows written the old way, then the migration again.
      await new NewsletterSeparateTokens1795702113950().down(runner);
      await runner.query(
        `INSERT INTO newsletter_subscriber (email, status, token, "confirmedAt", "confirmationSentAt") VALUES
          ('kept@example.com', 'confirmed', 'old-confirmed-token', now() - interval '30 days', now() - interval '31 days'),
          ('waiting@example.com', 'pending', 'old-pending-token', NULL, now() - interval '2 hours')`,
      );
      await new NewsletterSeparateTokens1795702113950().up(runner);
    } finally {
      await runner.release();
      await dataSource.destroy();
    }
    smtp = await startTestSmtpServer();
    t = await createTestApp({ database, env: smtpEnv(smtp.port) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const row = (email: string) => t.app.get(DataSource).getRepository(NewsletterSubscriberEntity).findOneByOrFail({ email });

  it('keeps every old link unsubscribing, and no old link confirming', async () => {
    expect(await row('kept@example.com')).toMatchObject({ unsubscribeToken: 'old-confirmed-token', confirmTokenHash: null, confirmTokenExpiresAt: null });
    await t.http().post('/api/newsletter/confirm/old-pending-token').expect(404);
    expect((await row('waiting@example.com')).status).toBe(SubscriberStatus.Pending);
    expect((await t.http().post('/api/newsletter/unsubscribe/old-confirmed-token').expect(200)).text).toContain('You are unsubscribed');
    expect((await row('kept@example.com')).status).toBe(SubscriberStatus.Unsubscribed);
  });

  it('mails a pending address signing up again a confirmation secret of its own, which confirms', async () => {
    await t.http().post('/api/newsletter').send({ email: 'waiting@example.com' }).expect(202);
    const mail = await eventually(() => smtp.messages.find((candidate) => candidate.header('to')?.includes('waiting@example.com')));
    const confirm = /https?:\/\/[^\s/]+(\/api\/newsletter\/confirm\/([A-Za-z0-9_-]+))/.exec(mail.text);
    expect(confirm?.[2]).toBeDefined();
    expect(confirm?.[2]).not.toBe('old-pending-token');
    expect(mail.text).toContain('/api/newsletter/unsubscribe/old-pending-token');
    await t.http().post(confirm![1]).expect(200);
    expect((await row('waiting@example.com')).status).toBe(SubscriberStatus.Confirmed);
  });
});
