import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { call, sql } from './server-calls';
import { ServerProcess } from './server-process';

const SUBSCRIBERS = 100;

/**
 * Issue 15: a new episode's mail to 100 subscribers goes to each exactly once although two server
 * processes (each with its inline worker) send it together and one of them is killed (-9) halfway.
 * The SMTP server answers slowly, so the kill lands while a mail is in flight: the receiver then holds
 * that mail twice, under one Message-ID (the copy receivers drop); no subscriber gets two different mails.
 */
describe('new-episode mail survives a worker killed halfway', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-newsletter-kill-'));
  let smtp: TestSmtpServer;
  let settings: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ delayMs: 120 });
    settings = ServerProcess.settings(scratch, {
      ...smtpEnv(smtp.port),
      NEWSLETTER_SEND_RATE_PER_MINUTE: '100000',
      NEWSLETTER_CLAIM_LEASE_MS: '2000',
    });
  });
  afterAll(async () => {
    for (const server of servers.slice(1)) await server.kill();
    await servers[0]?.dispose();
    await smtp.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('sends each subscriber one mail', async () => {
    const first = new ServerProcess(settings);
    servers.push(first);
    await first.start();
    const cookie = await first.login();
    const values = Array.from(
      { length: SUBSCRIBERS },
      (_, index) => `('reader${index}@example.com', 'confirmed', '${randomBytes(24).toString('hex')}', now())`,
    );
    await sql(settings.DATABASE_URL, `INSERT INTO newsletter_subscriber (email, status, token, "confirmedAt") VALUES ${values.join(', ')}`);
    const episode = await call(first, cookie, 'POST', '/api/episodes', { title: 'Killed halfway', description: 'Still sent once', episodeNumber: 1 });
    await call(first, cookie, 'PATCH', `/api/admin/episodes/${episode.id}`, { status: 'published', publishWithoutVideo: true });

    await eventually(() => (smtp.messages.length >= 15 ? true : undefined), 60_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${smtp.messages.length} mails\n${first.output()}`);
    });
    // A second process joins (its start-up sweep puts the open mailing on the queue again).
    const second = new ServerProcess(settings);
    servers.push(second);
    await second.start();
    await eventually(() => (smtp.messages.length >= SUBSCRIBERS / 2 ? true : undefined), 60_000);
    expect(smtp.messages.length).toBeLessThan(SUBSCRIBERS);
    await first.kill();

    const recipients = () => new Set(smtp.messages.map((mail) => mail.envelopeTo[0]));
    await eventually(() => (recipients().size === SUBSCRIBERS ? true : undefined), 150_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${recipients().size} of ${SUBSCRIBERS} reached\n${second.output()}`);
    });
    await eventually(async () => {
      const [issue] = await sql<{ status: string }>(settings.DATABASE_URL, 'SELECT status FROM newsletter_issue');
      return issue?.status === 'done' ? true : undefined;
    }, 30_000);

    const idsByRecipient = new Map<string, Set<string>>();
    for (const mail of smtp.messages) {
      const ids = idsByRecipient.get(mail.envelopeTo[0]) ?? new Set<string>();
      ids.add(mail.header('message-id') ?? '');
      idsByRecipient.set(mail.envelopeTo[0], ids);
    }
    // One distinct mail per subscriber. The only repeats are the mails the killed process had in
    // flight (the server took them, the process died before hearing so): one per job it was running
    // (Bull adds up the queue's handlers' concurrency, so at most 3), each under the same Message-ID.
    expect([...idsByRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(smtp.messages.length).toBeLessThanOrEqual(SUBSCRIBERS + 3);
    const statuses = await sql<{ status: string; count: string }>(
      settings.DATABASE_URL,
      'SELECT status, count(*) AS count FROM newsletter_delivery GROUP BY status',
    );
    expect(statuses).toEqual([{ status: 'sent', count: String(SUBSCRIBERS) }]);
  }, 330_000);
});
