/**
 * Issue 34 items 3 and 6: the episode page plays the HLS ladder with hls.js (Chromium), with a quality
 * menu of Auto plus each rung; a manual choice changes hls.js's level and keeps the position.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto } from '@podcast/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { expectNoBlockingViolations } from '../harness/axe';
import { launchBrowser, openPage, screenshot } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { makeTestClip } from '../harness/test-media';

const TITLE = 'Adaptive streaming from a garage studio';

const videoState = (player: Locator) =>
  player.locator('video').evaluate((element: HTMLVideoElement) => ({ time: element.currentTime, paused: element.paused, src: element.currentSrc }));

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('public player on the HLS ladder', () => {
  let browser: Browser;
  let product: Product;
  let episode: AdminEpisodeDto;

  beforeAll(async () => {
    // The clip first: ffmpeg blocks this process, and a kept-alive connection idle meanwhile would be closed by the server.
    const clip = makeTestClip(join(mkdtempSync(join(tmpdir(), 'public-hls-')), 'clip.mp4'), { seconds: 16, size: '1280x720' });
    browser = await launchBrowser();
    product = await startProduct();
    const admin = await AdminApi.login(product.url);
    try {
      episode = await admin.publishedEpisode({ title: TITLE, description: 'A 720p source: rungs 720p, 480p and 360p, plus audio.', episodeNumber: 1 });
      await admin.uploadTranscodedVideo(episode.id, clip, 300_000);
    } catch (error) {
      throw new Error(`Seeding failed: ${String(error)}\nServer output:\n${product.output()}`, { cause: error });
    }
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('plays the master with hls.js, offers Auto plus each rung, and a manual rung keeps the position', async () => {
    const { page, context, errors } = await openPage(browser, product.url);
    const playlists: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.m3u8')) playlists.push(new URL(request.url()).pathname);
    });
    await page.goto(`/episodes/${episode.id}`);
    const player = page.getByRole('group', { name: `Video player: ${TITLE}` });
    await player.locator('video').waitFor({ state: 'attached' });
    const select = player.getByRole('combobox', { name: 'Video quality' });
    await select.waitFor();
    expect(await player.getAttribute('data-playback')).toBe('hls.js');
    expect(await select.locator('option').allInnerTexts()).toEqual(['Auto', '720P', '480P', '360P']);
    expect(await select.inputValue()).toBe('auto');
    expect(await player.getAttribute('data-quality')).toBe('auto');
    expect(playlists).toContain(`/api/episodes/${episode.id}/hls/master.m3u8`);
    // MSE plays from a blob: address, never from an MP4 rendition.
    expect((await videoState(player)).src).toMatch(/^blob:/);

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await until(async () => (await videoState(player)).time > 3, 'playback to pass 3 s');

    const before = (await videoState(player)).time;
    // An option's value is hls.js's level index.
    const level = await select.locator('option', { hasText: '360P' }).getAttribute('value');
    await select.selectOption({ label: '360P' });
    await until(async () => (await player.getAttribute('data-level')) === level, 'hls.js to switch to the 360p level');
    expect(await player.getAttribute('data-quality')).toBe('360P');
    await player.getByText('Switching quality...').waitFor({ state: 'detached' });
    const after = await videoState(player);
    expect(after.time).toBeGreaterThanOrEqual(before - 0.5);
    expect(after.paused).toBe(false);
    expect(playlists).toContain(`/api/episodes/${episode.id}/hls/360p/index.m3u8`);
    await until(async () => (await videoState(player)).time > after.time + 0.5, 'playback to go on after the switch');

    await select.selectOption('auto');
    expect(await player.getAttribute('data-quality')).toBe('auto');
    await player.getByRole('button', { name: 'Pause' }).click();

    await expectNoBlockingViolations(page, 'episode page playing HLS at 1280');
    await noSidewaysScroll(page, 1280);
    await screenshot(page, 'public-hls-episode-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('fits a phone: the menu is there, nothing serious for axe, no sideways scroll', async () => {
    const { page, context, errors } = await openPage(browser, product.url, { width: 390, height: 844 });
    await page.goto(`/episodes/${episode.id}`);
    const player = page.getByRole('group', { name: `Video player: ${TITLE}` });
    await player.getByRole('combobox', { name: 'Video quality' }).waitFor();
    await expectNoBlockingViolations(page, 'episode page playing HLS at 390');
    await noSidewaysScroll(page, 390);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
