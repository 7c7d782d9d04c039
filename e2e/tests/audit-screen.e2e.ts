import type { Browser, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { chooseOption } from '../harness/antd-select';
import { expectNoBlockingViolations } from '../harness/axe';
import { launchBrowser, loginContext, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { expectNoSidewaysPageScroll, PHONE } from './admin-layout-checks';

const DESKTOP = { width: 1280, height: 800 } as const;

/** Rows of the desktop table (antd's measure row left out). */
const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The table settles on this many rows (the previous page stays on screen while a filtered one loads). */
const rowsSettle = (page: Page, count: number) =>
  page.waitForFunction((expected) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === expected, count);

/** Issue 31 item 5: the owners' Audit screen in Chromium, at 1280×800 and 390×844. */
describe('the Audit screen', () => {
  let browser: Browser;
  let product: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await startProduct();
    const api = await AdminApi.login(product.url);
    // A failed sign-in of an unknown address, and thirty status changes: more than one page (25).
    const failed = await fetch(`${product.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: product.url },
      body: JSON.stringify({ username: 'intruder@example.com', password: 'not the password' }),
    });
    expect(failed.status).toBe(401);
    const guest = await api.request<{ id: number }>('POST', '/api/admin/bookings', {
      name: 'Maximiliana Featherstonehaugh-Worthington',
      email: 'maximiliana@example.com',
    });
    for (let n = 0; n < 30; n += 1)
      await api.request('PATCH', `/api/admin/bookings/${guest.id}`, { outreachStatus: n % 2 === 0 ? 'contacted' : 'nurture', runAutomation: false });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('at 1280×800: a table of entries, newest first, paged, filtered by action and actor, without sideways scrolling', async () => {
    const { page, context, errors } = await openPage(browser, product.url, { ...DESKTOP, reducedMotion: true });
    await loginContext(context, product.url);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit trail' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    await tableRows(page).first().waitFor();
    expect(await tableRows(page).count()).toBe(25);
    // The newest entry is the sign-in of this browser context.
    await expect(tableRows(page).first().textContent()).resolves.toContain('Signed in');
    await page.getByText(/^\d+ entries$/).waitFor();
    await expectNoSidewaysPageScroll(page, 'audit 1280');
    await expectNoBlockingViolations(page, 'audit 1280');
    await screenshot(page, 'audit-1280x800');

    await page.locator('.ant-pagination').getByTitle('2').click();
    await page.locator('.ant-pagination-item-active').getByText('2').waitFor();
    await tableRows(page).first().waitFor();

    await chooseOption(page, 'Action', 'Failed sign-in');
    await rowsSettle(page, 1);
    await page.getByRole('cell', { name: 'intruder@example.com', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel("Actor's email").fill('INTRUDER');
    await rowsSettle(page, 1);
    await page.getByRole('cell', { name: 'Failed sign-in', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('To', { exact: true }).fill('2000-01-01');
    await page.getByText('No entries match these filters').waitFor();
    await expectNoBlockingViolations(page, 'audit 1280 empty');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390×844: a card list with the change before → after, paged, without sideways scrolling', async () => {
    const { page, context, errors } = await openPage(browser, product.url, { ...PHONE, reducedMotion: true });
    await loginContext(context, product.url);
    await page.goto('/admin/audit');
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    const cards = page
      .getByRole('list', { name: 'Audit entries' })
      .getByRole('listitem')
      .filter({ has: page.locator('.ant-card') });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(25);
    await expect(page.locator('.ant-table').count()).resolves.toBe(0);
    await page
      .getByText(/^outreachStatus: (contacted → nurture|nurture → contacted)$/)
      .first()
      .waitFor();
    await expectNoSidewaysPageScroll(page, 'audit 390');
    await expectNoBlockingViolations(page, 'audit 390');
    await screenshot(page, 'audit-390x844');
    await page.locator('.ant-pagination-next').click();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.ant-pagination-simple input')?.value === '2');
    await expectNoSidewaysPageScroll(page, 'audit 390 page 2');
    expect(errors).toEqual([]);
    await context.close();
  });
});
