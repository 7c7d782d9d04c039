import type { Browser, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { launchBrowser, loginContext, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import {
  DESKTOP_SIZES,
  expectAllColumnsVisible,
  expectHeaderFits,
  expectNoCoveredControls,
  expectNoOverlap,
  expectNoSidewaysPageScroll,
  PHONE,
  seedAdminData,
  type SeededAdminData,
} from './admin-layout-checks';

const BOOKING_COLUMNS = ['Guest', 'Company', 'Contact', 'Social Media', 'Outreach Status', 'Booking Status'];
const RULE_COLUMNS = ['Rule Name', 'Trigger', 'Actions', 'Status', 'Controls'];
const RUN_COLUMNS = ['When', 'Rule', 'Guest', 'Action', 'Status', 'Detail'];

async function openBookings(page: Page): Promise<void> {
  await page.goto('/admin/bookings');
  await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();
  await page.getByText('Showing 5 active guests').waitFor();
}

async function openAutomation(page: Page): Promise<void> {
  await page.goto('/admin/automation');
  await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
  // A table row at 1280 and up, a card on a phone.
  await page.getByTestId('rules-table').getByText('Send first outreach email', { exact: true }).first().waitFor();
  await page.getByTestId('runs-table').locator('tbody tr.ant-table-row').first().waitFor();
}

describe('admin layout: the screens staff use, at 1280, 1440 and 390 px', () => {
  let browser: Browser;
  let product: Product;
  let seeded: SeededAdminData;
  beforeAll(async () => {
    browser = await launchBrowser();
    product = await startProduct();
    seeded = await seedAdminData(await AdminApi.login(product.url));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  describe.each(DESKTOP_SIZES)('at $width×$height', (size) => {
    const label = `${size.width}x${size.height}`;

    it('Guest Bookings shows all six columns without scrolling sideways', async () => {
      const { page, context, errors } = await openPage(browser, product.url, { ...size, reducedMotion: true });
      await loginContext(context, product.url);
      await openBookings(page);
      await expectNoSidewaysPageScroll(page, `bookings ${label}`);
      await expectAllColumnsVisible(page, '.ant-table-wrapper', BOOKING_COLUMNS, `bookings ${label}`);
      await expectHeaderFits(page, `bookings ${label}`);
      await expectNoCoveredControls(page, `bookings ${label}`);
      await screenshot(page, `admin-layout-bookings-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('Email Automation shows every column of the rules and the run history, Status and Controls included', async () => {
      const { page, context, errors } = await openPage(browser, product.url, { ...size, reducedMotion: true });
      await loginContext(context, product.url);
      await openAutomation(page);
      await expectNoSidewaysPageScroll(page, `automation ${label}`);
      await expectAllColumnsVisible(page, '[data-testid="rules-table"]', RULE_COLUMNS, `rules ${label}`);
      await expectAllColumnsVisible(page, '[data-testid="runs-table"]', RUN_COLUMNS, `runs ${label}`);
      const firstSwitch = page.getByRole('switch', { name: 'Enable rule Send first outreach email' });
      await expect(firstSwitch.isVisible()).resolves.toBe(true);
      await expectNoCoveredControls(page, `automation ${label}`);
      await screenshot(page, `admin-layout-automation-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('toasts open below the header and never cover its buttons (1280 and 390 px)', async () => {
    for (const size of [DESKTOP_SIZES[0], PHONE]) {
      const { page, context } = await openPage(browser, product.url, { ...size, reducedMotion: true });
      await loginContext(context, product.url);
      await openAutomation(page);
      await page.getByRole('switch', { name: 'Enable rule Offer to reschedule' }).click();
      await page.locator('.ant-notification-notice').filter({ hasText: 'Automation rule updated successfully' }).waitFor();
      await expectNoOverlap(page, '.ant-notification-notice', 'header.ant-layout-header button', `toast at ${size.width}`);
      await screenshot(page, `admin-layout-toast-${size.width}x${size.height}`);
      await page.getByRole('switch', { name: 'Enable rule Offer to reschedule' }).click();
      await page.getByTestId('rules-table').locator('tr, li').filter({ hasText: 'Offer to reschedule' }).getByText('Disabled').waitFor();
      await context.close();
    }
  });

  describe('at 390×844 (a phone)', () => {
    const screens: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
      { name: 'bookings', path: '/admin/bookings', ready: (page) => page.getByText('Showing 5 active guests').waitFor() },
      {
        name: 'automation',
        path: '/admin/automation',
        ready: (page) => page.getByTestId('runs-table').locator('tbody tr.ant-table-row').first().waitFor(),
      },
      {
        name: 'episodes',
        path: '/admin',
        ready: (page) =>
          page
            .getByText(/two-person team/)
            .first()
            .waitFor(),
      },
      { name: 'editing', path: '/admin/editing', ready: (page) => page.getByText(/Drop episodes here to publish/).waitFor({ state: 'attached' }) },
      { name: 'episode-detail', path: '', ready: (page) => page.getByTestId('status-panel').waitFor() },
      {
        name: 'analytics',
        path: '/admin/analytics',
        ready: (page) => page.getByTestId('analytics-chart').locator('.recharts-line').first().waitFor({ state: 'attached' }),
      },
    ];

    it.each(screens)('$name: one-row header, a toggle that covers nothing, navigation in a drawer', async ({ name, path, ready }) => {
      const { page, context, errors } = await openPage(browser, product.url, { ...PHONE, reducedMotion: true });
      await loginContext(context, product.url);
      await page.goto(path || `/admin/episodes/${seeded.episodeId}`);
      await ready(page);
      await expectHeaderFits(page, `${name} 390`);
      await expectNoCoveredControls(page, `${name} 390 header`, 'header.ant-layout-header');
      // The sidebar is not on the page: the drawer toggle opens it.
      expect(await page.locator('.ant-layout-sider').count()).toBe(0);
      const toggle = page.getByRole('button', { name: 'Open navigation' });
      await expect(toggle.isVisible()).resolves.toBe(true);
      // The toggle sits in the header's row: it covers no title of the screen below.
      await expectNoOverlap(page, 'header.ant-layout-header button[aria-label="Open navigation"]', 'main h1, main h2, main h3, main h4', `${name} toggle`);
      await screenshot(page, `admin-layout-${name}-390x844`);

      await toggle.click();
      const drawer = page.locator('.ant-drawer');
      await drawer.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      await drawer.getByText('Welcome, Admin').waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await screenshot(page, `admin-layout-${name}-390x844-drawer`);
      await page.getByRole('button', { name: 'Close navigation' }).click();
      await drawer.getByRole('navigation', { name: 'Admin sections' }).waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the drawer navigates between screens and closes behind itself', async () => {
      const { page, context } = await openPage(browser, product.url, { ...PHONE, reducedMotion: true });
      await loginContext(context, product.url);
      await openBookings(page);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Email Automation' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/automation');
      await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor({ state: 'hidden' });
      await context.close();
    });

    it('Guest Bookings: no sideways page scroll, each guest a card with its status dropdowns, Edit and Delete in view, nothing covered', async () => {
      const { page, context, errors } = await openPage(browser, product.url, { ...PHONE, reducedMotion: true });
      await loginContext(context, product.url);
      await openBookings(page);
      await expectNoSidewaysPageScroll(page, 'bookings 390');
      // Issue 29: no table scrolling in its card; every card and its controls fit the window.
      expect(await page.locator('.ant-table').count()).toBe(0);
      const cards = page.getByRole('list', { name: 'Guests' }).getByRole('article');
      expect(await cards.count()).toBe(5);
      const outside = await cards.evaluateAll((articles) =>
        articles.flatMap((article) =>
          [article, ...article.querySelectorAll('button, a[href], [role="combobox"]')]
            .filter((element) => {
              const rect = element.getBoundingClientRect();
              return rect.width > 0 && (rect.left < 0 || rect.right > window.innerWidth);
            })
            .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName),
        ),
      );
      expect(outside).toEqual([]);
      await page.getByRole('combobox', { name: 'Booking status of Jane Doe' }).waitFor();
      await page.getByRole('button', { name: 'Delete Jane Doe' }).waitFor();
      await expectNoCoveredControls(page, 'bookings 390');
      // Dialogs fit the phone too.
      await page.getByRole('button', { name: 'Add New Guest' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
      await dialog.waitFor();
      await expectNoSidewaysPageScroll(page, 'add guest dialog 390');
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await screenshot(page, 'admin-layout-bookings-390x844-add-guest');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('Email Automation: no sideways scroll anywhere; each rule is a card with its switch, each run a stacked row (issue 29)', async () => {
      const { page, context, errors } = await openPage(browser, product.url, { ...PHONE, reducedMotion: true });
      await loginContext(context, product.url);
      await openAutomation(page);
      await expectNoSidewaysPageScroll(page, 'automation 390');
      expect(await page.getByTestId('rules-table').locator('table').count()).toBe(0);
      await expect(page.getByTestId('rule-card').filter({ hasText: 'Send first outreach email' }).getByRole('switch').isVisible()).resolves.toBe(true);
      const sideways = await page.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid="rules-table"] *, [data-testid="runs-table"] *')].filter(
            (el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
          ).length,
      );
      expect(sideways).toBe(0);
      await expectNoCoveredControls(page, 'automation 390');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the login screen fits', async () => {
      const { page, context } = await openPage(browser, product.url, { ...PHONE, reducedMotion: true });
      await page.goto('/admin/login');
      await page.getByText('Admin Login').waitFor();
      await expectNoSidewaysPageScroll(page, 'login 390');
      await expectNoCoveredControls(page, 'login 390', 'main');
      await screenshot(page, 'admin-layout-login-390x844');
      await context.close();
    });
  });
});
