import { SubscriberStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { newLinkToken } from '../../src/common/link-token';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';

interface IssueRow {
  episodeId: number;
  status: string;
  sent: number;
  failed: number;
  queued: number;
  cancelled: number;
}

async function addSubscribers(t: TestApp, prefix: string, count: number, status: SubscriberStatus): Promise<string[]> {
  const repo = t.app.get(DataSource).getRepository(NewsletterSubscriberEntity);
  const emails = Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);
  await repo.save(
    emails.map((email) =>
      repo.create({ email, status, unsubscribeToken: newLinkToken(), confirmedAt: status === SubscriberStatus.Confirmed ? new Date() : null }),
    ),
  );
  return emails;
}

async function createEpisode(t: TestApp, title: string): Promise<number> {
  const agent = await t.loginAgent();
  const res = await agent.post('/api/episodes').send({ title, description: 'How the best sell.', guestName: 'Grace Hopper', episodeNumber: 7 }).expect(201);
  return res.body.id as number;
}

const publish = async (t: TestApp, id: number) =>
  (await t.loginAgent()).patch(`/api/admin/episodes/${id}`).send({ status: 'published', publishWithoutVideo: true }).expect(200);
const issueOf = async (t: TestApp, episodeId: number) =>
  ((await (await t.loginAgent()).get('/api/admin/newsletter/issues').expect(200)).body as IssueRow[]).find((issue) => issue.episodeId === episodeId);

describe('new-episode mail (real SMTP server)', () => {
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

  it('mails every confirmed subscriber once when an episode is published (title, guest, artwork, link, one-click unsubscribe), and never again', async () => {
    const confirmed = await addSubscribers(t, 'fan', 4, SubscriberStatus.Confirmed);
    await addSubscribers(t, 'maybe', 2, SubscriberStatus.Pending);
    await addSubscribers(t, 'gone', 2, SubscriberStatus.Unsubscribed);
    const episodeId = await createEpisode(t, 'Selling to enterprises');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(0);

    await publish(t, episodeId);
    await eventually(async () => ((await issueOf(t, episodeId))?.status === 'done' ? true : undefined));
    const mails = smtp.messages.filter((mail) => mail.subject === 'New on Learn from the Best: Selling to enterprises');
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([...confirmed].sort());
    const [mail] = mails;
    expect(mail.text).toContain('Episode 7 is out: Selling to enterprises, with Grace Hopper.');
    expect(mail.text).toContain(`Watch the episode: https://podcast.example.com/episodes/${episodeId}`);
    expect(mail.html).toContain('<img src="https://podcast.example.com/podcast/artwork.jpg"');
    expect(mail.header('list-unsubscribe')).toMatch(/^<https:\/\/podcast\.example\.com\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>$/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('message-id')).toMatch(new RegExp(`^<newsletter-episode-${episodeId}-\\d+@podcast\\.example\\.com>$`));
    expect(await issueOf(t, episodeId)).toMatchObject({ status: 'done', sent: 4, failed: 0, queued: 0, cancelled: 0 });

    // Unpublish and publish again: the mailing is not sent twice.
    const agent = await t.loginAgent();
    await agent.patch(`/api/admin/episodes/${episodeId}`).send({ status: 'draft' }).expect(200);
    await publish(t, episodeId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((candidate) => candidate.subject === mail.subject)).toHaveLength(4);
  });

  it('needs an admin session for the history', async () => {
    await t.http().get('/api/admin/newsletter/issues').expect(401);
  });
});

describe('new-episode mail, throttled, stopped by unpublishing', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: smtpEnv(smtp.port, { NEWSLETTER_SEND_RATE_PER_MINUTE: '2' }) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends no more than the rate allows, and unpublishing cancels what is left', async () => {
    await addSubscribers(t, 'slow', 5, SubscriberStatus.Confirmed);
    const episodeId = await createEpisode(t, 'Pricing power');
    await publish(t, episodeId);
    await eventually(() => (smtp.messages.length >= 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Two per minute: the third waits for the next minute.
    expect(smtp.messages.length).toBeLessThanOrEqual(2);
    await (await t.loginAgent()).patch(`/api/admin/episodes/${episodeId}`).send({ status: 'draft' }).expect(200);
    const issue = await issueOf(t, episodeId);
    expect(issue).toMatchObject({ status: 'cancelled', failed: 0, queued: 0 });
    expect(issue!.sent + issue!.cancelled).toBe(5);
    expect(issue!.sent).toBe(smtp.messages.length);
  });
});
