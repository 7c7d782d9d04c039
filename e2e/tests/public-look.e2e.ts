// Issue 16, "A premium look", on the public pages: the self-hosted brand font, the artwork as
// <picture>, the cards without the ghosted number, an expanded card without a hole in the grid, one
// frame for home and /episodes, one row of player controls on a phone, an episode page that keeps
// its details when the player closes (with its guest and show notes), axe at 1280 and 390, and a
// screenshot of every public page at both widths (e2e/artifacts/public-look-*.png).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto, BookingDto } from '@podcast/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { expectNoBlockingViolations } from '../harness/axe';
import { launchBrowser, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { makeTestClip, makeTestImage } from '../harness/test-media';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LATEST_TITLE = 'Episode 7: the premium subscription playbook';
const PAGE_TITLE = 'Episode 3: wholesale without losing the brand';
const GUEST = { name: 'Ada Kowalski', position: 'Head of Growth', company: 'Northwind Goods' };
const SHOW_NOTES = [
  'We cover the **three pricing tiers** and why the middle one sells.',
  '',
  '## Links',
  '',
  '- [Northwind Goods](https://example.com/northwind)',
  '- The wholesale checklist',
  '',
  '<script>window.__pwned = 1</script>',
  // An inserted <script> never runs; an event handler would, had the server let it through.
  '<img src="x" onerror="window.__pwned = 1">',
].join('\n');

/** The federated grid has rendered its data (not the host's nor its own loading placeholders). */
async function waitForEpisodes(page: Page): Promise<void> {
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] .episodes-section').waitFor();
  await page.locator('[data-remote="mfe_episodes/EpisodeGrid"] [data-testid="episode-skeletons"]').waitFor({ state: 'detached' });
}

/** Every image on the page has finished loading (lazy ones scrolled into view first), so screenshots show the artwork. */
async function settleImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((image) => (image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })))),
    );
    await document.fonts.ready;
  });
}

async function box(locator: Locator) {
  const value = await locator.boundingBox();
  if (!value) throw new Error('element not visible');
  return value;
}

describe('public look (issue 16)', () => {
  let browser: Browser;
  let product: Product;
  let admin: AdminApi;
  const episodes: AdminEpisodeDto[] = [];
  let pageEpisode: AdminEpisodeDto;
  let latest: AdminEpisodeDto;

  beforeAll(async () => {
    // Media first: ffmpeg blocks this process, and a kept-alive connection idle meanwhile would be closed by the server.
    const dir = mkdtempSync(join(tmpdir(), 'public-look-'));
    const colors = ['0x1f6feb', '0xd29922', '0x8957e5', '0x2ea043', '0xdb6d28', '0xbf3989', '0x1b7c83'];
    const images = colors.map((color, index) => makeTestImage(join(dir, `artwork-${index + 1}.jpg`), { color, size: '1280x720' }));
    const portrait = makeTestImage(join(dir, 'portrait.png'), { color: '0xf5b301', size: '400x400' });
    const clip = makeTestClip(join(dir, 'clip.mp4'), { seconds: 6, size: '1280x720' });
    browser = await launchBrowser();
    product = await startProduct();
    admin = await AdminApi.login(product.url);
    try {
      for (let number = 1; number <= 7; number += 1) {
        const episode = await admin.publishedEpisode({
          title: number === 7 ? LATEST_TITLE : number === 3 ? PAGE_TITLE : `Episode ${number}: growth lessons from the shop floor`,
          description: `How a founder grew a direct-to-consumer brand, step by step (episode ${number}).`,
          episodeNumber: number,
          guestName: number === 3 ? GUEST.name : `Guest Number ${number}`,
          duration: `4${number}:18`,
          publishedAt: new Date(Date.UTC(2026, 0, number)).toISOString(),
          ...(number === 3 ? { showNotes: SHOW_NOTES } : {}),
        });
        episodes.push(episode);
        // Episode 5 keeps no artwork: its card shows the brand gradient.
        if (number !== 5) await admin.request('POST', `/api/admin/episodes/${episode.id}/artwork`, imageForm(images[number - 1]));
      }
      [pageEpisode, latest] = [episodes[2], episodes[6]];
      const booking = await admin.request<BookingDto>('POST', '/api/admin/bookings', GUEST);
      await admin.request('POST', `/api/admin/bookings/${booking.id}/portrait`, imageForm(portrait, 'image/png'));
      // The episode links its guest's booking (issue 32), as picking them in Guest Name does.
      await admin.updateEpisode(pageEpisode.id, { guestId: booking.id });
      await admin.uploadTranscodedVideo(latest.id, clip, 240_000);
    } catch (error) {
      throw new Error(`Seeding failed: ${String(error)}\nServer output:\n${product.output()}`, { cause: error });
    }
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  function imageForm(file: string, type = 'image/jpeg'): FormData {
    const form = new FormData();
    form.append('image', new Blob([readFileSync(file)], { type }), file.split('/').pop());
    return form;
  }

  it('sets the pages in Inter, self-hosted from this origin with font-display: swap', async () => {
    const { page, context, errors } = await openPage(browser, product.url, DESKTOP);
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await waitForEpisodes(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter\b/);
    expect(await page.evaluate(() => document.fonts.check('700 16px Inter', 'Learn'))).toBe(true);
    const faces = await page.evaluate(() =>
      Array.from(document.fonts)
        .filter((face) => face.family.replace(/"/g, '') === 'Inter')
        .map((face) => ({ display: face.display, status: face.status })),
    );
    expect(faces.length).toBeGreaterThanOrEqual(1);
    expect(faces.every((face) => face.display === 'swap')).toBe(true);
    expect(faces.some((face) => face.status === 'loaded')).toBe(true);
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    for (const font of fonts) expect(font).toMatch(new RegExp(`^200 ${product.url}/fonts/inter-[\\d.]+/inter-latin[a-z-]*-wght-normal\\.woff2$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the artwork as <picture> (AVIF, WebP, JPEG srcset, sizes, width/height, alt), the Latest Episode image first, and no ghosted number', async () => {
    const { page, context, errors } = await openPage(browser, product.url, DESKTOP);
    await page.goto('/');
    await waitForEpisodes(page);
    const dto = (await (await fetch(`${product.url}/api/episodes?limit=10`)).json()) as Array<{
      id: number;
      artwork: { alt: string; width: number; height: number } | null;
    }>;
    const withArtwork = dto.find((episode) => episode.id === episodes[5].id)?.artwork;
    expect(withArtwork).toBeTruthy();

    const card = page.getByRole('article', { name: new RegExp(`^Episode 6: `) });
    const picture = card.locator('picture');
    expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/ \d+w/);
    expect(await picture.locator('source[type="image/webp"]').getAttribute('srcset')).toMatch(/ \d+w/);
    const img = picture.locator('img');
    expect(await img.getAttribute('srcset')).toMatch(/ \d+w/);
    expect(await img.getAttribute('sizes')).toContain('373px');
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('width')).toBe(String(withArtwork?.width));
    expect(await img.getAttribute('height')).toBe(String(withArtwork?.height));
    expect(await img.getAttribute('alt')).toBe(withArtwork?.alt);

    // Latest Episode: the page's largest image, fetched first, shown over the player until it plays.
    const latestImg = page.getByTestId('latest-episode').locator('picture img');
    expect(await latestImg.getAttribute('fetchpriority')).toBe('high');
    expect(await latestImg.getAttribute('loading')).toBe('eager');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="latest-episode"] picture img');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    // The browser picked a modern format (Chromium reads AVIF).
    expect(await latestImg.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/avif/i);

    // Episode 5 has no artwork: the gradient, and no "#5" written behind the play button.
    const bareCard = page.getByRole('article', { name: new RegExp(`^Episode 5: `) });
    const thumb = bareCard.getByRole('button', { name: /^Play episode 5/ });
    expect((await thumb.textContent())?.trim()).toBe('');
    expect(await thumb.locator('picture, img').count()).toBe(0);
    for (const article of await page.getByTestId('episode-card').all()) {
      expect((await article.locator('.episode-card__thumb').textContent())?.trim()).toBe('');
    }
    await settleImages(page);
    await screenshot(page, 'public-look-cards-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an expanded card takes a whole row and leaves no hole in the grid', async () => {
    const { page, context, errors } = await openPage(browser, product.url, DESKTOP);
    await page.goto('/episodes');
    await waitForEpisodes(page);
    // 7 cards in 3 columns; open the middle one of the first row.
    const grid = page.getByTestId('episode-grid');
    const second = grid.getByTestId('episode-card').nth(1);
    await second.getByRole('button', { name: 'Watch Video' }).click();
    const expanded = grid.locator('[data-expanded="true"]');
    await expanded.getByRole('button', { name: 'Close Video' }).waitFor();
    const gridBox = await box(grid);
    const expandedBox = await box(expanded);
    expect(Math.abs(expandedBox.width - gridBox.width)).toBeLessThan(2);
    // Every row of collapsed cards but the last is full: the cards after the expanded one filled its old row.
    const tops = new Map<number, number>();
    for (const card of await grid.locator('[data-expanded="false"]').all()) {
      const top = Math.round((await box(card)).y);
      tops.set(top, (tops.get(top) ?? 0) + 1);
    }
    const rows = [...tops.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
    expect(rows).toEqual([3, 3]);
    // The page's order is the screen's (WCAG 2.4.3): each card starts below, or right of, the one before it.
    const positions = await grid.getByTestId('episode-card').evaluateAll((cards) =>
      cards.map((card) => {
        const rect = card.getBoundingClientRect();
        return [Math.round(rect.top), Math.round(rect.left)] as [number, number];
      }),
    );
    positions.slice(1).forEach(([top, left], index) => {
      const [previousTop, previousLeft] = positions[index];
      expect(top > previousTop || (top === previousTop && left > previousLeft)).toBe(true);
    });
    // The focus went to Close Video, and comes back to Watch Video when the card closes.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Close Video');
    await expectNoBlockingViolations(page, '/episodes with an expanded card at 1280');
    await settleImages(page);
    await screenshot(page, 'public-look-expanded-card-1280');
    const title = await expanded.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await grid.locator('[data-expanded="true"]').waitFor({ state: 'detached' });
    expect(
      await page.evaluate(
        () => (document.activeElement?.closest('article')?.getAttribute('aria-label') ?? '') + ' / ' + document.activeElement?.textContent?.trim(),
      ),
    ).toBe(`${title} / Watch Video`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home and /episodes share one frame width, at 1280 and at 390', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await openPage(browser, product.url, viewport);
      const widths: number[] = [];
      for (const path of ['/', '/episodes']) {
        await page.goto(path);
        await waitForEpisodes(page);
        widths.push((await box(page.locator('.episodes-section'))).width);
      }
      expect(widths[0]).toBeGreaterThan(viewport.width === 1280 ? 1100 : 340);
      expect(Math.abs(widths[0] - widths[1])).toBeLessThan(1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('on a phone (390×844) the player’s controls sit along the bottom of the picture: the seek bar across it, the buttons in one row below', async () => {
    const { page, context, errors } = await openPage(browser, product.url, PHONE);
    await page.goto('/');
    const player = page.getByTestId('latest-episode').getByRole('group', { name: `Video player: ${LATEST_TITLE}` });
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const playerBox = await box(player);
    const controls = await box(player.locator('.vp-controls'));
    // Two short rows (issue 29 gave the seek bar its own row on narrow players): still well under half the picture.
    expect(controls.height / playerBox.height).toBeLessThan(0.4);
    expect(controls.y + controls.height).toBeLessThanOrEqual(playerBox.y + playerBox.height + 1);
    const seek = await box(player.getByRole('slider', { name: 'Seek' }));
    expect(seek.width / playerBox.width).toBeGreaterThanOrEqual(0.7);
    const buttons = [
      player.getByRole('button', { name: 'Play', exact: true }),
      player.getByTestId('player-time'),
      player.getByRole('combobox', { name: 'Video quality' }),
      player.getByRole('button', { name: 'Enter fullscreen' }),
    ];
    const centres: number[] = [];
    for (const control of [player.getByRole('slider', { name: 'Seek' }), ...buttons]) {
      const b = await box(control);
      expect(b.x).toBeGreaterThanOrEqual(playerBox.x);
      expect(b.x + b.width).toBeLessThanOrEqual(playerBox.x + playerBox.width + 0.5);
    }
    for (const control of buttons) {
      const b = await box(control);
      centres.push(b.y + b.height / 2);
    }
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(6);
    expect(seek.y + seek.height).toBeLessThanOrEqual(Math.min(...centres));
    await player.scrollIntoViewIfNeeded();
    await screenshot(page, 'public-look-player-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the episode page shows artwork, guest and show notes, and keeps every detail when the player closes', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await openPage(browser, product.url, viewport);
      await page.goto(`/episodes/${pageEpisode.id}`);
      const card = page.getByRole('article', { name: `Episode 3: ${PAGE_TITLE}` });
      await card.getByRole('heading', { level: 1, name: PAGE_TITLE }).waitFor();
      await card.getByRole('group', { name: `Video player: ${PAGE_TITLE}` }).waitFor();
      const details = async () => {
        await card.getByRole('heading', { level: 1, name: PAGE_TITLE }).waitFor();
        await card.getByText('How a founder grew a direct-to-consumer brand, step by step (episode 3).').waitFor();
        await card.getByText(/^Published January 3, 2026$/).waitFor();
        const guest = card.getByTestId('episode-guest');
        await guest.getByText(GUEST.name, { exact: true }).waitFor();
        await guest.getByText(`${GUEST.position} at ${GUEST.company}`, { exact: true }).waitFor();
        expect(await guest.locator('picture source[type="image/avif"]').count()).toBe(1);
        const notes = card.getByTestId('show-notes');
        await notes.getByRole('heading', { name: 'Show notes' }).waitFor();
        expect(await notes.locator('strong').textContent()).toBe('three pricing tiers');
        expect(await notes.getByRole('link', { name: 'Northwind Goods' }).getAttribute('href')).toBe('https://example.com/northwind');
        expect(await notes.locator('li').count()).toBe(2);
        expect(await notes.locator('script').count()).toBe(0);
        expect(await notes.locator('img').count()).toBe(0);
      };
      await details();
      // The artwork stands for the video until it plays, fetched first.
      const cover = card.locator('.vp-cover picture img');
      expect(await cover.getAttribute('fetchpriority')).toBe('high');
      await card.getByRole('button', { name: 'Close Video' }).click();
      await card.getByRole('button', { name: `Play episode 3: ${PAGE_TITLE}` }).waitFor();
      expect(await card.getByRole('group', { name: `Video player: ${PAGE_TITLE}` }).count()).toBe(0);
      await details();
      expect(await card.locator('.episode-card__stage picture img').getAttribute('alt')).toBeTruthy();
      // One Follow the show panel under the card holds both feeds (public-follow.e2e.ts checks the apps).
      const follow = page.getByRole('region', { name: 'Follow the show' });
      expect(await follow.getByRole('link', { name: 'RSS feed', exact: true }).getAttribute('href')).toBe('/feed.xml');
      expect(await follow.getByRole('link', { name: 'Audio RSS feed', exact: true }).getAttribute('href')).toBe('/feed/audio.xml');
      await expectNoBlockingViolations(page, `episode page at ${viewport.width}`);
      // Play again: the player comes back in place.
      await card.getByRole('button', { name: `Play episode 3: ${PAGE_TITLE}` }).click();
      await card.getByRole('group', { name: `Video player: ${PAGE_TITLE}` }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('every public page passes axe and is photographed at 1280×800 and 390×844', async () => {
    const pages = [
      { path: '/', name: 'home' },
      { path: '/episodes', name: 'episodes' },
      { path: `/episodes/${pageEpisode?.id}`, name: 'episode' },
      { path: '/about', name: 'about' },
      { path: '/privacy-policy', name: 'privacy-policy' },
      { path: '/terms-of-service', name: 'terms-of-service' },
      { path: '/no/such/page', name: 'not-found' },
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      for (const { path, name } of pages) {
        const { page, context } = await openPage(browser, product.url, viewport);
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (path === '/' || path === '/episodes') await waitForEpisodes(page);
        if (name === 'episode') await page.getByTestId('show-notes').waitFor();
        await settleImages(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await expectNoBlockingViolations(page, `${path} at ${viewport.width}×${viewport.height}`);
        await screenshot(page, `public-look-${name}-${viewport.width}`);
        await context.close();
      }
    }
    // Seven pages at two sizes, each through axe: on a loaded 2-core CI machine it outlasted the default 120 s.
  }, 300_000);
});
