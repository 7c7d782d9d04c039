import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage as openAnyPage, screenshot } from '../harness/browser';
import { servedWithoutHls } from '../harness/mp4-fallback';
import { startProduct, type Product } from '../harness/product';
import type { AdminEpisodeDto } from '@podcast/contracts';
import { AdminApi } from '../harness/admin-api';
import { testClip } from './public-seed';

const LATEST_TITLE = 'Scaling a subscription box to eight figures';
const CARD_TITLE = 'Pricing services without racing to the bottom';
const PLAIN_TITLE = 'Building a coaching practice from referrals';

/**
 * These tests cover the MP4 player (Original/720P/480P): every page here sees approved-video without
 * its HLS ladder. The ladder's playback is tested in public-hls.e2e.ts.
 */
async function openPage(...args: Parameters<typeof openAnyPage>): ReturnType<typeof openAnyPage> {
  const tracked = await openAnyPage(...args);
  await servedWithoutHls(tracked.page);
  return tracked;
}

/** Reads the HTMLVideoElement inside a player group. */
function video(player: Locator) {
  return {
    state: () =>
      player.locator('video').evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        time: element.currentTime,
        src: element.currentSrc,
        volume: element.volume,
        duration: element.duration,
      })),
    waitFor: (predicate: string, arg?: unknown) =>
      player.locator('video').evaluate(
        (element: HTMLVideoElement, [body, value]) =>
          new Promise<void>((resolve, reject) => {
            const test = new Function('video', 'arg', `return (${body});`) as (video: HTMLVideoElement, arg: unknown) => boolean;
            const started = Date.now();
            const tick = () => {
              if (test(element, value)) return resolve();
              if (Date.now() - started > 45_000)
                return reject(new Error(`video never satisfied ${body}; state: paused=${element.paused} t=${element.currentTime} src=${element.currentSrc}`));
              setTimeout(tick, 50);
            };
            tick();
          }),
        [predicate, arg] as const,
      ),
  };
}

async function plays(admin: AdminApi, episode: AdminEpisodeDto): Promise<number> {
  return (await admin.episode(episode.id)).plays;
}

async function waitForPlays(admin: AdminApi, episode: AdminEpisodeDto, expected: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await plays(admin, episode)) !== expected) {
    if (Date.now() > deadline) throw new Error(`plays of ${episode.id} stayed at ${await plays(admin, episode)}, expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('public episode card and video player', () => {
  let browser: Browser;
  let product: Product;
  let admin: AdminApi;
  let latest: AdminEpisodeDto;
  let card: AdminEpisodeDto;
  let plain: AdminEpisodeDto;

  beforeAll(async () => {
    // The clip first: ffmpeg blocks this process, and a kept-alive connection idle meanwhile would be closed by the server.
    const clip = testClip();
    browser = await launchBrowser();
    product = await startProduct();
    admin = await AdminApi.login(product.url);
    try {
      await seed(clip);
    } catch (error) {
      throw new Error(`Seeding failed: ${String(error)}\nServer output:\n${product.output()}`, { cause: error });
    }
    // Two 24 s clips transcoded to 720p and 480p on a 2-core machine.
  }, 420_000);

  async function seed(clip: string): Promise<void> {
    plain = await admin.publishedEpisode({
      title: PLAIN_TITLE,
      description: 'No video was uploaded for this one yet.',
      episodeNumber: 1,
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    card = await admin.publishedEpisode({
      title: CARD_TITLE,
      description: 'How an agency owner moved from hourly billing to fixed-price packages. '.repeat(6).trim(),
      episodeNumber: 2,
      guestName: 'Maria Lopez',
      duration: '38:05',
      publishedAt: '2026-02-03T12:00:00.000Z',
    });
    latest = await admin.publishedEpisode({
      title: LATEST_TITLE,
      description: 'From a kitchen table to a warehouse.',
      episodeNumber: 3,
      guestName: 'Sam Carter',
      publishedAt: '2026-03-01T12:00:00.000Z',
    });
    await Promise.all([admin.uploadTranscodedVideo(latest.id, clip, 360_000), admin.uploadTranscodedVideo(card.id, clip, 360_000)]);
  }
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function openHome(width = 1280): Promise<{ page: Page; errors: string[]; close: () => Promise<void>; player: Locator }> {
    const { page, context, errors } = await openPage(browser, product.url, { width });
    await page.goto('/');
    const player = page.getByTestId('latest-episode').getByRole('group', { name: `Video player: ${LATEST_TITLE}` });
    await player.locator('video').waitFor({ state: 'attached' });
    await video(player).waitFor('video.readyState >= 1');
    return { page, errors, player, close: () => context.close() };
  }

  it('shows "Loading video..." until approved-video answers, then the player on 720p with Original, 720P and 480P', async () => {
    const { page, context, errors } = await openPage(browser, product.url);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/episodes/*/approved-video', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/');
    const latestSection = page.getByTestId('latest-episode');
    await latestSection.getByText('Loading video...').waitFor();
    release();
    const player = latestSection.getByRole('group', { name: `Video player: ${LATEST_TITLE}` });
    const select = player.getByRole('combobox', { name: 'Video quality' });
    await select.waitFor();
    expect(await select.locator('option').allInnerTexts()).toEqual(['Original', '720P', '480P']);
    expect(await select.inputValue()).toBe('720p');
    await video(player).waitFor('video.readyState >= 1');
    expect((await video(player).state()).src).toContain('/720p.mp4');
    expect(await player.getByTestId('player-time').innerText()).toMatch(/^0:00 \/ 0:2[34]$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays and pauses, records one play when watching starts, and returns to paused at the end', async () => {
    const { page, errors, player, close } = await openHome();
    const before = await plays(admin, latest);
    await player.hover();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await video(player).waitFor('!video.paused && video.currentTime > 1');
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await waitForPlays(admin, latest, before + 1);
    expect(await player.getByTestId('player-time').innerText()).toMatch(/^0:0\d \/ 0:2[34]$/);
    await player.getByRole('button', { name: 'Pause' }).click();
    await video(player).waitFor('video.paused');
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await screenshot(page, 'public-player-paused-1280');

    // Near the end: it ends and shows Play again.
    await player.locator('video').evaluate((element: HTMLVideoElement) => (element.currentTime = element.duration - 0.5));
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await video(player).waitFor('video.ended');
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await plays(admin, latest)).toBe(before + 1);
    expect(errors).toEqual([]);
    await close();
  });

  it('skips back and forward 10 seconds and moves with the progress slider (arrows 1 s, page keys and shift+arrows 10 s)', async () => {
    const { errors, player, close } = await openHome();
    const state = video(player);
    await player.getByRole('button', { name: 'Skip forward 10 seconds' }).click();
    await state.waitFor('Math.abs(video.currentTime - 10) < 0.5');
    await player.getByRole('button', { name: 'Skip forward 10 seconds' }).click();
    await state.waitFor('Math.abs(video.currentTime - 20) < 0.5');
    await player.getByRole('button', { name: 'Skip back 10 seconds' }).click();
    await state.waitFor('Math.abs(video.currentTime - 10) < 0.5');
    expect(await player.getByTestId('player-time').innerText()).toMatch(/^0:10 \/ 0:2[34]$/);

    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.focus();
    await seek.press('PageDown');
    await state.waitFor('video.currentTime < 0.5');
    await seek.press('PageUp');
    await state.waitFor('Math.abs(video.currentTime - 10) < 0.5');
    await seek.press('Shift+ArrowRight');
    await state.waitFor('Math.abs(video.currentTime - 20) < 0.5');
    await seek.press('Shift+ArrowLeft');
    await state.waitFor('Math.abs(video.currentTime - 10) < 0.5');
    await seek.press('ArrowRight');
    await state.waitFor('Math.abs(video.currentTime - 11) < 0.5');
    expect(await seek.getAttribute('step')).toBe('1');
    expect((await state.state()).paused).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('volume starts at 80 and steps by 1 with arrows and by 10 with page keys and shift+arrows', async () => {
    const { errors, player, close } = await openHome();
    const volume = player.getByRole('slider', { name: 'Volume' });
    expect(await volume.inputValue()).toBe('80');
    expect(await volume.getAttribute('min')).toBe('0');
    expect(await volume.getAttribute('max')).toBe('100');
    expect((await video(player).state()).volume).toBeCloseTo(0.8);
    await volume.focus();
    await volume.press('PageDown');
    expect(await volume.inputValue()).toBe('70');
    await volume.press('Shift+ArrowUp');
    expect(await volume.inputValue()).toBe('80');
    await volume.press('ArrowLeft');
    expect(await volume.inputValue()).toBe('79');
    await volume.press('PageUp');
    await volume.press('PageUp');
    expect(await volume.inputValue()).toBe('99');
    await volume.press('PageUp');
    expect(await volume.inputValue()).toBe('100');
    expect((await video(player).state()).volume).toBeCloseTo(1);
    await volume.press('Shift+ArrowDown');
    expect((await video(player).state()).volume).toBeCloseTo(0.9);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the controls on hover and on keyboard focus while playing, and toggles fullscreen', async () => {
    const { page, errors, player, close } = await openHome();
    const controls = player.locator('.vp-controls');
    const opacity = (value: string) =>
      page.waitForFunction(
        ([selector, expected]) => getComputedStyle(document.querySelector(selector)!).opacity === expected,
        ['[data-testid="latest-episode"] .vp-controls', value] as const,
        { timeout: 10_000 },
      );
    await player.hover();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await video(player).waitFor('!video.paused');
    // Pointer away and focus outside the player: the controls hide while it plays.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await opacity('0');
    await player.hover();
    await opacity('1');
    await page.mouse.move(5, 5);
    await opacity('0');
    await player.getByRole('button', { name: 'Skip back 10 seconds' }).focus();
    await opacity('1');
    expect(await controls.count()).toBe(1);

    await player.getByRole('button', { name: 'Enter fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'video-player');
    await player.getByRole('button', { name: 'Exit fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    await player.getByRole('button', { name: 'Enter fullscreen' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('switches quality between the real renditions, keeping the position and the playing or paused state', async () => {
    const { page, errors, player, close } = await openHome();
    const state = video(player);
    const select = player.getByRole('combobox', { name: 'Video quality' });

    // Playing on 720p → 480p: "Switching quality..." while the new rendition loads, then it plays on from the same point.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/480p.mp4*', async (route) => {
      await held;
      await route.continue();
    });
    await player.hover();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await state.waitFor('!video.paused && video.currentTime > 3');
    await select.selectOption('480p');
    await player.getByRole('status').getByText('Switching quality...').waitFor();
    expect(await select.isDisabled()).toBe(true);
    const at = (await state.state()).time;
    release();
    await state.waitFor('video.currentSrc.includes("/480p.mp4") && !video.paused', null);
    await player.getByText('Switching quality...').waitFor({ state: 'detached' });
    expect((await state.state()).time).toBeGreaterThanOrEqual(at - 0.5);
    const videoWidth = await player.locator('video').evaluate((element: HTMLVideoElement) => element.videoWidth);
    expect(videoWidth).toBe(854);

    // Paused → Original: stays paused at the same position.
    await player.getByRole('button', { name: 'Pause' }).click();
    await state.waitFor('video.paused');
    const pausedAt = (await state.state()).time;
    await select.selectOption('original');
    await state.waitFor('!video.currentSrc.includes("p.mp4") && video.readyState >= 1');
    await player.getByText('Switching quality...').waitFor({ state: 'detached' });
    const after = await state.state();
    expect(after.paused).toBe(true);
    expect(Math.abs(after.time - pausedAt)).toBeLessThan(0.5);
    expect(await player.locator('video').evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(1280);
    expect(await select.inputValue()).toBe('original');
    expect(errors).toEqual([]);
    await close();
  });

  it('asks approved-video again once when the video address fails (expired link), and resumes', async () => {
    const { page, context, errors } = await openPage(browser, product.url);
    let approvedCalls = 0;
    let failed = false;
    await page.route('**/api/episodes/*/approved-video', async (route) => {
      if (route.request().url().includes(`/episodes/${latest.id}/`)) approvedCalls += 1;
      await route.fallback();
    });
    await page.route('**/720p.mp4*', async (route) => {
      if (!failed) {
        failed = true;
        // What an expired signed URL answers.
        await route.fulfill({ status: 403, contentType: 'application/json', body: '{"statusCode":403,"message":"Link expired"}' });
        return;
      }
      await route.continue();
    });
    await page.goto('/');
    const player = page.getByTestId('latest-episode').getByRole('group', { name: `Video player: ${LATEST_TITLE}` });
    await player.locator('video').waitFor({ state: 'attached' });
    // The player remounts its media element after fresh addresses arrive: query it anew each time.
    await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLVideoElement>('[data-testid="latest-episode"] video');
        return Boolean(element && element.readyState >= 1 && element.currentSrc.includes('/720p.mp4'));
      },
      undefined,
      { timeout: 45_000 },
    );
    expect(failed).toBe(true);
    expect(approvedCalls).toBe(2);
    // Only the refused media request itself is reported by the browser.
    expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
    await context.close();
  });

  it('expands a card into the inline player (records a play), shows its details, and folds back with Close Video', async () => {
    const { page, context, errors } = await openPage(browser, product.url);
    await loginContext(context, product.url);
    await page.goto('/');
    const grid = page.getByTestId('episode-grid');
    const item = grid.getByRole('article', { name: `Episode 2: ${CARD_TITLE}` });
    await item.waitFor();
    for (const text of ['VIDEO', '#2', '38:05', CARD_TITLE, 'Maria Lopez']) expect(await item.getByText(text, { exact: true }).count()).toBe(1);
    const description = item.locator('.episode-card__description');
    expect(await description.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('3');
    expect(await description.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await screenshot(page, 'public-card-collapsed-1280');

    const before = await plays(admin, card);
    await item.getByRole('button', { name: 'Watch Video' }).click();
    await item.getByRole('button', { name: 'Close Video' }).waitFor();
    await waitForPlays(admin, card, before + 1);
    expect(await item.getByText('Episode #2', { exact: true }).count()).toBe(1);
    expect(await item.getByRole('heading', { name: CARD_TITLE }).count()).toBe(1);
    expect(await item.getByText('Guest: Maria Lopez', { exact: true }).count()).toBe(1);
    // In words, in the browser's locale (en-US here): "February 3, 2026".
    const date = await page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date('2026-02-03T12:00:00.000Z')));
    expect(date).toMatch(/February/);
    expect(await item.getByText(`Published ${date}`, { exact: true }).count()).toBe(1);
    const player = item.getByRole('group', { name: `Video player: ${CARD_TITLE}` });
    await video(player).waitFor('!video.paused && video.currentTime > 0.5');
    await screenshot(page, 'public-card-expanded-1280');

    await item.getByRole('button', { name: 'Close Video' }).click();
    await item.getByRole('button', { name: 'Watch Video' }).waitFor();
    expect(await item.locator('video').count()).toBe(0);

    // The thumbnail expands it too and posts a play, which does not count again: the same listener
    // played this episode today already (docs/analytics.md).
    const posted = page.waitForResponse((response) => response.url().endsWith(`/api/episodes/${card.id}/play`) && response.request().method() === 'POST');
    await item.getByRole('button', { name: `Play episode 2: ${CARD_TITLE}` }).click();
    await item.getByRole('button', { name: 'Close Video' }).waitFor();
    expect((await posted).status()).toBe(204);
    expect(await plays(admin, card)).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an episode without an approved video says so', async () => {
    const { page, context, errors } = await openPage(browser, product.url, { width: 390 });
    await page.goto('/episodes');
    const item = page.getByRole('article', { name: `Episode 1: ${PLAIN_TITLE}` });
    await item.getByRole('button', { name: 'Watch Video' }).click();
    await item.getByText('No video available', { exact: true }).waitFor();
    await item.getByText('Video is being processed or not yet uploaded', { exact: true }).waitFor();
    expect(await item.getByText('Guest:').count()).toBe(0);
    await screenshot(page, 'public-card-no-video-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
    expect((await admin.episode(plain.id)).plays).toBe(1);
  });

  it('fits a 360 px phone: the seek bar across the player, then one row of play, time, quality, fullscreen (issues 16, 29)', async () => {
    const { page, errors, player, close } = await openHome(360);
    const playerBox = await player.boundingBox();
    const seek = await player.getByRole('slider', { name: 'Seek' }).boundingBox();
    expect(playerBox && seek).toBeTruthy();
    // Issue 29: a row of its own, most of the player's width (inline beside the buttons it was about 55 px).
    expect(seek!.width / playerBox!.width).toBeGreaterThanOrEqual(0.7);
    const centres: number[] = [];
    for (const control of [
      player.getByRole('button', { name: 'Play', exact: true }),
      player.getByRole('combobox', { name: 'Video quality' }),
      player.getByRole('button', { name: 'Enter fullscreen', exact: true }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(box && box.y >= seek!.y + seek!.height - 0.5).toBe(true);
      if (box) centres.push(box.y + box.height / 2);
    }
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(6);
    // A phone's player is too narrow for them: the seek bar seeks, the phone's keys set the volume.
    for (const name of ['Skip back 10 seconds', 'Skip forward 10 seconds']) expect(await player.getByRole('button', { name }).isVisible()).toBe(false);
    expect(await player.getByRole('slider', { name: 'Volume' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'public-home-360');
    expect(errors).toEqual([]);
    await close();
  });
});
