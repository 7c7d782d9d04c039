import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { runRelease } from '../harness/release-command';
import { remoteVariant, type RemoteVariant } from '../harness/remote-variant';
import { serveFolder } from '../harness/static-origin';

const HEADING = 'Guest Bookings';

type Origin = Awaited<ReturnType<typeof serveFolder>>;

const entryLoads = (origin: Origin) => origin.requests.filter((path) => path === '/remoteEntry.js').length;

/** Reloads the page and waits for the bookings screen's heading: which release is running shows in it. */
async function reloadAndSee(page: Page, heading: string): Promise<void> {
  await page.reload();
  await page
    .getByRole('heading', { name: heading, exact: true })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      throw new Error(`"${heading}" did not show: ${String(error)}\nPage text: ${await page.locator('body').innerText()}`);
    });
}

/**
 * Issue 14 item 4: a remote is released, moved and rolled back with one command while the product
 * runs; the shell picks each change up on its next page load, with no API restart and no host rebuild.
 * v1 and v2 of mfe-bookings are copies of its build showing their version in the heading, each on its
 * own origin (so the page's Content-Security-Policy has to follow the release record too).
 */
describe('releases without restarts (issue 14)', () => {
  let browser: Browser;
  let product: Product;
  let v1: RemoteVariant;
  let v2: RemoteVariant;
  let originV1: Origin;
  let originV2: Origin;

  beforeAll(async () => {
    v1 = remoteVariant('mfe-bookings', { text: HEADING, label: 'release v1', version: '1.1.0' });
    v2 = remoteVariant('mfe-bookings', { text: HEADING, label: 'release v2', version: '2.0.0' });
    [browser, product, originV1, originV2] = await Promise.all([launchBrowser(), startProduct(), serveFolder(v1.folder), serveFolder(v2.folder)]);
  });
  afterAll(async () => {
    await product?.stop();
    await originV1?.close();
    await originV2?.close();
    await browser?.close();
    v1?.dispose();
    v2?.dispose();
  });

  it('releases v2 from a second origin, rolls back to v1 and then to the built-in copy, each seen on the next page load', async () => {
    const { page, context, errors } = await openPage(browser, product.url, { reducedMotion: true });
    await loginContext(context, product.url);
    const ownCopyLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${product.url}/mfe/bookings/remoteEntry.js`)) ownCopyLoads.push(request.url());
    });
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: HEADING, exact: true }).waitFor({ timeout: 20_000 });
    expect(ownCopyLoads).toHaveLength(1);

    const first = await runRelease(product, ['mfe-bookings', originV1.url]);
    expect(first).toEqual({ code: 0, stdout: `Released mfe-bookings 1.1.0 from ${originV1.url}\nHosts load it from their next page load.\n`, stderr: '' });
    await reloadAndSee(page, `${HEADING} · release v1`);
    expect(entryLoads(originV1)).toBe(1);

    const second = await runRelease(product, ['mfe-bookings', originV2.url]);
    expect(second.code).toBe(0);
    await reloadAndSee(page, `${HEADING} · release v2`);
    expect(entryLoads(originV2)).toBe(1);

    const list = await runRelease(product, ['--list']);
    expect(list.stdout).toMatch(new RegExp(`^mfe-bookings\\s+2\\.0\\.0\\s+${originV2.url}\\s+released `, 'm'));

    const rollback = await runRelease(product, ['--rollback', 'mfe-bookings']);
    expect(rollback.code).toBe(0);
    expect(rollback.stdout).toContain(`mfe-bookings is now 1.1.0 from ${originV1.url}`);
    await reloadAndSee(page, `${HEADING} · release v1`);
    expect(entryLoads(originV1)).toBe(2);
    expect(entryLoads(originV2)).toBe(1);

    const toDefault = await runRelease(product, ['--rollback', 'mfe-bookings']);
    expect(toDefault.stdout).toContain('mfe-bookings is now at its default: /mfe/bookings/');
    await reloadAndSee(page, HEADING);
    expect(ownCopyLoads).toHaveLength(2);

    // Had the page's policy not followed the release record, the second origin's scripts were blocked.
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});
