import type { Browser, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { blockingViolations } from '../harness/axe';
import { animationsSettled, launchBrowser, loginContext, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { seedAdminData, type SeededAdminData } from './admin-layout-checks';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  admin: boolean;
  /** The path, given the seeded data. */
  path: (data: SeededAdminData) => string;
  ready: (page: Page) => Promise<void>;
  /** Opens a dialog (or other state) to check after the screen itself. */
  states?: Array<{ name: string; open: (page: Page) => Promise<void>; close: (page: Page) => Promise<void> }>;
}

const closeDialog = (name: string) => async (page: Page) => {
  const dialog = page.getByRole('dialog', { name });
  await dialog
    .getByRole('button', { name: /Cancel|Close/ })
    .first()
    .click();
  await dialog.waitFor({ state: 'hidden' });
};

const SCREENS: Screen[] = [
  {
    name: 'home',
    admin: false,
    path: () => '/',
    ready: (page) =>
      page
        .getByRole('heading', { name: /two-person team/ })
        .first()
        .waitFor(),
  },
  { name: 'episodes', admin: false, path: () => '/episodes', ready: (page) => page.getByText(/episodes? available/).waitFor() },
  { name: 'about', admin: false, path: () => '/about', ready: (page) => page.getByRole('link', { name: 'Browse Episodes' }).first().waitFor() },
  {
    name: 'privacy-policy',
    admin: false,
    path: () => '/privacy-policy',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'terms-of-service',
    admin: false,
    path: () => '/terms-of-service',
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'episode-page',
    admin: false,
    path: (data) => `/episodes/${data.episodeId}`,
    ready: (page) =>
      page
        .getByText(/two-person team/)
        .first()
        .waitFor(),
  },
  { name: 'not-found', admin: false, path: () => '/no-such-page', ready: (page) => page.getByText('404 Page Not Found').first().waitFor() },
  { name: 'admin-login', admin: false, path: () => '/admin/login', ready: (page) => page.getByText('Admin Login').waitFor() },
  {
    name: 'admin-logged-out-message',
    admin: false,
    path: () => '/admin/bookings',
    ready: (page) => page.getByText('Please log in to access this page').waitFor(),
  },
  {
    name: 'manage-episodes',
    admin: true,
    path: () => '/admin',
    ready: (page) =>
      page
        .getByText(/two-person team/)
        .first()
        .waitFor(),
  },
  {
    name: 'episode-detail',
    admin: true,
    path: (data) => `/admin/episodes/${data.episodeId}`,
    // The status panel comes first on the detail (issue 29).
    ready: (page) => page.getByTestId('status-panel').waitFor(),
  },
  {
    name: 'bookings',
    admin: true,
    path: () => '/admin/bookings',
    ready: (page) => page.getByText('Showing 5 active guests').waitFor(),
    states: [
      {
        name: 'add-guest-dialog',
        open: async (page) => {
          await page.getByRole('button', { name: 'Add New Guest' }).click();
          await page.getByRole('dialog', { name: 'Add New Guest' }).getByLabel('Name *').waitFor();
        },
        close: closeDialog('Add New Guest'),
      },
      {
        name: 'edit-guest-dialog',
        open: async (page) => {
          // The name in the table, or the card's Edit button on a phone (issue 29).
          await page.getByRole('button', { name: /^(Edit )?Jane Doe$/ }).click();
          await page.getByRole('dialog', { name: 'Edit Guest: Jane Doe' }).getByLabel('Name *').waitFor();
        },
        close: closeDialog('Edit Guest: Jane Doe'),
      },
    ],
  },
  {
    name: 'automation',
    admin: true,
    path: () => '/admin/automation',
    ready: async (page) => {
      // A table row at 1280, a card on a phone.
      await page.getByTestId('rules-table').getByText('Send first outreach email', { exact: true }).first().waitFor();
      await page.getByTestId('runs-table').locator('tbody tr.ant-table-row').first().waitFor();
    },
    states: [
      {
        name: 'template-preview-dialog',
        open: async (page) => {
          await page.getByRole('button', { name: 'Preview First outreach' }).click();
          await page.getByRole('dialog', { name: 'Preview: First outreach' }).getByLabel('Text Body').waitFor();
        },
        close: closeDialog('Preview: First outreach'),
      },
      {
        name: 'template-edit-dialog',
        open: async (page) => {
          await page.getByRole('button', { name: 'Edit First outreach' }).click();
          await page.getByRole('dialog', { name: 'Edit Email Template' }).getByLabel('Template Name').waitFor();
        },
        close: closeDialog('Edit Email Template'),
      },
      {
        name: 'rule-dialog',
        open: async (page) => {
          await page.getByRole('button', { name: 'Edit rule Confirm booking' }).click();
          await page.getByRole('dialog', { name: 'Edit Automation Rule' }).getByLabel('Rule Name').waitFor();
        },
        close: closeDialog('Edit Automation Rule'),
      },
    ],
  },
  {
    name: 'editing',
    admin: true,
    path: () => '/admin/editing',
    ready: (page) => page.getByText('Drop episodes here to publish to main catalog').waitFor({ state: 'attached' }),
  },
  {
    name: 'analytics',
    admin: true,
    path: () => '/admin/analytics',
    ready: (page) => page.getByTestId('analytics-chart').locator('.recharts-line').first().waitFor({ state: 'attached' }),
  },
];

async function mainLandmarks(page: Page): Promise<number> {
  return page.locator('main, [role="main"]').count();
}

describe('accessibility sweep: every admin and public screen at 1280×800 and 390×844 (axe-core)', () => {
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

  // One case per screen and per dialog of it, at each size: each stays well within the time limit.
  const cases = SIZES.flatMap((size) =>
    SCREENS.flatMap((screen) => [
      { screen, state: undefined, size, label: `${screen.name} at ${size.width}×${size.height}` },
      ...(screen.states ?? []).map((state) => ({ screen, state, size, label: `${screen.name}, ${state.name}, at ${size.width}×${size.height}` })),
    ]),
  );

  it.each(cases)('$label: no serious or critical violation, exactly one main landmark', async ({ screen, state, size }) => {
    const { page, context } = await openPage(browser, product.url, size);
    if (screen.admin) await loginContext(context, product.url);
    await page.goto(screen.path(seeded));
    await screen.ready(page);
    const name = state ? `${screen.name}-${state.name}` : screen.name;
    const findings: string[] = [];
    const landmarks = await mainLandmarks(page);
    if (landmarks !== 1) findings.push(`${name}: ${landmarks} main landmarks`);
    if (state) {
      await state.open(page);
      // Clicking a row's button scrolls it into view, which can leave rows behind the dialog half under
      // the sticky header; axe's target-size counted those (a CI run) although the dialog covers them
      // and nobody can reach them then. From the top, nothing of the page behind is under the header.
      await page.evaluate(() => window.scrollTo(0, 0));
      // A dialog is measured once its zoom-in and its mask's fade have ended.
      await animationsSettled(page);
    }
    findings.push(...(await blockingViolations(page)).map((line) => `${name}: ${line}`));
    await screenshot(page, `a11y-${name}-${size.width}x${size.height}`);
    if (state) await state.close(page);
    await context.close();
    expect(findings).toEqual([]);
  });
});
