import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage } from '../harness/browser';
import { REPO_ROOT } from '../harness/paths';
import { startProduct, type Product } from '../harness/product';
import { serveFolders, type StaticOrigin } from '../harness/static-origin';
import type { AdminEpisodeDto } from '@podcast/contracts';
import { AdminApi } from '../harness/admin-api';
import { makeTestClip } from '../harness/test-media';

/** Every page of the product, public and admin (each admin area is a federation remote). */
const ADMIN_AREAS = [
  { path: '/admin', remote: 'mfe_episodes/ManageEpisodes' },
  { path: '/admin/bookings', remote: 'mfe_bookings/BookingsPage' },
  { path: '/admin/automation', remote: 'mfe_automation/AutomationPage' },
  { path: '/admin/editing', remote: 'mfe_editing/EditingBoard' },
  { path: '/admin/episodes', remote: 'mfe_episodes/ManageEpisodes' },
];

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records CSP violations from the page's own `securitypolicyviolation` events (installed before any
 * script of the page runs) and the console errors Chromium prints for them.
 */
async function watchCsp(page: Page, consoleErrors: string[]): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);
    const fromConsole = consoleErrors.filter((text) => /Content Security Policy|Content-Security-Policy/i.test(text));
    return [...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`), ...fromConsole];
  };
}

async function waitForRemote(page: Page, remote: string): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const element = document.querySelector(`[data-remote="${name}"]`);
      return Boolean(element && !element.querySelector('[data-testid="remote-loading"]') && (element.textContent ?? '').trim().length > 0);
    },
    remote,
    { timeout: 20_000 },
  );
  expect(await page.locator(`[data-remote="${remote}"] [data-testid="remote-error"]`).count()).toBe(0);
}

function shortClip(): { file: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'csp-e2e-clip-'));
  const file = makeTestClip(join(dir, 'clip.mp4'), { seconds: 2, size: '640x480' });
  return { file, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  describe('one origin', () => {
    let product: Product;
    let episode: AdminEpisodeDto;
    beforeAll(async () => {
      const clip = shortClip();
      product = await startProduct();
      try {
        const admin = await AdminApi.login(product.url);
        episode = await admin.publishedEpisode({ title: 'Policies that hold', description: 'A published episode with a video.', episodeNumber: 1 });
        await admin.uploadTranscodedVideo(episode.id, clip.file, 120_000);
      } finally {
        clip.dispose();
      }
    }, 180_000);
    afterAll(async () => {
      await product?.stop();
    });

    it('is sent on every page, with no eval, no plugins, a base-uri and no framing', async () => {
      for (const path of ['/', '/episodes', `/episodes/${episode.id}`, '/admin', '/admin/bookings', '/api/health']) {
        const response = await fetch(`${product.url}${path}`);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect({ path, csp }).toEqual({ path, csp: expect.stringContaining("script-src 'self'") });
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('unsafe-eval');
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      }
    });

    it('lets the public site work with zero violations: home, the episode list and an episode page with its video', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      const violations = await watchCsp(page, errors);
      await page.goto('/');
      await waitForRemote(page, 'mfe_episodes/EpisodeGrid');
      const video = page.locator('video').first();
      await video.waitFor({ state: 'attached', timeout: 20_000 });
      await page.waitForFunction(() => {
        const element = document.querySelector('video');
        return Boolean(element && element.readyState >= 1);
      });
      expect(await violations()).toEqual([]);

      await page.goto('/episodes');
      await page.getByText('Policies that hold').first().waitFor({ timeout: 20_000 });
      expect(await violations()).toEqual([]);

      await page.goto(`/episodes/${episode.id}`);
      await page.getByText('Policies that hold').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      await context.close();
    });

    it('lets the API documentation page (Swagger UI) work with zero violations', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      const violations = await watchCsp(page, errors);
      await page.goto('/api/docs');
      await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 20_000 });
      expect(await violations()).toEqual([]);
      await context.close();
    });

    it('lets the admin login and all four admin areas work with zero violations', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      const violations = await watchCsp(page, errors);
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 20_000 });
      expect(await violations()).toEqual([]);

      await loginContext(context, product.url);
      for (const area of ADMIN_AREAS) {
        await page.goto(area.path);
        await waitForRemote(page, area.remote);
        await page.waitForLoadState('networkidle');
        expect({ path: area.path, violations: await violations() }).toEqual({ path: area.path, violations: [] });
      }
      await page.goto(`/admin/episodes/${episode.id}`);
      await waitForRemote(page, 'mfe_episodes/EpisodeDetail');
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      await context.close();
    });
  });

  describe('a remote moved by MFE_BOOKINGS_URL to a folder of a CDN other teams share', () => {
    const BOOKINGS_FOLDER = '/remotes/mfe-bookings/1.4.0/';
    const OTHER_FOLDER = '/remotes/other-team/1.0.0/';
    let product: Product;
    let cdn: StaticOrigin;
    let otherTeam: string;
    beforeAll(async () => {
      // Another team's build on the same CDN origin: a script that marks the page if it ever runs.
      otherTeam = mkdtempSync(join(tmpdir(), 'csp-e2e-other-team-'));
      writeFileSync(join(otherTeam, 'probe.js'), 'window.__otherTeamRan = true;\n');
      cdn = await serveFolders({ [BOOKINGS_FOLDER]: join(REPO_ROOT, 'mfe-bookings', 'dist'), [OTHER_FOLDER]: otherTeam });
      product = await startProduct({ MFE_BOOKINGS_URL: `${cdn.origin}${BOOKINGS_FOLDER}` });
    });
    afterAll(async () => {
      await product?.stop();
      await cdn?.close();
      if (otherTeam) rmSync(otherTeam, { recursive: true, force: true });
    });

    it("allows that folder, not the CDN's whole origin: the remote loads with zero violations, another team's script there is blocked", async () => {
      const csp = (await fetch(`${product.url}/admin`)).headers.get('content-security-policy') ?? '';
      for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
        const sources = new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(csp)?.[1].split(' ') ?? [];
        expect({ name, folder: sources.includes(`${cdn.origin}${BOOKINGS_FOLDER}`), origin: sources.includes(cdn.origin) }).toEqual({
          name,
          folder: true,
          origin: false,
        });
      }
      const { page, context, errors } = await openPage(browser, product.url);
      const violations = await watchCsp(page, errors);
      await loginContext(context, product.url);
      await page.goto('/admin/bookings');
      await waitForRemote(page, 'mfe_bookings/BookingsPage');
      await page.waitForLoadState('networkidle');
      expect(cdn.requests).toContain(`${BOOKINGS_FOLDER}remoteEntry.js`);
      expect(await violations()).toEqual([]);

      // The same origin, another folder: neither a <script> nor a fetch may reach it.
      const probe = `${cdn.origin}${OTHER_FOLDER}probe.js`;
      const outcome = await page.evaluate(async (url) => {
        const script = document.createElement('script');
        script.src = url;
        const loaded = await new Promise<string>((resolve) => {
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('error');
          document.head.append(script);
        });
        const fetched = await fetch(url).then(
          () => 'fetched',
          () => 'refused',
        );
        return { loaded, fetched, ran: (window as unknown as { __otherTeamRan?: boolean }).__otherTeamRan === true };
      }, probe);
      expect(outcome).toEqual({ loaded: 'error', fetched: 'refused', ran: false });
      const seen = await violations();
      expect(seen).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^script-src(-elem)? blocked ${probe}`)),
          expect.stringMatching(new RegExp(`^connect-src blocked ${probe}`)),
        ]),
      );
      expect(cdn.requests).not.toContain(`${OTHER_FOLDER}probe.js`);
      await context.close();
    });
  });
});
