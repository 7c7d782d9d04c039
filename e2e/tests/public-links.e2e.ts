import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import type { AdminEpisodeDto } from '@podcast/contracts';
import { AdminApi } from '../harness/admin-api';
import { testClip } from './public-seed';

/**
 * Issue 16 item 4: the public site's router renders its own pages only. A plain link on a public page
 * to anything else the server serves (the feeds, the sitemap, robots.txt, an enclosure, a stable media
 * link, an unknown path) is loaded by the browser, not routed inside the page onto the 404 screen.
 */
describe('links the public site does not own load normally', () => {
  let browser: Browser;
  let product: Product;
  let episode: AdminEpisodeDto;
  let enclosure: string;
  let artwork: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The clip first: made while connections sit idle, it could outlast the server's keep-alive
    // timeout and the upload would be written to a socket the server is closing (EPIPE).
    const clip = testClip();
    product = await startProduct();
    const admin = await AdminApi.login(product.url);
    episode = await admin.publishedEpisode({ title: 'Links that leave the page', description: 'A published episode with a video.', episodeNumber: 1 });
    await admin.uploadTranscodedVideo(episode.id, clip, 180_000);
    const feed = await (await fetch(`${product.url}/feed.xml`)).text();
    enclosure = new URL(/<enclosure url="([^"]+)"/.exec(feed)?.[1] ?? '').pathname;
    const published = (await (await fetch(`${product.url}/api/episodes/${episode.id}`)).json()) as { thumbnailUrl: string | null };
    const thumbnail = new URL(published.thumbnailUrl ?? '', product.url);
    artwork = `${thumbnail.pathname}${thumbnail.search}`;
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('clicks each: the browser navigates to the server’s answer', async () => {
    expect(enclosure).toMatch(/^\/podcast\//);
    expect(artwork).toMatch(/^\/media\//);
    const targets: Array<[string, RegExp | null]> = [
      ['/feed.xml', /<rss/],
      ['/feed/audio.xml', /<rss/],
      ['/sitemap.xml', /<sitemapindex|<urlset/],
      ['/robots.txt', /Sitemap:/],
      [enclosure, null],
      [artwork, null],
      ['/no/such/page', null],
    ];
    const { page, context } = await openPage(browser, product.url);
    for (const [path, body] of targets) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // A plain link, as show notes or a federated component would render it.
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = `Open ${href}`;
        link.id = 'outbound-link';
        document.querySelector('main')?.prepend(link);
      }, path);
      const [response] = await Promise.all([
        page.waitForResponse(
          (candidate) => candidate.request().isNavigationRequest() && new URL(candidate.url()).pathname === new URL(path, product.url).pathname,
        ),
        page.click('#outbound-link'),
      ]);
      expect({ path, status: response.status() }).toEqual({ path, status: path === '/no/such/page' ? 404 : 200 });
      if (body) expect((await response.text()).slice(0, 4000)).toMatch(body);
    }
    await context.close();
  });

  it('still routes its own pages inside the page, without a reload', async () => {
    const { page, context } = await openPage(browser, product.url);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'The episode';
      link.id = 'inbound-link';
      document.querySelector('main')?.prepend(link);
    }, `/episodes/${episode.id}`);
    await page.click('#inbound-link');
    await page.waitForURL(`**/episodes/${episode.id}`);
    await page.getByRole('heading', { name: 'Links that leave the page' }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    await context.close();
  });
});
