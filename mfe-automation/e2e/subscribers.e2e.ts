import { readFileSync } from 'node:fs';
import type { SubscriberDto, SubscriberSummaryDto } from '@podcast/contracts';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { chooseOption } from '../../e2e/harness/antd-select';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { until } from '../../e2e/harness/until';
import { expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

// 23 sign-ups: more than one page of 20, so the table pages on the server.
const PENDING = Array.from({ length: 20 }, (_, index) => `reader${String(index + 1).padStart(2, '0')}@example.com`);
const CONFIRMED = 'ada.lovelace@analytical-engine.example.org';
const UNSUBSCRIBED = 'grace@example.com';
// A long address: the phone layout must wrap it, not scroll sideways.
const LONG = 'maximiliana.featherstonehaugh-worthington@enterprise-solutions.example.com';
const ALL = [...PENDING, CONFIRMED, UNSUBSCRIBED, LONG];

describe('Subscribers in Email Automation (issue 15 item 2; item 1: mail not configured)', () => {
  // The sign-ups come through the public form's endpoint, as a reader's would: allow more than a reader's rate.
  const suite = useAdminPage({ width: 1280, height: 800, env: { RATE_LIMIT_NEWSLETTER: '1000' } });

  const subscribers = (query = '') => suite.admin.request<SubscriberDto[]>('GET', `/api/admin/newsletter/subscribers?limit=100${query}`);

  async function sql<Row extends object>(text: string, values: unknown[]): Promise<Row[]> {
    const client = new Client({ connectionString: suite.product.databaseUrl });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /**
   * Confirms a sign-up as its confirmation link would. Mail is not configured here, so no confirmation
   * secret was ever mailed (it exists in clear only in the mail, issue 30): the row is confirmed in SQL.
   */
  async function confirm(email: string): Promise<void> {
    await sql(`UPDATE newsletter_subscriber SET status = 'confirmed', "confirmedAt" = now() WHERE email = $1`, [email]);
  }

  /** Unsubscribes with the subscriber's own unsubscribe secret, as the link in a mail would, with the page's button: POST. */
  async function unsubscribe(email: string): Promise<void> {
    const [row] = await sql<{ token: string }>('SELECT token FROM newsletter_subscriber WHERE email = $1', [email]);
    const response = await fetch(`${suite.product.url}/api/newsletter/unsubscribe/${row!.token}`, { method: 'POST', headers: { Origin: suite.product.url } });
    if (!response.ok) throw new Error(`unsubscribe ${email} → ${response.status} ${await response.text()}`);
  }

  beforeAll(async () => {
    for (const email of ALL) {
      const response = await fetch(`${suite.product.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: suite.product.url },
        body: JSON.stringify({ email }),
      });
      if (response.status !== 202) throw new Error(`sign-up of ${email} → ${response.status} ${await response.text()}`);
    }
    // Mail is not configured here: each confirmation job records why it did not go, and the sign-up stays pending.
    await until(
      'every confirmation job recording that mail is not configured',
      () => subscribers(),
      (rows) => rows.length === ALL.length && rows.every((row) => row.confirmationError !== null),
      30_000,
    );
    await confirm(CONFIRMED);
    await confirm(UNSUBSCRIBED);
    await unsubscribe(UNSUBSCRIBED);
    const summary = await suite.admin.request<SubscriberSummaryDto>('GET', '/api/admin/newsletter/subscribers/summary');
    expect(summary).toEqual({ pending: 21, confirmed: 1, unsubscribed: 1, total: 23, mailConfigured: false });
  });

  const tab = (page: Page) => page.getByRole('tabpanel', { name: 'Subscribers' });
  // The subscribers table only (the tab also holds the newsletter sends).
  const rows = (page: Page) => tab(page).getByTestId('subscribers').locator('.ant-table-tbody tr.ant-table-row');
  const row = (page: Page, email: string) => rows(page).filter({ hasText: email });
  const count = (page: Page, key: string) => page.getByTestId(`subscriber-count-${key}`).locator('.ant-statistic-content-value');

  async function openSubscribers(page: Page): Promise<Locator> {
    await page.goto('/admin/automation');
    await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await page.waitForURL(/\?tab=subscribers$/);
    await rows(page).first().waitFor();
    return tab(page);
  }

  /** The addresses the table shows now, once it has settled to `expected` rows. */
  async function shownEmails(page: Page, expected: number): Promise<string[]> {
    await until(
      `${expected} rows in the table`,
      async () => ({ rows: await rows(page).count(), busy: await tab(page).locator('.ant-spin-spinning').count() }),
      (seen) => seen.rows === expected && seen.busy === 0,
    );
    return rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelector('td strong')?.textContent ?? ''));
  }

  it('shows the counts, the warning that sign-ups stay pending, and each pending row’s reason', async () => {
    const { page } = suite.tracked;
    const panel = await openSubscribers(page);
    const warning = panel.getByRole('alert').filter({ hasText: 'Sign-ups stay pending until mail is configured' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('GMAIL_APP_PASSWORD');
    for (const [key, value] of [
      ['total', '23'],
      ['pending', '21'],
      ['confirmed', '1'],
      ['unsubscribed', '1'],
    ]) {
      await until(
        `the ${key} count`,
        () => count(page, key).textContent(),
        (text) => text === value,
      );
    }

    // Newest sign-ups first, one page of 20 of the 23, with status tags and dates in words.
    const first = await shownEmails(page, 20);
    expect(first[0]).toBe(LONG);
    expect(await panel.getByText('1–20 of 23').count()).toBe(1);
    const pending = row(page, LONG);
    expect(await pending.locator('.ant-tag').textContent()).toBe('Pending');
    expect(await pending.locator('time').first().textContent()).toMatch(/^(just now|\d+ minutes? ago)$/);
    expect(await pending.getByTestId('confirmation-error').textContent()).toMatch(/not configured/i);
    expect(await row(page, CONFIRMED).locator('.ant-tag').textContent()).toBe('Confirmed');
    expect(await row(page, CONFIRMED).textContent()).toMatch(/Confirmed (just now|\d+ minutes? ago)/);
    expect(await row(page, UNSUBSCRIBED).locator('.ant-tag').textContent()).toBe('Unsubscribed');
    expect(await row(page, CONFIRMED).getByTestId('confirmation-error').count()).toBe(0);

    // The second page comes from the server (offset 20): the three oldest sign-ups.
    await panel.locator('.ant-pagination').getByRole('listitem', { name: '2' }).click();
    expect(await shownEmails(page, 3)).toEqual(['reader03@example.com', 'reader02@example.com', 'reader01@example.com']);
    await screenshot(page, 'subscribers-1280x800');
  });

  it('searches (after a pause in typing) and filters by status', async () => {
    const { page } = suite.tracked;
    const panel = await openSubscribers(page);
    const search = panel.getByRole('textbox', { name: 'Search subscribers' });
    await search.fill('ADA.LOVE');
    expect(await shownEmails(page, 1)).toEqual([CONFIRMED]);
    await search.fill('reader1');
    expect(await shownEmails(page, 10)).toEqual(PENDING.slice(9, 19).reverse());
    await search.fill('nobody-by-that-name');
    await panel.getByText('No subscribers match this search or filter.').waitFor();
    await search.fill('');

    const choose = (label: string) => chooseOption(page, 'Filter by status', label);
    await choose('Unsubscribed');
    expect(await shownEmails(page, 1)).toEqual([UNSUBSCRIBED]);
    await choose('Confirmed');
    expect(await shownEmails(page, 1)).toEqual([CONFIRMED]);
    await search.fill('reader');
    await panel.getByText('No subscribers match this search or filter.').waitFor();
    await choose('Pending');
    expect((await shownEmails(page, 20)).every((email) => email.startsWith('reader'))).toBe(true);
    await choose('All statuses');
    await search.fill('');
    await shownEmails(page, 20);
  });

  it('downloads every subscriber as CSV', async () => {
    const { page } = suite.tracked;
    const panel = await openSubscribers(page);
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: /Export CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('email,status,signed_up_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(1 + ALL.length);
    const byEmail = new Map(lines.slice(1).map((line) => [line.split(',')[0], line.split(',')]));
    expect(new Set(byEmail.keys())).toEqual(new Set(ALL));
    expect(byEmail.get(CONFIRMED)?.[1]).toBe('confirmed');
    expect(byEmail.get(CONFIRMED)?.[3]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byEmail.get(UNSUBSCRIBED)?.[1]).toBe('unsubscribed');
    expect(byEmail.get(UNSUBSCRIBED)?.[4]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byEmail.get(LONG)?.slice(1, 2)).toEqual(['pending']);
  });

  it('erases a subscriber only after the confirmation; the list and the counts refresh', async () => {
    const { page } = suite.tracked;
    await openSubscribers(page);
    const erase = row(page, CONFIRMED).getByRole('button', { name: `Erase ${CONFIRMED}` });
    await erase.click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Erase this subscriber?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`${CONFIRMED} and its history will be deleted. This cannot be undone.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await subscribers()).some((subscriber) => subscriber.email === CONFIRMED)).toBe(true);

    await erase.click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
    await waitForToast(page, `${CONFIRMED} and its history were deleted.`);
    await row(page, CONFIRMED).waitFor({ state: 'detached' });
    await until(
      'the counts after the erase',
      () => count(page, 'total').textContent(),
      (text) => text === '22',
    );
    expect(await count(page, 'confirmed').textContent()).toBe('0');
    expect(await count(page, 'pending').textContent()).toBe('21');
    expect((await subscribers()).map((subscriber) => subscriber.email)).not.toContain(CONFIRMED);
    expect(await suite.admin.request('GET', '/api/admin/newsletter/subscribers/summary')).toMatchObject({ confirmed: 0, total: 22 });
  });

  it('shows the empty-state text when there is no subscriber at all', async () => {
    const { page } = suite.tracked;
    for (const subscriber of await subscribers()) await suite.admin.request('DELETE', `/api/admin/newsletter/subscribers/${subscriber.id}`);
    await page.goto('/admin/automation?tab=subscribers');
    await tab(page).getByText('No subscribers yet. Sign-ups from the newsletter form appear here.').waitFor();
    await until(
      'the zero total',
      () => count(page, 'total').textContent(),
      (text) => text === '0',
    );
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('has no serious axe finding and fits the window at $width×$height', async (size) => {
    const { page } = suite.tracked;
    for (const email of [LONG, 'reader@example.com']) {
      await fetch(`${suite.product.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: suite.product.url },
        body: JSON.stringify({ email }),
      });
    }
    await until(
      'the confirmation errors',
      () => subscribers(),
      (list) => list.length === 2 && list.every((row) => row.confirmationError !== null),
    );
    await page.setViewportSize(size);
    const panel = await openSubscribers(page);
    await panel.getByRole('alert').filter({ hasText: 'Sign-ups stay pending' }).waitFor();
    await row(page, LONG).getByTestId('confirmation-error').waitFor();
    await expectNoSidewaysPageScroll(page, `subscribers ${size.width}`);
    // The table fits its card: nothing of it scrolls sideways either.
    const table = await panel
      .getByTestId('subscribers')
      .locator('.ant-table-content')
      .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.client);
    const card = (await panel.getByTestId('subscribers').boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(size.width);
    const eraseBox = (await row(page, LONG)
      .getByRole('button', { name: `Erase ${LONG}` })
      .boundingBox())!;
    expect(eraseBox.x + eraseBox.width).toBeLessThanOrEqual(card.x + card.width);
    await expectNoBlockingViolations(page, `subscribers at ${size.width}×${size.height}`);
    await screenshot(page, `subscribers-${size.width}x${size.height}`);

    await row(page, LONG)
      .getByRole('button', { name: `Erase ${LONG}` })
      .click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Erase this subscriber?' });
    await confirm.waitFor();
    await expectNoBlockingViolations(page, `erase confirmation at ${size.width}×${size.height}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    for (const subscriber of await subscribers()) await suite.admin.request('DELETE', `/api/admin/newsletter/subscribers/${subscriber.id}`);
  });
});
