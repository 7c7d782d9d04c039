// Issue 15 item 4, "Follow the show": Apple Podcasts, Spotify and YouTube buttons when their settings
// (FOLLOW_*_URL, served in /config/site.json) are set, and the RSS feeds always, on home, in the
// footer and on each episode page; a card's title links to the episode's page. Screenshots land in
// e2e/artifacts/public-follow-*.png.
import type { AdminEpisodeDto } from '@podcast/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { expectNoBlockingViolations } from '../harness/axe';
import { launchBrowser, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { LONG_DESCRIPTION } from './public-seed';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const FOLLOW = {
  FOLLOW_APPLE_PODCASTS_URL: 'https://podcasts.apple.com/us/podcast/learn-from-the-best/id1234567890',
  FOLLOW_SPOTIFY_URL: 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk',
  FOLLOW_YOUTUBE_URL: 'https://www.youtube.com/@learnfromthebest',
};
const APPS = [
  { name: 'Follow on Apple Podcasts', href: FOLLOW.FOLLOW_APPLE_PODCASTS_URL },
  { name: 'Follow on Spotify', href: FOLLOW.FOLLOW_SPOTIFY_URL },
  { name: 'Watch on YouTube', href: FOLLOW.FOLLOW_YOUTUBE_URL },
];
const FEEDS = [
  { name: 'RSS feed', href: '/feed.xml' },
  { name: 'Audio RSS feed', href: '/feed/audio.xml' },
];

/** Three published episodes, the newest (#3) on top as Latest Episode. */
async function seed(product: Product): Promise<AdminEpisodeDto[]> {
  const admin = await AdminApi.login(product.url);
  const episodes: AdminEpisodeDto[] = [];
  for (let number = 1; number <= 3; number += 1) {
    episodes.push(
      await admin.publishedEpisode({
        title: `Episode ${number}: the follow-up playbook`,
        description: `${LONG_DESCRIPTION} (episode ${number})`,
        episodeNumber: number,
        guestName: `Guest Number ${number}`,
        publishedAt: new Date(Date.UTC(2026, 0, number)).toISOString(),
      }),
    );
  }
  return episodes;
}

/** The federated grid has rendered its data (not the host's nor its own loading placeholders). */
async function waitForEpisodes(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] .episodes-section').waitFor();
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] [data-testid="episode-skeletons"]').waitFor({ state: 'detached' });
}

/** Opens a path and waits until the page has read /config/site.json (the app buttons come from it). */
async function openWithSiteConfig(page: Page, path: string): Promise<void> {
  const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/config/site.json');
  await page.goto(path);
  await config;
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // One frame for React to render what the answer brought.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * The card above the panel has its poster and fonts. A loaded CI run's click on the episode page's
 * feed link navigated nowhere; a poster arriving late can move the link from under the pointer.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The three places of Follow the show on a page: the panel (home, episode page) and the footer's column. */
const panel = (page: Page): Locator => page.getByRole('region', { name: 'Follow the show' });
const footer = (page: Page): Locator => page.getByRole('contentinfo').getByRole('navigation', { name: 'Follow the show' });

async function links(place: Locator): Promise<Array<{ name: string; href: string | null; target: string | null; rel: string | null }>> {
  return place.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      name: anchor.getAttribute('aria-label') ?? '',
      href: anchor.getAttribute('href'),
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel'),
    })),
  );
}

const feedLinks = FEEDS.map(({ name, href }) => ({ name, href, target: null, rel: null }));
const appLinks = APPS.map(({ name, href }) => ({ name, href, target: '_blank', rel: 'noopener noreferrer' }));

describe('Follow the show (issue 15 item 4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('without FOLLOW_* settings', () => {
    let product: Product;
    let episodes: AdminEpisodeDto[];
    beforeAll(async () => {
      product = await startProduct();
      episodes = await seed(product);
    });
    afterAll(() => product?.stop());

    it('shows only the RSS feeds on home, in the footer and on the episode page', async () => {
      const { page, context, errors } = await openPage(browser, product.url, DESKTOP);
      await openWithSiteConfig(page, '/');
      expect(await links(panel(page))).toEqual(feedLinks);
      expect(await links(footer(page))).toEqual(feedLinks);
      await openWithSiteConfig(page, `/episodes/${episodes[0].id}`);
      expect(await links(panel(page))).toEqual(feedLinks);
      expect(await links(footer(page))).toEqual(feedLinks);
      for (const { name } of APPS) expect(await page.getByRole('link', { name }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('RSS loads the feed document, not the site’s 404 page', async () => {
      for (const [where, place] of [
        ['home', panel],
        ['footer', footer],
      ] as const) {
        const { page, context } = await openPage(browser, product.url, DESKTOP);
        await openWithSiteConfig(page, '/');
        const [response] = await Promise.all([
          page.waitForResponse((candidate) => candidate.request().isNavigationRequest() && new URL(candidate.url()).pathname === '/feed.xml'),
          place(page).getByRole('link', { name: 'RSS feed', exact: true }).click(),
        ]);
        expect({ where, status: response.status(), type: response.headers()['content-type'] }).toEqual({
          where,
          status: 200,
          type: expect.stringMatching(/xml/),
        });
        expect((await response.text()).slice(0, 4000)).toMatch(/<rss/);
        await page.waitForURL('**/feed.xml');
        expect(await page.getByText('404 Page Not Found').count()).toBe(0);
        await context.close();
      }
      // The audio feed from the episode page.
      const { page, context } = await openPage(browser, product.url, DESKTOP);
      await openWithSiteConfig(page, `/episodes/${episodes[1].id}`);
      await layoutSettled(page);
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.request().isNavigationRequest() && new URL(candidate.url()).pathname === '/feed/audio.xml'),
        panel(page).getByRole('link', { name: 'Audio RSS feed', exact: true }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect((await response.text()).slice(0, 4000)).toMatch(/<rss/);
      await context.close();
    });

    it('a card’s title opens the episode’s page without a reload, and Latest Episode’s title links to its page', async () => {
      const { page, context, errors } = await openPage(browser, product.url, DESKTOP);
      await page.goto('/');
      await waitForEpisodes(page);
      const latest = page.getByTestId('latest-episode');
      expect(await latest.getByRole('link', { name: episodes[2].title }).getAttribute('href')).toBe(`/episodes/${episodes[2].id}`);
      // The card's thumbnail and Watch Video still open its player in place.
      const card = page.getByRole('article', { name: `Episode 2: ${episodes[1].title}` });
      await card.getByRole('button', { name: 'Watch Video' }).click();
      await card.getByRole('button', { name: 'Close Video' }).click();
      await card.getByRole('button', { name: 'Watch Video' }).waitFor();
      expect(page.url()).toBe(`${product.url}/`);

      await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
      const target = page.getByRole('article', { name: `Episode 1: ${episodes[0].title}` }).getByRole('link', { name: episodes[0].title });
      expect(await target.getAttribute('href')).toBe(`/episodes/${episodes[0].id}`);
      await target.click();
      await page.waitForURL(`**/episodes/${episodes[0].id}`);
      await page.getByRole('heading', { level: 1, name: episodes[0].title }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
      // The page starts at its top, whatever the grid's scroll was.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.title()).toContain(episodes[0].title);
      // Back returns to home.
      await page.goBack();
      await page.waitForURL(`${product.url}/`);
      await waitForEpisodes(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('with FOLLOW_APPLE_PODCASTS_URL, FOLLOW_SPOTIFY_URL and FOLLOW_YOUTUBE_URL', () => {
    let product: Product;
    let episodes: AdminEpisodeDto[];
    beforeAll(async () => {
      product = await startProduct(FOLLOW);
      episodes = await seed(product);
    });
    afterAll(() => product?.stop());

    it('shows the apps and the feeds on home, in the footer and on the episode page, with the right links', async () => {
      const { page, context, errors } = await openPage(browser, product.url, DESKTOP);
      const expected = [...appLinks, ...feedLinks];
      await openWithSiteConfig(page, '/');
      await panel(page).getByRole('link', { name: 'Follow on Apple Podcasts' }).waitFor();
      expect(await links(panel(page))).toEqual(expected);
      expect(await links(footer(page))).toEqual(expected);
      // Each button shows its icon and its name.
      for (const { name } of [...APPS, ...FEEDS]) {
        const button = panel(page).getByRole('link', { name, exact: true });
        expect(await button.locator('svg').count()).toBe(1);
        const label = (await button.innerText()).trim();
        expect(label).not.toBe('');
        expect(name).toContain(label);
      }
      await openWithSiteConfig(page, `/episodes/${episodes[2].id}`);
      await panel(page).getByRole('link', { name: 'Follow on Apple Podcasts' }).waitFor();
      expect(await links(panel(page))).toEqual(expected);
      expect(await links(footer(page))).toEqual(expected);
      // One panel on the episode page: the feeds are no longer in a Subscribe panel of their own.
      expect(await page.getByRole('link', { name: /RSS/ }).count()).toBe(4);
      expect(await page.getByRole('heading', { name: 'Subscribe' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('passes axe and does not scroll sideways at 1280×800 and 390×844', async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        for (const [name, path] of [
          ['home', '/'],
          ['episode', `/episodes/${episodes[1].id}`],
        ] as const) {
          const { page, context } = await openPage(browser, product.url, viewport);
          await openWithSiteConfig(page, path);
          await panel(page).getByRole('link', { name: 'Watch on YouTube' }).waitFor();
          if (name === 'home') await waitForEpisodes(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          // Every button fits inside the window.
          for (const place of [panel(page), footer(page)]) {
            const boxes = await place.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().right));
            for (const right of boxes) expect(right).toBeLessThanOrEqual(viewport.width);
          }
          await expectNoBlockingViolations(page, `${path} with Follow the show at ${viewport.width}×${viewport.height}`);
          await screenshot(page, `public-follow-${name}-${viewport.width}`);
          await context.close();
        }
      }
    });
  });
});
