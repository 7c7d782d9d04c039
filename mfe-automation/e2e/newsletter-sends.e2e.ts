import { randomBytes } from 'node:crypto';
import type { NewsletterIssueDto, SubscriberDto } from '@podcast/contracts';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { useSmtpCatcher, type CaughtMail } from '../../e2e/harness/smtp-catcher';
import { useAdminPage } from '../../e2e/harness/suite';
import { until } from '../../e2e/harness/until';
import { expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

// Three confirmed subscribers get each new episode; the mail server refuses one of them for good.
const CONFIRMED = ['ada@example.com', 'grace@example.com', 'bounce@example.com'];
const REFUSED = 'bounce@example.com';
// Pending: never mailed.
const PENDING = 'reader@example.com';
// A long title: the phone layout must wrap it, not scroll sideways.
const LONG_TITLE = 'Learning in Public: How Twelve Open-Source Maintainers Turned Their Side Projects into Sustainable Careers';
const FIRST = `Episode 7: ${LONG_TITLE}`;
const SECOND = 'Episode 8: Pulled Before It Went Out';

const EMPTY = 'No new-episode mail yet: publishing an episode sends one to every confirmed subscriber.';

describe('Newsletter sends on the Subscribers tab (issue 15 item 3: the run history with sent and failed counts)', () => {
  // Filled in before the product starts (the catcher's hook runs before the suite's).
  const env: Record<string, string> = {
    RATE_LIMIT_NEWSLETTER: '1000',
    MAIL_FROM: 'Learn from the Best <show@podcast.example.com>',
    EMAIL_JOB_ATTEMPTS: '3',
    EMAIL_JOB_BACKOFF_MS: '20',
  };
  // A real SMTP server on loopback the product sends through. New-episode mails can be held (not
  // answered) to see a mailing while it sends; the refused address gets a 550 at RCPT.
  const isNewEpisodeMail = (mail: CaughtMail) => /^Message-ID: <newsletter-episode-/im.test(mail.raw);
  let hold = false;
  const smtp = useSmtpCatcher(env, { refuse: [REFUSED], hold: (mail) => hold && isNewEpisodeMail(mail) });
  const release = () => {
    hold = false;
    smtp.release();
  };
  /** The recipients of the new-episode mails the server accepted. */
  const delivered = () => smtp.mails.filter(isNewEpisodeMail).flatMap((mail) => mail.to);

  const suite = useAdminPage({ width: 1280, height: 800, env });

  const issues = () => suite.admin.request<NewsletterIssueDto[]>('GET', '/api/admin/newsletter/issues');
  const issueOf = async (episodeId: number) => (await issues()).find((issue) => issue.episodeId === episodeId);

  async function signUp(email: string): Promise<void> {
    const response = await fetch(`${suite.product.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: suite.product.url },
      body: JSON.stringify({ email }),
    });
    if (response.status !== 202) throw new Error(`sign-up of ${email} → ${response.status} ${await response.text()}`);
  }

  /**
   * Stores `emails` as confirmed subscribers, as the migration of issue 15 did for earlier sign-ups.
   * Confirming through the API needs the secret of the confirmation mail, which exists only in that
   * mail (the database keeps its SHA-256, issue 30), and the refused address never gets its mail.
   */
  async function storeConfirmed(emails: string[]): Promise<void> {
    const client = new Client({ connectionString: suite.product.databaseUrl });
    await client.connect();
    try {
      for (const email of emails) {
        await client.query(`INSERT INTO newsletter_subscriber (email, status, token, "confirmedAt") VALUES ($1, 'confirmed', $2, now())`, [
          email,
          randomBytes(32).toString('base64url'),
        ]);
      }
    } finally {
      await client.end();
    }
  }

  const publish = (title: string, episodeNumber: number) =>
    suite.admin.createEpisode({ title, episodeNumber, description: 'A conversation about growth', status: 'published', publishWithoutVideo: true });

  const sends = (page: Page) => page.getByTestId('newsletter-sends');
  const row = (page: Page, episode: string) => sends(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: episode });
  const cell = (target: Locator, key: string) => target.getByTestId(`issue-${key}`);
  async function counts(target: Locator): Promise<Record<string, string | null>> {
    const result: Record<string, string | null> = {};
    for (const key of ['sent', 'failed', 'queued', 'cancelled']) result[key] = await cell(target, key).textContent();
    return result;
  }

  async function openSubscribers(page: Page): Promise<void> {
    await page.goto('/admin/automation?tab=subscribers');
    await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
    await sends(page).getByText('Newsletter sends', { exact: true }).waitFor();
  }

  beforeAll(async () => {
    await signUp(PENDING);
    await storeConfirmed(CONFIRMED);
    const confirmed = await suite.admin.request<SubscriberDto[]>('GET', '/api/admin/newsletter/subscribers?status=confirmed&limit=100');
    expect(confirmed.map((subscriber) => subscriber.email).sort()).toEqual([...CONFIRMED].sort());
  });

  it('says what will happen while no episode has been mailed', async () => {
    const { page } = suite.tracked;
    await openSubscribers(page);
    await sends(page).getByText(EMPTY).waitFor();
    expect(await issues()).toEqual([]);
    await expectNoBlockingViolations(page, 'newsletter sends, none yet');
  });

  it('shows a mailing while it sends, then its sent and failed counts once done, with no reload; then stops asking', async () => {
    const { page } = suite.tracked;
    hold = true;
    const episode = await publish(LONG_TITLE, 7);
    // The first mail is handed to the server and held there: the mailing is open.
    await until(
      'the first new-episode mail at the server',
      async () => smtp.held,
      (count) => count === 1,
      30_000,
    );
    await openSubscribers(page);
    const first = row(page, FIRST);
    await first.waitFor();
    expect(await first.locator('.ant-tag').textContent()).toBe('Sending');
    // One mail in the server's hands and two waiting are all still to go.
    expect(await counts(first)).toEqual({ sent: '0', failed: '0', queued: '3', cancelled: '0' });
    expect(await cell(first, 'started').textContent()).toMatch(/^Started (just now|\d+ minutes? ago)$/);
    expect(await cell(first, 'finished').textContent()).toBe('Still sending');
    await screenshot(page, 'newsletter-sends-sending-1280x800');

    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/newsletter/issues') asked.push(request.url());
    });
    release();
    // The page asks again by itself while the mailing is open, and shows it finished.
    await until(
      'the finished mailing on screen',
      async () => ({ tag: await first.locator('.ant-tag').textContent(), counts: await counts(first) }),
      (seen) => seen.tag === 'Sent' && seen.counts.queued === '0',
      30_000,
    );
    expect(await counts(first)).toEqual({ sent: '2', failed: '1', queued: '0', cancelled: '0' });
    expect(await cell(first, 'failed').evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');
    expect(await cell(first, 'finished').textContent()).toMatch(/^Finished (just now|\d+ minutes? ago)$/);
    expect(asked.length).toBeGreaterThan(0);
    expect(await issueOf(episode.id)).toMatchObject({ status: 'done', sent: 2, failed: 1, queued: 0, cancelled: 0 });
    expect(delivered().sort()).toEqual(['ada@example.com', 'grace@example.com']);

    // Nothing is sending now: no more polling.
    const before = asked.length;
    await page.waitForTimeout(7_000);
    expect(asked.length).toBe(before);
    await screenshot(page, 'newsletter-sends-done-1280x800');
  });

  it('shows a mailing stopped by unpublishing as Cancelled, with what still went', async () => {
    const { page } = suite.tracked;
    hold = true;
    const episode = await publish('Pulled Before It Went Out', 8);
    await until(
      'the first mail of episode 8 at the server',
      async () => smtp.held,
      (count) => count === 1,
      30_000,
    );
    // Unpublishing cancels what is still queued; the mail already in the server's hands goes.
    await suite.admin.updateEpisode(episode.id, { status: 'draft' });
    release();
    await until(
      'the mail in flight recorded',
      () => issueOf(episode.id),
      (issue) => issue?.status === 'cancelled' && issue.queued === 0,
      30_000,
    );
    await openSubscribers(page);
    const second = row(page, SECOND);
    await second.waitFor();
    expect(await second.locator('.ant-tag').textContent()).toBe('Cancelled');
    expect(await counts(second)).toEqual({ sent: '1', failed: '0', queued: '0', cancelled: '2' });
    expect(await cell(second, 'finished').textContent()).toMatch(/^Stopped (just now|\d+ minutes? ago)$/);
    // Newest first.
    const order = await sends(page)
      .locator('.ant-table-tbody tr.ant-table-row')
      .evaluateAll((rows) => rows.map((tr) => tr.querySelector('strong')?.textContent ?? ''));
    expect(order).toEqual([SECOND, FIRST]);
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('has no serious axe finding and fits the window at $width×$height', async (size) => {
    const { page } = suite.tracked;
    await page.setViewportSize(size);
    await openSubscribers(page);
    const first = row(page, FIRST);
    await first.waitFor();
    await sends(page).scrollIntoViewIfNeeded();
    await expectNoSidewaysPageScroll(page, `newsletter sends ${size.width}`);
    // The table fits its card: nothing of it scrolls sideways either.
    const table = await sends(page)
      .locator('.ant-table-content')
      .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.client);
    const card = (await sends(page).boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(size.width);
    const title = (await first.locator('strong').boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(card.x + card.width);
    if (size.width < 992) expect(await first.getByTestId('issue-counts').textContent()).toBe('2 sent, 1 failed, 0 queued, 0 cancelled');
    else {
      const headers = sends(page).locator('.ant-table-thead th');
      expect(await headers.allTextContents()).toEqual(['Episode', 'Status', 'Sent', 'Failed', 'Queued', 'Cancelled', 'When']);
      // Each column title on one line (a narrow count column would break "Cancelled" in two).
      const wrapped = await headers.evaluateAll((cells) =>
        cells
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
          })
          .map((cell) => cell.textContent),
      );
      expect(wrapped).toEqual([]);
    }
    await expectNoBlockingViolations(page, `newsletter sends at ${size.width}×${size.height}`);
    await screenshot(page, `newsletter-sends-${size.width}x${size.height}`);
  });
});
