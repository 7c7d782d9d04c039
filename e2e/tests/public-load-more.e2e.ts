// Issue 29: "Load More Episodes" showed when every episode was already listed (the server hands out a
// next cursor with every full page). In Chromium against the built product, with exactly a page's
// worth of published episodes and with one more: the button shows only while more exist, and goes
// once the last one is listed. A page holds 9 cards; home's first page has the Latest Episode too.
import type { Browser, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { launchBrowser, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';

const PAGE = 9;

/** The federated grid has rendered its data (not the host's nor its own loading placeholders). */
async function waitForEpisodes(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] .episodes-section').waitFor();
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] [data-testid="episode-skeletons"]').waitFor({ state: 'detached' });
}

describe('Load More Episodes only when more exist (issue 29)', () => {
  let browser: Browser;
  let product: Product;
  let admin: AdminApi;
  let published = 0;

  /** Publishes episodes until `count` are public, numbered in order (the newest has the highest number). */
  async function publishUpTo(count: number): Promise<void> {
    for (; published < count; published += 1) {
      const number = published + 1;
      await admin.publishedEpisode({
        title: `Load more ${number}`,
        description: `Episode ${number} of the paging test.`,
        episodeNumber: number,
        publishedAt: new Date(Date.UTC(2026, 0, number)).toISOString(),
      });
    }
  }

  async function open(path: string) {
    const tracked = await openPage(browser, product.url, { width: 1280, height: 800 });
    await tracked.page.goto(path);
    await waitForEpisodes(tracked.page);
    return tracked;
  }

  const gridCards = (page: Page) => page.getByTestId('episode-grid').getByTestId('episode-card');
  const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More Episodes' });

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await startProduct();
    admin = await AdminApi.login(product.url);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('/episodes with exactly one page (9): every card, and no Load More', async () => {
    await publishUpTo(PAGE);
    const { page, context, errors } = await open('/episodes');
    await page.getByText(`${PAGE} episodes available`, { exact: true }).waitFor();
    expect(await gridCards(page).count()).toBe(PAGE);
    expect(await loadMore(page).count()).toBe(0);
    await screenshot(page, 'public-load-more-episodes-one-page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home with the latest and one grid page (10): no Load More; /episodes with 10: Load More once, then gone', async () => {
    await publishUpTo(PAGE + 1);
    const home = await open('/');
    await home.page.getByTestId('latest-episode').getByText('Load more 10').waitFor();
    expect(await gridCards(home.page).count()).toBe(PAGE);
    expect(await loadMore(home.page).count()).toBe(0);
    expect(home.errors).toEqual([]);
    await home.context.close();

    const { page, context, errors } = await open('/episodes');
    await page.getByText(`${PAGE + 1} episodes available`, { exact: true }).waitFor();
    expect(await gridCards(page).count()).toBe(PAGE);
    await loadMore(page).click();
    await page.getByTestId('episode-grid').getByText('Load more 1', { exact: true }).waitFor();
    expect(await gridCards(page).count()).toBe(PAGE + 1);
    await loadMore(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home with more than a page (11): Load More brings the last one, then goes', async () => {
    await publishUpTo(PAGE + 2);
    const { page, context, errors } = await open('/');
    expect(await gridCards(page).count()).toBe(PAGE);
    await loadMore(page).click();
    await page.getByTestId('episode-grid').getByText('Load more 1', { exact: true }).waitFor();
    expect(await gridCards(page).count()).toBe(PAGE + 1);
    await loadMore(page).waitFor({ state: 'detached' });
    await screenshot(page, 'public-load-more-home-all-loaded');
    expect(errors).toEqual([]);
    await context.close();
  });
});
