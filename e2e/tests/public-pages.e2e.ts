import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { AdminApi } from '../harness/admin-api';
import { LONG_DESCRIPTION } from './public-seed';

const PAGES = [
  {
    path: '/',
    name: 'home',
    title: 'Learn from the best, sell to the rest | Business Podcast & Video Interviews',
    heading: 'Learn from the best, sell to the rest',
    status: 200,
  },
  { path: '/episodes', name: 'episodes', title: 'All Episodes | Learn from the Best', heading: 'All Episodes', status: 200 },
  { path: '/about', name: 'about', title: 'About | Learn from the Best', heading: 'About the Show', status: 200 },
  { path: '/privacy-policy', name: 'privacy-policy', title: 'Privacy Policy | Learn from the Best', heading: 'Privacy Policy', status: 200 },
  { path: '/terms-of-service', name: 'terms-of-service', title: 'Terms of Service | Learn from the Best', heading: 'Terms of Service', status: 200 },
  { path: '/no/such/page', name: 'not-found', title: '404 Page Not Found | Learn from the Best', heading: '404 Page Not Found', status: 404 },
];

/** What Chromium logs for a document answered with status 404 (the 404 page's own, expected, status). */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

async function description(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
}

/** The federated grid has rendered its data (not the host's nor its own loading placeholders). */
async function waitForEpisodes(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] .episodes-section').waitFor();
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] [data-testid="episode-skeletons"]').waitFor({ state: 'detached' });
}

describe('public site pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  describe('with published episodes', () => {
    let product: Product;
    beforeAll(async () => {
      product = await startProduct();
      const admin = await AdminApi.login(product.url);
      // 12 published episodes, newest = #12; one draft that must never show.
      for (let number = 1; number <= 12; number += 1) {
        await admin.publishedEpisode({
          title: `Episode ${number}: growth lessons`,
          description: `${LONG_DESCRIPTION} (episode ${number})`,
          episodeNumber: number,
          guestName: `Guest Number ${number}`,
          duration: `4${number % 10}:18`,
          publishedAt: new Date(Date.UTC(2026, 0, number)).toISOString(),
        });
      }
      await admin.draftEpisode({ title: 'Unreleased draft episode', description: 'Not public yet', episodeNumber: 99 });
    });
    afterAll(async () => {
      await product.stop();
    });

    it.each(PAGES)('$path answers $status with its heading, title and description, without console errors', async ({ path, title, heading, status, name }) => {
      for (const width of [1280, 390]) {
        const { page, context, errors } = await openPage(browser, product.url, { width });
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        if (path === '/' || path === '/episodes') await waitForEpisodes(page);
        expect(await page.title()).toBe(title);
        expect((await description(page)).length).toBeGreaterThan(60);
        // Fits the phone: nothing wider than the viewport.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `public-${name}-${width}`);
        expect(errors).toEqual(status === 404 ? [DOCUMENT_404] : []);
        await context.close();
      }
    });

    it('gives every page its own description and updates title and description on client-side navigation', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/');
      const seen = new Set<string>();
      for (const target of PAGES.filter((entry) => entry.status === 200)) {
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, target.path);
        await page.waitForFunction((expected) => document.title === expected, target.title);
        seen.add(await description(page));
      }
      expect(seen.size).toBe(5);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('home: hero, Latest Episode, the All Episodes grid in 3 columns and Load More Episodes', async () => {
      const { page, context, errors } = await openPage(browser, product.url, { width: 1280 });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Learn from the best, sell to the rest' }).waitFor();
      await page.getByRole('button', { name: 'Start Listening' }).waitFor();
      expect(await page.locator('.hero').getByRole('button', { name: 'Join Newsletter' }).count()).toBe(1);
      await waitForEpisodes(page);

      const latest = page.getByTestId('latest-episode');
      await latest.getByRole('heading', { name: 'Latest Episode' }).waitFor();
      expect(await latest.getByText('New Episode', { exact: true }).count()).toBe(1);
      expect(await latest.getByText('Episode #12', { exact: true }).count()).toBe(1);
      expect(await latest.getByRole('heading', { name: 'Episode 12: growth lessons' }).count()).toBe(1);
      expect(await latest.getByText(`${LONG_DESCRIPTION} (episode 12)`).count()).toBe(1);
      await latest.getByRole('group', { name: 'Video player: Episode 12: growth lessons' }).waitFor();

      const cards = page.getByTestId('episode-grid').getByTestId('episode-card');
      expect(await cards.count()).toBe(9);
      expect(await page.getByTestId('episode-grid').getByText('Episode 12: growth lessons').count()).toBe(0);
      const tops = await Promise.all([0, 1, 2, 3].map(async (index) => (await cards.nth(index).boundingBox())?.y));
      expect(tops[0]).toBe(tops[1]);
      expect(tops[1]).toBe(tops[2]);
      expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);

      const loadMore = page.getByRole('button', { name: 'Load More Episodes' });
      await loadMore.click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="episode-grid"] [data-testid="episode-card"]').length === 11);
      await loadMore.waitFor({ state: 'detached' });
      expect(await page.getByText('Unreleased draft episode').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('home: 6 pulsing placeholders while the episodes load', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/episodes?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      const skeletons = page.locator('[data-testid="episode-skeletons"] .episode-skeleton');
      await skeletons.first().waitFor();
      expect(await skeletons.count()).toBe(6);
      expect(await skeletons.first().evaluate((element) => getComputedStyle(element).animationName)).toBe('episode-pulse');
      release();
      await waitForEpisodes(page);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('/episodes: heading, count, published cards only, and Load More until all are loaded', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/episodes');
      await waitForEpisodes(page);
      await page.getByText('12 episodes available', { exact: true }).waitFor();
      const cards = page.getByTestId('episode-card');
      expect(await cards.count()).toBe(9);
      // The next page continues from the first one's cursor (keyset paging), not from an offset.
      const nextPage = page.waitForRequest((request) => /\/api\/episodes\?.*after=[\w-]+/.test(request.url()) && !request.url().includes('offset='));
      await page.getByRole('button', { name: 'Load More Episodes' }).click();
      await nextPage;
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="episode-card"]').length === 12);
      expect(await page.getByRole('button', { name: 'Load More Episodes' }).count()).toBe(0);
      expect(await page.getByText('Unreleased draft episode').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('header: fixed, links scroll to the top, Join Newsletter scrolls on home and goes to /#newsletter elsewhere', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/about');
      const header = page.locator('header.site-header');
      expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      for (const name of ['Home', 'Episodes', 'About']) expect(await header.getByRole('link', { name, exact: true }).count()).toBe(1);

      // The About text loads on demand: scroll once the page is taller than the window.
      await page.waitForFunction(() => document.documentElement.scrollHeight > window.innerHeight + 300);
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 100);
      await header.getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForFunction(() => window.scrollY === 0);

      await header.getByRole('button', { name: 'Join Newsletter' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#newsletter');
      await page.locator('#newsletter').waitFor();
      await page.waitForFunction(() => {
        const box = document.getElementById('newsletter')?.getBoundingClientRect();
        return Boolean(box && box.top < window.innerHeight && box.bottom > 0);
      });

      // On home itself: scroll, no navigation.
      await page.goto('/');
      await waitForEpisodes(page);
      await header.getByRole('button', { name: 'Join Newsletter' }).click();
      await page.waitForFunction(
        () =>
          Math.abs(document.getElementById('newsletter')!.getBoundingClientRect().top - 80) < 40 ||
          window.innerHeight + window.scrollY >= document.body.scrollHeight - 2,
      );
      expect(new URL(page.url()).hash).toBe('');
      await header.getByRole('link', { name: 'Episodes', exact: true }).click();
      await page.waitForURL('**/episodes');
      await page.waitForFunction(() => window.scrollY === 0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('hero buttons scroll smoothly to the episodes and the newsletter', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/');
      await waitForEpisodes(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
      await page.getByRole('button', { name: 'Start Listening' }).click();
      await page.waitForFunction(() => Math.abs(document.getElementById('episodes')!.getBoundingClientRect().top) < 100);
      await page
        .locator('.hero')
        .getByRole('button', { name: 'Join Newsletter' })
        .evaluate((button: HTMLElement) => button.click());
      await page.waitForFunction(() => {
        const box = document.getElementById('newsletter')!.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('footer: Quick Links, Legal links, and no social button without a configured target', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/about');
      const footer = page.locator('footer');
      const quick = footer.getByRole('navigation', { name: 'Quick Links' });
      expect(await quick.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/episodes',
        '/about',
        '/#newsletter',
      ]);
      const legal = footer.getByRole('navigation', { name: 'Legal' });
      expect(await legal.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/privacy-policy',
        '/terms-of-service',
      ]);
      await legal.getByRole('link', { name: 'Terms of Service' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      expect(await footer.locator('.social-button').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("about: mission, What You'll Learn, Browse Episodes and Back to Home", async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/about');
      await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
      await page.getByRole('heading', { name: "What You'll Learn" }).waitFor();
      expect(await page.locator('.about-list li').count()).toBeGreaterThanOrEqual(5);
      await page.getByRole('link', { name: 'Browse Episodes' }).click();
      await page.waitForURL('**/episodes');
      await page.goBack();
      await page.locator('main').getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('legal pages hold real policy text', async () => {
      const { page, context } = await openPage(browser, product.url);
      await page.goto('/privacy-policy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      const privacy = await page.locator('main').innerText();
      for (const words of ['Newsletter sign-ups', 'Your rights', 'unsubscribe']) expect(privacy).toContain(words);
      expect(privacy.length).toBeGreaterThan(2500);
      await page.goto('/terms-of-service');
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      const terms = await page.locator('main').innerText();
      for (const words of ['not financial, legal, tax or investment advice', 'Intellectual property', 'Acceptable use']) expect(terms).toContain(words);
      expect(terms.length).toBeGreaterThan(2500);
      await context.close();
    });

    it('404: unknown paths answer status 404 with the 404 page, and its link goes home', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      for (const path of ['/nothing-here', '/episodes/extra/segments', '/about-us']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      }
      await page.locator('main').getByRole('link', { name: 'Back to Home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Learn from the best, sell to the rest' }).waitFor();
      expect(errors).toEqual([DOCUMENT_404, DOCUMENT_404, DOCUMENT_404]);
      await context.close();
    });

    it('newsletter: "Joining...", then the toast asking to confirm from the inbox, a cleared field and a stored subscriber', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/');
      const section = page.locator('#newsletter');
      const input = section.getByRole('textbox', { name: 'Email address' });
      // Empty: the required field stops the submit.
      await section.getByRole('button', { name: 'Join Now' }).click();
      expect(await section.getByRole('button', { name: 'Joining...' }).count()).toBe(0);

      await input.fill('Founder@Example.com');
      await section.getByRole('button', { name: 'Join Now' }).click();
      await section.getByRole('button', { name: 'Joining...' }).waitFor();
      const toast = page.getByTestId('toast');
      await toast.getByText('Please confirm from your inbox', { exact: true }).waitFor();
      expect(await toast.innerText()).toContain('click Confirm subscription in the email we send to this address');
      expect(await input.inputValue()).toBe('');
      await section.getByRole('button', { name: 'Join Now' }).waitFor();

      const client = new Client({ connectionString: product.databaseUrl });
      await client.connect();
      try {
        const rows = await client.query<{ email: string }>('SELECT email FROM newsletter_subscriber');
        expect(rows.rows.map((row) => row.email)).toEqual(['founder@example.com']);
      } finally {
        await client.end();
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it('newsletter: a refused address shows an error toast and keeps the field', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/');
      const section = page.locator('#newsletter');
      // Valid for the browser's type=email, refused by the server (no top-level domain).
      await section.getByRole('textbox', { name: 'Email address' }).fill('someone@localhost');
      await section.getByRole('button', { name: 'Join Now' }).click();
      const toast = page.getByTestId('toast');
      await toast.getByText('Could not join the newsletter').waitFor();
      expect(await toast.innerText()).toContain('Please enter a valid email address');
      expect(await section.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe('someone@localhost');
      // The browser reports the refused request itself; nothing else may be logged.
      expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
      await context.close();
    });

    it('particles float on home only, and never under prefers-reduced-motion', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="particle-background"] [data-particle]').length >= 2);
      expect(await page.getByTestId('particle-background').getAttribute('aria-hidden')).toBe('true');
      await page.getByRole('link', { name: 'About', exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: 'About the Show' }).waitFor();
      expect(await page.getByTestId('particle-background').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();

      const reduced = await browser.newContext({ baseURL: product.url, reducedMotion: 'reduce' });
      const calm = await reduced.newPage();
      await calm.goto('/');
      await calm.getByRole('heading', { level: 1, name: 'Learn from the best, sell to the rest' }).waitFor();
      await calm.waitForTimeout(1200);
      expect(await calm.getByTestId('particle-background').count()).toBe(0);
      expect(await calm.locator('[data-particle]').count()).toBe(0);
      await reduced.close();
    });

    it('every button and link on the public pages has an accessible name', async () => {
      const { page, context } = await openPage(browser, product.url, { width: 390 });
      for (const path of ['/', '/episodes', '/about', '/privacy-policy', '/terms-of-service', '/missing']) {
        await page.goto(path);
        await page.locator('footer').waitFor();
        if (path === '/' || path === '/episodes') await waitForEpisodes(page);
        const unnamed = await page.evaluate(() =>
          [...document.querySelectorAll('a, button, input, select')]
            .filter((element) => {
              const labelled = element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || (element as HTMLInputElement).labels?.length;
              return !labelled && !(element.textContent ?? '').trim();
            })
            .map((element) => element.outerHTML.slice(0, 120)),
        );
        expect({ path, unnamed }).toEqual({ path, unnamed: [] });
      }
      await context.close();
    });
  });

  describe('without any published episode', () => {
    let product: Product;
    beforeAll(async () => {
      product = await startProduct();
    });
    afterAll(async () => {
      await product.stop();
    });

    it('home hides Latest Episode; /episodes shows Coming Soon with Back to Home', async () => {
      const { page, context, errors } = await openPage(browser, product.url);
      await page.goto('/');
      await waitForEpisodes(page);
      await page.getByRole('heading', { name: 'All Episodes' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Latest Episode' }).count()).toBe(0);
      expect(await page.getByText('Coming Soon').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Load More Episodes' }).count()).toBe(0);

      await page.goto('/episodes');
      await waitForEpisodes(page);
      await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
      expect(await page.getByText('episodes available').count()).toBe(0);
      await screenshot(page, 'public-episodes-empty-1280');
      await page.locator('main').getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
