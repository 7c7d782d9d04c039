import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { call, sql } from './server-calls';
import { ServerProcess } from './server-process';
import { ThrowawayRedis } from './throwaway-redis';

const SUBSCRIBERS = 60;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 32 item 2: a Redis outage delays mail and loses none. One server process (with its inline
 * worker) sends a new episode's mail to 60 subscribers; its Redis (a throwaway redis-server, no
 * persistence: it comes back empty) is killed halfway, and a second episode is published while Redis
 * is away. Redis is started again and nothing else is touched: every subscriber gets each of the two
 * mails exactly once, from the same process (the job outbox's sweep hands the lost and the new jobs
 * to the new Redis).
 */
describe('newsletter mail across a Redis outage', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-newsletter-redis-'));
  let smtp: TestSmtpServer;
  let redis: ThrowawayRedis;
  let server: ServerProcess;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ delayMs: 150 });
    redis = await ThrowawayRedis.start();
    server = new ServerProcess(
      ServerProcess.settings(scratch, {
        ...smtpEnv(smtp.port),
        REDIS_URL: redis.url,
        NEWSLETTER_SEND_RATE_PER_MINUTE: '100000',
        EMAIL_JOB_BACKOFF_MS: '500',
      }),
    );
  });
  afterAll(async () => {
    await server?.dispose();
    await redis?.stop();
    await smtp?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('sends every subscriber each mailing once, with no process restarted', async () => {
    await server.start();
    const pid = server.pid;
    const databaseUrl = server.env.DATABASE_URL;
    const cookie = await server.login();
    const values = Array.from(
      { length: SUBSCRIBERS },
      (_, index) => `('reader${index}@example.com', 'confirmed', '${randomBytes(24).toString('hex')}', now())`,
    );
    await sql(databaseUrl, `INSERT INTO newsletter_subscriber (email, status, token, "confirmedAt") VALUES ${values.join(', ')}`);
    const first = await call(server, cookie, 'POST', '/api/episodes', { title: 'Before the outage', description: 'Sent once', episodeNumber: 1 });
    const second = await call(server, cookie, 'POST', '/api/episodes', { title: 'During the outage', description: 'Sent once too', episodeNumber: 2 });
    await call(server, cookie, 'PATCH', `/api/admin/episodes/${first.id}`, { status: 'published', publishWithoutVideo: true });

    await eventually(() => (smtp.messages.length >= 10 ? true : undefined), 60_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${smtp.messages.length} mails\n${server.output()}`);
    });
    await redis.stop();
    const sentBeforeOutage = smtp.messages.length;
    expect(sentBeforeOutage).toBeLessThan(SUBSCRIBERS);
    // Publishing needs no Redis: the mailing's job waits in the outbox, written with the publish.
    await call(server, cookie, 'PATCH', `/api/admin/episodes/${second.id}`, { status: 'published', publishWithoutVideo: true });
    await pause(8_000);
    await redis.resume();

    const mailsByRecipient = () => {
      const byRecipient = new Map<string, string[]>();
      for (const mail of smtp.messages) byRecipient.set(mail.envelopeTo[0], [...(byRecipient.get(mail.envelopeTo[0]) ?? []), mail.header('message-id') ?? '']);
      return byRecipient;
    };
    await eventually(async () => {
      const issues = await sql<{ status: string }>(databaseUrl, 'SELECT status FROM newsletter_issue');
      return issues.length === 2 && issues.every((issue) => issue.status === 'done') ? true : undefined;
    }, 120_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${smtp.messages.length} mails\n${server.output()}`);
    });

    const byRecipient = mailsByRecipient();
    expect(byRecipient.size).toBe(SUBSCRIBERS);
    // Two different mails each (one per episode), none twice.
    expect([...byRecipient.values()].filter((ids) => ids.length !== 2 || new Set(ids).size !== 2)).toEqual([]);
    expect(smtp.messages.length).toBe(2 * SUBSCRIBERS);
    const statuses = await sql<{ status: string; count: string }>(databaseUrl, 'SELECT status, count(*) AS count FROM newsletter_delivery GROUP BY status');
    expect(statuses).toEqual([{ status: 'sent', count: String(2 * SUBSCRIBERS) }]);
    // The same process did it all.
    expect(server.pid).toBe(pid);
    expect(server.child?.exitCode).toBeNull();
  }, 300_000);
});
