import { SubscriberStatus } from '@podcast/contracts';
import { DataSource, EntitySchema } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { NewsletterSeparateTokens1795702113950 } from '../../src/database/migrations/1795702113950-NewsletterSeparateTokens';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';

/** The subscriber entity of the release before issue 30 (commit 1c3454a), as its processes map the table. */
interface OldSubscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  token: string;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  confirmationSentAt: Date | null;
  confirmationError: string | null;
  createdAt: Date;
  updatedAt: Date;
}
const OldSubscriberSchema = new EntitySchema<OldSubscriber>({
  name: 'OldNewsletterSubscriber',
  tableName: 'newsletter_subscriber',
  columns: {
    id: { type: Number, primary: true, generated: true },
    email: { type: 'varchar', length: 320, unique: true },
    status: { type: 'varchar', length: 20, default: SubscriberStatus.Pending },
    token: { type: 'varchar', length: 64, unique: true },
    confirmedAt: { type: 'timestamptz', nullable: true },
    unsubscribedAt: { type: 'timestamptz', nullable: true },
    confirmationSentAt: { type: 'timestamptz', nullable: true },
    confirmationError: { type: 'text', nullable: true },
    createdAt: { type: 'timestamptz', createDate: true },
    updatedAt: { type: 'timestamptz', updateDate: true },
  },
});

// Issue 30's migration: the one token of every existing row becomes its unsubscribe token (so the
// links in mail already sent keep unsubscribing) and confirms nothing any more; a pending row gets a
// confirmation secret of its own with its next sign-up's mail. It is additive (docs/deployment.md
// "Upgrades with migrations"): the processes of the release before, still running beside a new one
// during a rolling upgrade, keep signing up, confirming and unsubscribing against the new schema.
describe('the migration to separate newsletter link secrets', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let t: TestApp;
  /** A connection as an old process has it: the old entity on the migrated table. */
  let old: DataSource;

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
    old = await new DataSource({ type: 'postgres', url: database.url, entities: [OldSubscriberSchema], logging: ['error'] }).initialize();
  });
  afterAll(async () => {
    await old.destroy();
    await t.close();
    await smtp.close();
  });

  const row = (email: string) => t.app.get(DataSource).getRepository(NewsletterSubscriberEntity).findOneByOrFail({ email });
  const oldRepo = () => old.getRepository(OldSubscriberSchema);

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

  // The statements of 1c3454a's NewsletterRepository (signup, claimConfirmation, confirm, unsubscribe),
  // through its entity: before, the rename made each of them fail (a 500) until the process was replaced.
  it('lets a process of the release before sign up, claim, confirm with its one token and unsubscribe, beside the new one', async () => {
    const email = 'old-process@example.com';
    const inserted = await oldRepo()
      .createQueryBuilder()
      .insert()
      .values({ email, status: SubscriberStatus.Pending, token: 'old-process-token' })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (inserted.raw as Array<{ id: number }>)[0].id;
    const claimed = await oldRepo()
      .createQueryBuilder()
      .update()
      .set({ confirmationSentAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id, pending: SubscriberStatus.Pending })
      .andWhere(`("confirmationSentAt" IS NULL OR "confirmationSentAt" < now() - make_interval(mins => :minutes))`, { minutes: 60 })
      .execute();
    expect(claimed.affected).toBe(1);
    // The new process reads the old process's row: its token is the unsubscribe secret, no confirmation one.
    expect(await row(email)).toMatchObject({ id, unsubscribeToken: 'old-process-token', confirmTokenHash: null, status: SubscriberStatus.Pending });

    // The old confirm (the pre-issue-30 behaviour, until the process is replaced).
    await oldRepo()
      .createQueryBuilder()
      .update()
      .set({ status: SubscriberStatus.Confirmed, confirmedAt: () => 'now()', confirmationError: null })
      .where('token = :token AND status = :pending', { token: 'old-process-token', pending: SubscriberStatus.Pending })
      .execute();
    expect(await oldRepo().findOneBy({ token: 'old-process-token' })).toMatchObject({ email, status: SubscriberStatus.Confirmed });

    // A row the new process made is found and unsubscribed by an old one through its unsubscribe secret.
    await t.http().post('/api/newsletter').send({ email: 'new-process@example.com' }).expect(202);
    const fresh = await row('new-process@example.com');
    await oldRepo()
      .createQueryBuilder()
      .update()
      .set({ status: SubscriberStatus.Unsubscribed, unsubscribedAt: () => 'now()' })
      .where('token = :token AND status <> :unsubscribed', { token: fresh.unsubscribeToken, unsubscribed: SubscriberStatus.Unsubscribed })
      .execute();
    expect(await oldRepo().findOneBy({ token: fresh.unsubscribeToken })).toMatchObject({ status: SubscriberStatus.Unsubscribed });

    // And the new process unsubscribes the old process's row with its token.
    await t.http().post('/api/newsletter/unsubscribe/old-process-token').expect(200);
    expect((await row(email)).status).toBe(SubscriberStatus.Unsubscribed);
  });
});
