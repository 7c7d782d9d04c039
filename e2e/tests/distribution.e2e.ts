import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import type { AdminEpisodeDto } from '@podcast/contracts';
import { AdminApi } from '../harness/admin-api';
import { makeTestClip } from '../harness/test-media';

const TITLE = `Pricing <script>window.__pwned = 1</script> "Premium" & Co's $& playbook`;
const DESCRIPTION = `How <b>value-based</b> pricing & "anchoring" doubled margins </script><!-- -->.`;

/** A 2 s 1280×720 clip (the feeds need a final video with renditions). */
const shortClip = (dir: string) => makeTestClip(join(dir, 'clip.mp4'), { seconds: 2, size: '1280x720' });

const metaContent = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');

describe('episode pages, server-rendered head (Chromium)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'distribution-e2e-'));
  let browser: Browser;
  let product: Product;
  let episode: AdminEpisodeDto;
  let draft: AdminEpisodeDto;

  beforeAll(async () => {
    const clip = shortClip(scratch);
    browser = await launchBrowser();
    product = await startProduct();
    const admin = await AdminApi.login(product.url);
    try {
      episode = await admin.publishedEpisode({
        title: TITLE,
        description: DESCRIPTION,
        episodeNumber: 7,
        guestName: 'Dana Reyes',
        publishedAt: '2026-04-02T09:30:00.000Z',
      });
      draft = await admin.draftEpisode({ title: 'Unreleased draft', description: 'Not yet.', episodeNumber: 8 });
      await admin.uploadTranscodedVideo(episode.id, clip, 180_000);
    } catch (error) {
      throw new Error(`Seeding failed: ${String(error)}\nServer output:\n${product.output()}`, { cause: error });
    }
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('carries title, description, canonical, Open Graph, Twitter card and JSON-LD with JavaScript disabled', async () => {
    const context = await browser.newContext({ baseURL: product.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`/episodes/${episode.id}`);
      expect(response?.status()).toBe(200);
      // No script ran: the index page's inline script would have set data-route, and the hostile title's would set __pwned.
      expect(await page.locator('html').getAttribute('data-route')).toBeNull();

      expect(await page.title()).toBe(`${TITLE} | Learn from the Best`);
      const canonical = `${product.url}/episodes/${episode.id}`;
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      expect(await metaContent(page, 'name="description"')).toBe(DESCRIPTION);
      expect(await metaContent(page, 'property="og:title"')).toBe(TITLE);
      expect(await metaContent(page, 'property="og:description"')).toBe(DESCRIPTION);
      expect(await metaContent(page, 'property="og:url"')).toBe(canonical);
      expect(await metaContent(page, 'property="og:type"')).toBe('video.episode');
      const image = await metaContent(page, 'property="og:image"');
      // The link preview of the poster frame's image set (docs/artwork.md), as the episode has no artwork.
      expect(image).toMatch(new RegExp(`^${product.url}/media/episodes/${episode.id}/.+/poster-images/[0-9a-f-]{36}/og\\.jpg\\?sig=`));
      expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
      expect(await metaContent(page, 'name="twitter:title"')).toBe(TITLE);
      expect(await metaContent(page, 'name="twitter:image"')).toBe(image);
      expect(await metaContent(page, 'property="og:video"')).toBe(`${product.url}/podcast/episodes/${episode.id}/720p.mp4`);
      expect(await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(`${product.url}/feed.xml`);
      // One title and one description: the built defaults were replaced, not duplicated.
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);

      const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) as string) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'PodcastEpisode',
        name: TITLE,
        description: DESCRIPTION,
        url: canonical,
        episodeNumber: 7,
        datePublished: '2026-04-02T09:30:00.000Z',
        timeRequired: 'PT0H0M2S',
        image,
        actor: { '@type': 'Person', name: 'Dana Reyes' },
        associatedMedia: { '@type': 'MediaObject', contentUrl: `${product.url}/podcast/episodes/${episode.id}/720p.mp4` },
        partOfSeries: { '@type': 'PodcastSeries', name: 'Learn from the Best' },
      });

      // The poster the preview points at is served.
      expect((await context.request.get(image as string)).headers()['content-type']).toBe('image/jpeg');
    } finally {
      await context.close();
    }
  });

  it('answers 404 for drafts and unknown ids without leaking them', async () => {
    const context = await browser.newContext({ baseURL: product.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const hidden = await page.goto(`/episodes/${draft.id}`);
      expect(hidden?.status()).toBe(404);
      expect(await page.content()).not.toContain('Unreleased draft');
      expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0);
      expect((await page.goto('/episodes/424242'))?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('renders the episode card with its player and copy-link action once JavaScript runs', async () => {
    const { page, context, errors } = await openPage(browser, product.url);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
      await page.goto(`/episodes/${episode.id}`);
      const card = page.getByRole('article', { name: `Episode 7: ${TITLE}` });
      await card.getByRole('heading', { name: TITLE }).waitFor();
      await card.getByRole('group', { name: `Video player: ${TITLE}` }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.title()).toBe(`${TITLE} | Learn from the Best`);

      await card.getByRole('button', { name: `Copy link to episode 7: ${TITLE}` }).click();
      await card
        .getByRole('button', { name: `Copy link to episode 7: ${TITLE}` })
        .filter({ hasText: 'Link copied' })
        .waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${product.url}/episodes/${episode.id}`);
      // The page's Follow the show panel (the footer has the same links).
      expect(await page.getByTestId('follow-show').getByRole('link', { name: 'RSS feed', exact: true }).getAttribute('href')).toBe('/feed.xml');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the poster frame of an episode without artwork as a <picture> with srcset and sizes: Latest Episode, the list and its page (issue 30)', async () => {
    const { page, context, errors } = await openPage(browser, product.url);
    try {
      // Read at once: on the episode page the picture stands for the video only until it plays.
      const expectPosterPicture = async (picture: ReturnType<Page['locator']>, where: string) => {
        await picture.locator('img').waitFor();
        const seen = await picture.evaluate((element) => {
          const img = element.querySelector('img');
          return {
            avif: element.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
            webp: element.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
            jpeg: img?.getAttribute('srcset') ?? '',
            sizes: img?.getAttribute('sizes') ?? '',
            size: `${img?.getAttribute('width')}x${img?.getAttribute('height')}`,
          };
        });
        expect({ where, ...seen }).toEqual({
          where,
          avif: expect.stringMatching(/^\S+\/poster-images\/[0-9a-f-]{36}\/320\.avif\?sig=\S+ 320w, .+ 1280w$/),
          webp: expect.stringMatching(/^\S+\/poster-images\/[0-9a-f-]{36}\/320\.webp\?sig=\S+ 320w, .+ 1280w$/),
          jpeg: expect.stringMatching(/^\S+\/poster-images\/[0-9a-f-]{36}\/320\.jpg\?sig=\S+ 320w, .+ 1280w$/),
          sizes: expect.stringMatching(/px/),
          size: '1280x720',
        });
      };
      // The episode page plays the video at once, and the picture stands for it only until then: the
      // video's bytes are held back here, so the picture stays to be read.
      await page.route(/\.mp4(\?|$)/, () => undefined);
      await page.goto('/');
      await expectPosterPicture(page.getByTestId('latest-episode').locator('picture'), 'Latest Episode');
      for (const path of ['/episodes', `/episodes/${episode.id}`]) {
        await page.goto(path);
        const card = page.getByRole('article', { name: `Episode 7: ${TITLE}` });
        await card.getByRole('heading', { name: TITLE }).waitFor();
        await expectPosterPicture(card.locator('picture').first(), path);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads one episode (GET /api/episodes/{id}), never the whole list, when reaching its page inside the site', async () => {
    const { page, context } = await openPage(browser, product.url);
    try {
      const reads: string[] = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith('/api/episodes')) reads.push(`${pathname}${search}`);
      });
      await page.goto('/about');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const visit = (path: string) =>
        page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);

      await visit(`/episodes/${episode.id}`);
      await page
        .getByRole('article', { name: `Episode 7: ${TITLE}` })
        .getByRole('heading', { name: TITLE })
        .waitFor();
      expect(reads).toContain(`/api/episodes/${episode.id}`);
      expect(reads.filter((read) => read === '/api/episodes' || read.startsWith('/api/episodes?'))).toEqual([]);

      // A draft answers 404 like a missing episode: the site's Not Found page.
      await visit(`/episodes/${draft.id}`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(reads).toContain(`/api/episodes/${draft.id}`);
    } finally {
      await context.close();
    }
  });

  it('gives every card of the episode list a copy-link action to its page', async () => {
    const { page, context, errors } = await openPage(browser, product.url);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
      await page.goto('/episodes');
      const button = page.getByRole('button', { name: `Copy link to episode 7: ${TITLE}` });
      await button.click();
      await button.filter({ hasText: 'Link copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${product.url}/episodes/${episode.id}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
