import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage } from '../harness/browser';
import { freePort } from '../harness/free-port';
import { REPO_ROOT } from '../harness/paths';
import { startProduct, type Product } from '../harness/product';
import { serveFolder } from '../harness/static-origin';

const ADMIN_SCREENS = [
  { path: '/admin/bookings', remote: 'mfe_bookings/BookingsPage' },
  { path: '/admin/automation', remote: 'mfe_automation/AutomationPage' },
  { path: '/admin/editing', remote: 'mfe_editing/EditingBoard' },
  { path: '/admin', remote: 'mfe_episodes/ManageEpisodes' },
  { path: '/admin/episodes', remote: 'mfe_episodes/ManageEpisodes' },
  { path: '/admin/episodes/1', remote: 'mfe_episodes/EpisodeDetail' },
];

/** Waits until the remote's slot shows the remote's own content: neither loading nor the error card. */
async function expectRemoteLoaded(page: Page, remote: string): Promise<void> {
  const slot = page.locator(`[data-remote="${remote}"]`);
  await slot.waitFor({ state: 'attached' });
  await page
    .waitForFunction(
      (name) => {
        const element = document.querySelector(`[data-remote="${name}"]`);
        return Boolean(element && !element.querySelector('[data-testid="remote-loading"]') && (element.textContent ?? '').trim().length > 0);
      },
      remote,
      { timeout: 20_000 },
    )
    .catch(async (error: unknown) => {
      throw new Error(`${remote} did not load: ${String(error)}\nPage text: ${await page.locator('body').innerText()}`);
    });
  expect(await slot.locator('[data-testid="remote-error"]').count()).toBe(0);
}

describe('federation at runtime', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  describe('one origin, default configuration', () => {
    let product: Product;
    beforeAll(async () => {
      product = await startProduct();
    });
    afterAll(async () => {
      await product.stop();
    });

    it('serves the public site, the shell and each remote build', async () => {
      for (const path of [
        '/',
        '/admin',
        '/mfe/bookings/mf-manifest.json',
        '/mfe/automation/mf-manifest.json',
        '/mfe/editing/mf-manifest.json',
        '/mfe/episodes/mf-manifest.json',
      ]) {
        const response = await fetch(`${product.url}${path}`);
        expect(response.status).toBe(200);
      }
    });

    it('loads the public episode component from mfe-episodes into the public site', async () => {
      const { page, context } = await openPage(browser, product.url);
      await page.goto('/');
      await expectRemoteLoaded(page, 'mfe_episodes/EpisodeGrid');
      await context.close();
    });

    it('loads all four admin remotes inside the shell', async () => {
      const { page, context } = await openPage(browser, product.url);
      await loginContext(context, product.url);
      for (const screen of ADMIN_SCREENS) {
        await page.goto(screen.path);
        await expectRemoteLoaded(page, screen.remote);
      }
      await context.close();
    });
  });

  describe('a remote served from a second origin', () => {
    let product: Product;
    let cdn: Awaited<ReturnType<typeof serveFolder>>;
    beforeAll(async () => {
      cdn = await serveFolder(join(REPO_ROOT, 'mfe-bookings', 'dist'));
      product = await startProduct({ MFE_BOOKINGS_URL: cdn.url });
    });
    afterAll(async () => {
      await product.stop();
      await cdn.close();
    });

    it('loads from there when the runtime configuration points there, with no rebuild', async () => {
      const config = await (await fetch(`${product.url}/config/remotes.json`)).json();
      expect(config.mfe_bookings).toBe(`${cdn.url}mf-manifest.json`);
      const { page, context } = await openPage(browser, product.url);
      await loginContext(context, product.url);
      await page.goto('/admin/bookings');
      await expectRemoteLoaded(page, 'mfe_bookings/BookingsPage');
      expect(cdn.requests).toContain('/mf-manifest.json');
      expect(cdn.requests).toContain('/remoteEntry.js');
      await context.close();
    });
  });

  describe('a remote whose URL is dead', () => {
    let product: Product;
    let deadPort: number;
    let revived: Awaited<ReturnType<typeof serveFolder>> | undefined;
    beforeAll(async () => {
      deadPort = await freePort();
      product = await startProduct({ MFE_AUTOMATION_URL: `http://127.0.0.1:${deadPort}/` });
    });
    afterAll(async () => {
      await product.stop();
      await revived?.close();
    });

    it('shows an error card with a retry inside the shell while the rest keeps working', async () => {
      const { page, context } = await openPage(browser, product.url);
      await loginContext(context, product.url);
      await page.goto('/admin/automation');
      const card = page.locator('[data-remote="mfe_automation/AutomationPage"] [data-testid="remote-error"]');
      await card.waitFor({ timeout: 20_000 });
      await expect(card.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Admin Dashboard').isVisible()).resolves.toBe(true);

      // Retrying a still-dead remote shows the card again rather than breaking the shell.
      await card.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-remote="mfe_automation/AutomationPage"] [data-testid="remote-error"]').waitFor({ timeout: 20_000 });

      await page.getByRole('link', { name: 'Outreach & Bookings' }).click();
      await expectRemoteLoaded(page, 'mfe_bookings/BookingsPage');

      // Once the remote is back, Retry loads it without a page reload.
      await page.getByRole('link', { name: 'Email Automation' }).click();
      await card.waitFor({ timeout: 20_000 });
      revived = await serveFolder(join(REPO_ROOT, 'mfe-automation', 'dist'), deadPort);
      await card.getByRole('button', { name: 'Retry' }).click();
      await expectRemoteLoaded(page, 'mfe_automation/AutomationPage');
      await context.close();
    });
  });
});
