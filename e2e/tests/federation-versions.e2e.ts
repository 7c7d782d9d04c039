import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginContext, openPage } from '../harness/browser';
import { REPO_ROOT } from '../harness/paths';
import { startProduct, type Product } from '../harness/product';
import { serveFolder } from '../harness/static-origin';

interface Manifest {
  shared: { name: string; version: string; requiredVersion: string | null }[];
}

const WEB_KIT = '@podcast/web-kit';
const hostWebKitVersion = (JSON.parse(readFileSync(join(REPO_ROOT, 'packages', 'web-kit', 'package.json'), 'utf8')) as { version: string }).version;
const [major, minor] = hostWebKitVersion.split('.').map(Number);
/** The next minor of the hosts' web-kit: a remote using an export added there needs ^NEXT. */
const NEXT = `${major}.${(minor ?? 0) + 1}.0`;
const escaped = (text: string) => text.replace(/[.^]/g, (char) => `\\${char}`);

/**
 * A copy of a remote's build as if it had been built against the next minor of web-kit (with an
 * export the hosts' version lacks): its manifest requires ^NEXT of web-kit and web-kit/admin.
 */
function copyBuiltAgainstNewerWebKit(remote: string): string {
  const folder = mkdtempSync(join(tmpdir(), `${remote}-newer-web-kit-`));
  cpSync(join(REPO_ROOT, remote, 'dist'), folder, { recursive: true });
  const manifestPath = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  for (const share of manifest.shared) {
    if (share.name.startsWith(WEB_KIT)) Object.assign(share, { version: NEXT, requiredVersion: `^${NEXT}` });
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return folder;
}

/** Polls a condition on this side (the second origin's request log) until it holds. */
async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('federation: the shared contract is versioned (issue 14)', () => {
  let browser: Browser;
  let product: Product;
  let newer: Awaited<ReturnType<typeof serveFolder>>;
  let compatible: Awaited<ReturnType<typeof serveFolder>>;
  let newerFolder: string;
  let newerEpisodes: Awaited<ReturnType<typeof serveFolder>>;
  let newerEpisodesFolder: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    newerFolder = copyBuiltAgainstNewerWebKit('mfe-bookings');
    newer = await serveFolder(newerFolder);
    compatible = await serveFolder(join(REPO_ROOT, 'mfe-automation', 'dist'));
    newerEpisodesFolder = copyBuiltAgainstNewerWebKit('mfe-episodes');
    newerEpisodes = await serveFolder(newerEpisodesFolder);
    product = await startProduct({ MFE_BOOKINGS_URL: newer.url, MFE_AUTOMATION_URL: compatible.url, MFE_EPISODES_URL: newerEpisodes.url });
  });
  afterAll(async () => {
    await product.stop();
    await newer.close();
    await compatible.close();
    await newerEpisodes.close();
    await browser.close();
    rmSync(newerFolder, { recursive: true, force: true });
    rmSync(newerEpisodesFolder, { recursive: true, force: true });
  });

  it('does not run a remote that needs a newer web-kit: the card names the remote, the package and the version', async () => {
    const { page, context } = await openPage(browser, product.url);
    await loginContext(context, product.url);
    await page.goto('/admin/bookings');
    const card = page.locator('[data-remote="mfe_bookings/BookingsPage"] [data-testid="remote-error"]');
    await card.waitFor({ timeout: 20_000 });
    // web-kit or its admin entry point, whichever the manifest lists first: both need ^1.2.0.
    const expected = new RegExp(`mfe_bookings needs @podcast/web-kit(/admin)? ${escaped(`^${NEXT}`)}; this host provides ${escaped(hostWebKitVersion)}`);
    expect(await card.innerText()).toMatch(expected);
    expect(newer.requests).toContain('/mf-manifest.json');
    expect(newer.requests).not.toContain('/remoteEntry.js');

    // Retry checks once more and shows the same card; it neither loops nor runs the remote.
    const manifestFetches = newer.requests.filter((path) => path === '/mf-manifest.json').length;
    await card.getByRole('button', { name: 'Retry' }).click();
    await until(() => newer.requests.filter((path) => path === '/mf-manifest.json').length > manifestFetches);
    await card.waitFor({ timeout: 20_000 });
    expect(await card.innerText()).toMatch(expected);
    expect(newer.requests.filter((path) => path === '/mf-manifest.json').length).toBe(manifestFetches + 1);
    expect(newer.requests).not.toContain('/remoteEntry.js');

    // The rest of the admin keeps working, and a compatible remote from another origin still runs.
    await page.getByRole('link', { name: 'Email Automation' }).click();
    const automation = page.locator('[data-remote="mfe_automation/AutomationPage"]');
    await page.waitForFunction(
      () => {
        const slot = document.querySelector('[data-remote="mfe_automation/AutomationPage"]');
        return Boolean(slot && !slot.querySelector('[data-testid="remote-loading"]') && (slot.textContent ?? '').trim().length > 0);
      },
      undefined,
      { timeout: 20_000 },
    );
    expect(await automation.locator('[data-testid="remote-error"]').count()).toBe(0);
    expect(compatible.requests).toContain('/remoteEntry.js');
    await context.close();
  });

  it('the public site does not run an mfe-episodes that needs a newer web-kit either: its grid card says why', async () => {
    const { page, context } = await openPage(browser, product.url);
    await page.goto('/');
    const card = page.locator('[data-remote="mfe_episodes/EpisodeGrid"] [data-testid="remote-error"]');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.innerText()).toContain(`mfe_episodes needs @podcast/web-kit ^${NEXT}; this host provides ${hostWebKitVersion}`);
    await expect(card.getByRole('button', { name: 'Retry' }).isVisible()).resolves.toBe(true);
    expect(newerEpisodes.requests).toContain('/mf-manifest.json');
    expect(newerEpisodes.requests).not.toContain('/remoteEntry.js');
    await context.close();
  });
});
