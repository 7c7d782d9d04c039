// Issue 20, chapters and transcripts on the public side, in Chromium against the built product: an
// episode with a real 12 s edited video, three chapters and a WebVTT transcript (seeded through the
// admin API), and one with neither. The episode page's player gets them from the page's detail: two
// markers on the seek bar, a Chapters list (mouse, keyboard, fullscreen, phone), captions off until CC,
// kept across a quality switch; the page shows the chapters and the transcript as text. Home's player
// reads them from /api/episodes/{id}/text-tracks. axe, no sideways scroll, and screenshots at
// 1280×800 and 390×844 (e2e/artifacts/public-text-tracks-*.png). Issue 29: the seek bar spans most of
// the player at both sizes, the chapter list opens over everything with every chapter visible and
// hit-testable, and the captions' box ends above the controls (measured through the DevTools protocol,
// which reaches the video's own shadow tree).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto } from '@podcast/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { expectNoBlockingViolations } from '../harness/axe';
import { launchBrowser, openPage, screenshot } from '../harness/browser';
import { ARTIFACTS_DIR } from '../harness/paths';
import { startProduct, type Product } from '../harness/product';
import { makeTestClip } from '../harness/test-media';
import { servedWithoutHls } from '../harness/mp4-fallback';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TRACKS_TITLE = 'Wholesale deals that kept the margins';
const PLAIN_TITLE = 'A first hire without a recruiter';
const TRANSCRIPT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:04.000',
  '<v Ada Kowalski>Welcome to the show, today we talk pricing.',
  '',
  '00:00:04.000 --> 00:00:08.000',
  '<v Ada Kowalski>Here is the deal we made with our first wholesaler.',
  '',
  '00:00:08.000 --> 00:00:12.000',
  '<v Sam Carter>And that is how the margins held.',
  '',
].join('\n');

/** The state of the <video> in a player, and a wait on it (evaluated in the page). */
function media(player: Locator) {
  const video = player.locator('video');
  return {
    state: () =>
      video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        time: element.currentTime,
        src: element.currentSrc,
        tracks: Array.from(element.textTracks).map((track) => ({
          kind: track.kind,
          language: track.language,
          mode: track.mode,
          active: Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text),
          lines: Array.from(track.cues ?? []).map((cue) => (cue as VTTCue).line),
        })),
      })),
    waitFor: (predicate: string) =>
      video.evaluate(
        (element: HTMLVideoElement, body) =>
          new Promise<void>((resolve, reject) => {
            const test = new Function('video', `return (${body});`) as (video: HTMLVideoElement) => boolean;
            const started = Date.now();
            const tick = () => {
              if (test(element)) return resolve();
              if (Date.now() - started > 30_000)
                return reject(new Error(`video never satisfied ${body}; paused=${element.paused} t=${element.currentTime} src=${element.currentSrc}`));
              setTimeout(tick, 50);
            };
            tick();
          }),
        predicate,
      ),
    pauseAt: (seconds: number) =>
      video.evaluate(async (element: HTMLVideoElement, to) => {
        element.pause();
        element.currentTime = to;
        await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      }, seconds),
  };
}

/** The player alone, at its size on the page (the full-page screenshots shrink it). */
async function playerShot(player: Locator, name: string): Promise<void> {
  await player.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}

async function box(locator: Locator) {
  const value = await locator.boundingBox();
  if (!value) throw new Error('element not visible');
  return value;
}

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A DOM node as the DevTools protocol describes it, with the video's user-agent shadow tree (pierce). */
interface ProtocolNode {
  nodeId: number;
  attributes?: string[];
  children?: ProtocolNode[];
  shadowRoots?: ProtocolNode[];
}

/**
 * The boxes (viewport pixels) of the captions the browser draws now: each showing cue's display box
 * (`-webkit-media-text-track-display`) lives in the <video>'s user-agent shadow tree, out of reach of
 * page scripts, so the DevTools protocol finds and measures it.
 */
async function cueBoxes(page: Page): Promise<Box[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: ProtocolNode };
    const displays: number[] = [];
    const walk = (node: ProtocolNode) => {
      const attributes = node.attributes ?? [];
      for (let index = 0; index < attributes.length; index += 2) {
        if (attributes[index] === 'pseudo' && attributes[index + 1] === '-webkit-media-text-track-display') displays.push(node.nodeId);
      }
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
    };
    walk(root);
    const boxes: Box[] = [];
    for (const nodeId of displays) {
      const { model } = (await cdp.send('DOM.getBoxModel', { nodeId })) as { model: { border: number[] } };
      const [x1, y1, x2, , , y3] = model.border;
      boxes.push({ x: x1, y: y1, width: x2 - x1, height: y3 - y1 });
    }
    return boxes;
  } finally {
    await cdp.detach();
  }
}

/** The shown captions: at least one cue box, inside the picture, ending above the top of the controls. */
async function expectCaptionsAboveControls(page: Page, player: Locator): Promise<Box[]> {
  const controls = await box(player.locator('.vp-controls'));
  const picture = await box(player.locator('video'));
  const cues = await cueBoxes(page);
  expect(cues.length).toBeGreaterThan(0);
  for (const cue of cues) {
    expect(cue.height).toBeGreaterThan(10);
    expect(cue.y).toBeGreaterThanOrEqual(picture.y - 0.5);
    expect(cue.y + cue.height).toBeLessThanOrEqual(controls.y + 0.5);
  }
  return cues;
}

/** Every chapter of the open list lies wholly in the viewport and is what a tap at its centre hits. */
async function expectChaptersReachable(page: Page, list: Locator, count: number): Promise<Box> {
  const viewport = page.viewportSize()!;
  const buttons = list.getByRole('button');
  expect(await buttons.count()).toBe(count);
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const b = await box(button);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
    expect(b.y + b.height).toBeLessThanOrEqual(viewport.height);
    const hit = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top !== null && element.contains(top);
    });
    expect(hit).toBe(true);
  }
  return box(list);
}

/** The seek bar spans most of the player (issue 29: at 390 it was about 55 px). */
async function expectWideSeekBar(player: Locator): Promise<void> {
  const seek = await box(player.getByRole('slider', { name: 'Seek' }));
  const playerBox = await box(player);
  expect(seek.width / playerBox.width).toBeGreaterThanOrEqual(0.7);
}

describe('public chapters and transcripts (issue 20)', () => {
  let browser: Browser;
  let product: Product;
  let admin: AdminApi;
  let tracked: AdminEpisodeDto;
  let plain: AdminEpisodeDto;

  beforeAll(async () => {
    // The clip first: ffmpeg blocks this process, and a kept-alive connection idle meanwhile would be closed by the server.
    const clip = makeTestClip(join(mkdtempSync(join(tmpdir(), 'public-text-tracks-')), 'clip.mp4'), { seconds: 12, size: '1280x720' });
    browser = await launchBrowser();
    product = await startProduct();
    admin = await AdminApi.login(product.url);
    try {
      plain = await admin.publishedEpisode({
        title: PLAIN_TITLE,
        description: 'Neither chapters nor a transcript: the page and the player look as before.',
        episodeNumber: 1,
        publishedAt: '2026-02-01T12:00:00.000Z',
      });
      // The newest: home's Latest Episode player.
      tracked = await admin.publishedEpisode({
        title: TRACKS_TITLE,
        description: 'How a founder sold to wholesalers without giving the brand away.',
        episodeNumber: 2,
        guestName: 'Ada Kowalski',
        publishedAt: '2026-03-01T12:00:00.000Z',
      });
      await Promise.all([admin.uploadTranscodedVideo(tracked.id, clip, 300_000), admin.uploadTranscodedVideo(plain.id, clip, 300_000)]);
      await admin.request('POST', `/api/admin/episodes/${tracked.id}/chapters`, { startSeconds: 0, title: 'Intro' });
      await admin.request('POST', `/api/admin/episodes/${tracked.id}/chapters`, { startSeconds: 6, title: 'The deal' });
      await admin.request('POST', `/api/admin/episodes/${tracked.id}/chapters`, { startSeconds: 9, title: 'How the margins held' });
      await admin.request('PUT', `/api/admin/episodes/${tracked.id}/transcript`, { fileName: 'transcript.vtt', language: 'en', content: TRANSCRIPT });
    } catch (error) {
      throw new Error(`Seeding failed: ${String(error)}\nServer output:\n${product.output()}`, { cause: error });
    }
  }, 360_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function openEpisode(episode: AdminEpisodeDto, title: string, viewport = DESKTOP, { mp4 = false } = {}) {
    const { page, context, errors } = await openPage(browser, product.url, viewport);
    // The MP4 player (its Original/720P/480P switcher), as for a video transcoded before the HLS ladder.
    if (mp4) await servedWithoutHls(page);
    await page.goto(`/episodes/${episode.id}`);
    const card = page.getByRole('article', { name: `Episode ${episode.episodeNumber}: ${title}` });
    const player = card.getByRole('group', { name: `Video player: ${title}` });
    await player.locator('video').waitFor({ state: 'attached' });
    await media(player).waitFor('video.readyState >= 1');
    return { page, context, errors, card, player };
  }

  it('the episode page: two chapter markers, captions off until CC, a chapter list that seeks, the transcript as text', async () => {
    const { page, context, errors, card, player } = await openEpisode(tracked, TRACKS_TITLE);
    const video = media(player);

    // Three decorative markers, at 0 s, 6 s and 9 s of 12 s, each titled with its chapter.
    const markers = player.getByTestId('chapter-marker');
    await markers.nth(2).waitFor();
    expect(await markers.count()).toBe(3);
    expect(await markers.evaluateAll((elements) => elements.map((element) => element.getAttribute('title')))).toEqual([
      'Intro',
      'The deal',
      'How the margins held',
    ]);
    await expectWideSeekBar(player);
    expect(await player.locator('.vp-markers').getAttribute('aria-hidden')).toBe('true');
    const seekBox = await box(player.getByRole('slider', { name: 'Seek' }));
    const second = await box(markers.nth(1));
    const at = (second.x + second.width / 2 - seekBox.x) / seekBox.width;
    expect(at).toBeGreaterThan(0.45);
    expect(at).toBeLessThan(0.55);

    // Captions: one track, not showing, until CC is pressed.
    const cc = player.getByRole('button', { name: 'Captions' });
    expect(await cc.getAttribute('aria-pressed')).toBe('false');
    let state = await video.state();
    expect(state.tracks).toHaveLength(1);
    expect(state.tracks[0]).toMatchObject({ kind: 'captions', language: 'en' });
    expect(state.tracks.filter((track) => track.mode === 'showing')).toEqual([]);
    await video.pauseAt(2);
    await cc.click();
    expect(await cc.getAttribute('aria-pressed')).toBe('true');
    await video.waitFor("video.textTracks[0].mode === 'showing' && video.textTracks[0].activeCues && video.textTracks[0].activeCues.length > 0");
    state = await video.state();
    expect(state.tracks[0].active.join(' ')).toContain('Welcome to the show');
    // Raised above the controls: every cue ends on a line counted from the bottom, above the bottom one.
    expect(state.tracks[0].lines.every((line) => typeof line === 'number' && line < -1)).toBe(true);
    await player.hover();
    await expectCaptionsAboveControls(page, player);
    await playerShot(player, 'public-text-tracks-player-captions-1280');

    // While playing, the cue follows the video.
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await video.waitFor('!video.paused && video.currentTime > 4.2');
    await video.waitFor("Array.from(video.textTracks[0].activeCues || []).some((cue) => cue.text.includes('first wholesaler'))");

    // The chapter list: opens by the button, marks the current chapter, seeks to a pick and closes.
    await video.pauseAt(1);
    expect(await player.getByTestId('player-chapter').innerText()).toBe('Intro');
    const chaptersButton = player.getByRole('button', { name: 'Chapters' });
    expect(await chaptersButton.getAttribute('aria-expanded')).toBe('false');
    await chaptersButton.click();
    expect(await chaptersButton.getAttribute('aria-expanded')).toBe('true');
    const list = player.getByRole('list', { name: 'Chapters' });
    expect(await list.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.textContent))).toEqual([
      '0:00 Intro',
      '0:06 The deal',
      '0:09 How the margins held',
    ]);
    expect(await list.getByRole('button', { name: '0:00 Intro' }).getAttribute('aria-current')).toBe('true');
    await expectChaptersReachable(page, list, 3);
    // The captions never sit under the list: hidden while it lies over the picture.
    const panel = await box(player.getByTestId('chapters-panel'));
    for (const cue of await cueBoxes(page)) {
      const apart = cue.x + cue.width <= panel.x || panel.x + panel.width <= cue.x || cue.y + cue.height <= panel.y || panel.y + panel.height <= cue.y;
      expect(apart).toBe(true);
    }
    await screenshot(page, 'public-text-tracks-player-chapters-1280');
    await list.getByRole('button', { name: '0:06 The deal' }).click();
    // A pick plays from the chapter's start.
    await video.waitFor('video.currentTime >= 5.9 && video.currentTime < 9 && !video.paused');
    await list.waitFor({ state: 'detached' });
    expect(await chaptersButton.getAttribute('aria-expanded')).toBe('false');
    await player.getByTestId('player-chapter').getByText('The deal').waitFor();

    // By keyboard: Enter opens it on the current chapter, Shift+Tab and Enter pick the one before, Escape closes.
    await video.pauseAt(7);
    await chaptersButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-current') === 'true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('0:06 The deal');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('0:00 Intro');
    await page.keyboard.press('Enter');
    await video.waitFor('video.currentTime < 3');
    await list.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Chapters');
    await page.keyboard.press('Enter');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Chapters');

    // The transcript as text on the page, with its speakers, times and both files.
    const transcript = card.getByRole('region', { name: 'Transcript' });
    await transcript.getByRole('heading', { name: 'Transcript' }).waitFor();
    const text = await transcript.innerText();
    for (const words of [
      'Ada Kowalski',
      'Welcome to the show, today we talk pricing.',
      'Here is the deal we made with our first wholesaler.',
      'Sam Carter',
      'And that is how the margins held.',
    ]) {
      expect(text).toContain(words);
    }
    const vtt = transcript.getByRole('link', { name: 'WebVTT' });
    const srt = transcript.getByRole('link', { name: 'SRT' });
    expect(await vtt.getAttribute('href')).toBe(`/podcast/episodes/${tracked.id}/transcript.vtt`);
    expect(await srt.getAttribute('href')).toBe(`/podcast/episodes/${tracked.id}/transcript.srt`);
    const vttFile = await page.request.get(`/podcast/episodes/${tracked.id}/transcript.vtt`);
    expect(vttFile.headers()['content-type']).toMatch(/^text\/vtt/);
    expect(await vttFile.text()).toContain('first wholesaler');
    const srtFile = await page.request.get(`/podcast/episodes/${tracked.id}/transcript.srt`);
    expect(srtFile.headers()['content-type']).toMatch(/^application\/srt/);

    // The page's chapters and the transcript's times play the video from there.
    const pageChapters = card.getByRole('region', { name: 'Chapters' });
    await pageChapters.getByRole('button', { name: 'Play from 0:06: The deal' }).click();
    await video.waitFor('video.currentTime >= 5.9 && !video.paused');
    await video.pauseAt(10);
    await transcript.getByRole('button', { name: 'Play from 0:00' }).click();
    await video.waitFor('video.currentTime < 3 && !video.paused');
    await video.pauseAt(9);

    await expectNoBlockingViolations(page, 'episode page with chapters and a transcript at 1280');
    await noSidewaysScroll(page, DESKTOP.width);
    // From the top: a full-page picture of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'public-text-tracks-episode-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps captions on across a quality switch, and the chapter list works in fullscreen', async () => {
    const { context, errors, player, page } = await openEpisode(tracked, TRACKS_TITLE, DESKTOP, { mp4: true });
    const video = media(player);
    await video.pauseAt(5);
    await player.getByRole('button', { name: 'Captions' }).click();
    await video.waitFor("video.textTracks[0].mode === 'showing'");
    await player.getByRole('combobox', { name: 'Video quality' }).selectOption('480p');
    await video.waitFor("video.currentSrc.includes('/480p.mp4') && video.readyState >= 1 && Math.abs(video.currentTime - 5) < 0.5");
    await video.waitFor("video.textTracks[0].mode === 'showing' && video.textTracks[0].activeCues.length > 0");
    expect(await player.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('true');

    await player.getByRole('button', { name: 'Enter fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'video-player');
    await player.getByRole('button', { name: 'Chapters' }).click();
    const list = player.getByRole('list', { name: 'Chapters' });
    const listBox = await box(list);
    const viewport = page.viewportSize()!;
    expect(listBox.y).toBeGreaterThanOrEqual(0);
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(viewport.height);
    await expectChaptersReachable(page, list, 3);
    await screenshot(page, 'public-text-tracks-fullscreen-1280');
    await list.getByRole('button', { name: '0:00 Intro' }).click();
    await video.waitFor('video.currentTime < 3');
    await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'video-player');
    await player.getByRole('button', { name: 'Exit fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone (390×844): the seek bar across the player, a row of buttons beneath, a chapter list over everything, captions above the controls', async () => {
    const { page, context, errors, card, player } = await openEpisode(tracked, TRACKS_TITLE, PHONE);
    const video = media(player);
    await video.pauseAt(7);
    const playerBox = await box(player);
    // Issue 29: the seek bar has a row of its own across the player (inline it was about 55 px).
    await expectWideSeekBar(player);
    const seek = await box(player.getByRole('slider', { name: 'Seek' }));
    const centres: number[] = [];
    for (const control of [
      player.getByRole('button', { name: 'Play', exact: true }),
      player.getByTestId('player-time'),
      player.getByRole('combobox', { name: 'Video quality' }),
      player.getByRole('button', { name: 'Captions' }),
      player.getByRole('button', { name: 'Chapters' }),
      player.getByRole('button', { name: 'Enter fullscreen' }),
    ]) {
      const b = await box(control);
      expect(b.x).toBeGreaterThanOrEqual(playerBox.x);
      expect(b.x + b.width).toBeLessThanOrEqual(playerBox.x + playerBox.width + 0.5);
      expect(b.y).toBeGreaterThanOrEqual(seek.y + seek.height - 0.5);
      expect(b.y + b.height).toBeLessThanOrEqual(playerBox.y + playerBox.height + 0.5);
      centres.push(b.y + b.height / 2);
    }
    // The buttons share one row under the seek bar.
    expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(6);
    const chapterTitle = await box(player.getByTestId('player-chapter'));
    expect(chapterTitle.x + chapterTitle.width).toBeLessThanOrEqual(playerBox.x + playerBox.width);
    const controlsBox = await box(player.locator('.vp-controls'));
    expect(controlsBox.height / playerBox.height).toBeLessThan(0.4);

    await player.getByRole('button', { name: 'Captions' }).click();
    await video.waitFor("video.textTracks[0].mode === 'showing' && video.textTracks[0].activeCues.length > 0");
    // A cue of two lines at this width ends above the controls, as a one-line cue does.
    await video.pauseAt(5);
    await video.waitFor('video.textTracks[0].activeCues.length > 0');
    await player.scrollIntoViewIfNeeded();
    await expectCaptionsAboveControls(page, player);
    await playerShot(player, 'public-text-tracks-player-captions-390');

    // The list opens over the page, not clipped by the player's frame: all three chapters in view and
    // reachable by a tap, the third too (issue 29: it could not be seen).
    await player.getByRole('button', { name: 'Chapters' }).click();
    const list = player.getByRole('list', { name: 'Chapters' });
    const listBox = await expectChaptersReachable(page, list, 3);
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(PHONE.width);
    // Below the player here, so the captions stay in view and clear of it.
    const panel = await box(player.getByTestId('chapters-panel'));
    for (const cue of await cueBoxes(page)) expect(cue.y + cue.height).toBeLessThanOrEqual(panel.y);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'public-text-tracks-player-chapters-390.png') });
    await list.getByRole('button', { name: '0:09 How the margins held' }).click();
    await video.waitFor('video.currentTime >= 8.9 && !video.paused');
    await list.waitFor({ state: 'detached' });
    await video.pauseAt(9);

    const transcript = card.getByRole('region', { name: 'Transcript' });
    const transcriptBox = await box(transcript);
    expect(transcriptBox.x + transcriptBox.width).toBeLessThanOrEqual(PHONE.width);
    await noSidewaysScroll(page, PHONE.width);
    await expectNoBlockingViolations(page, 'episode page with chapters and a transcript at 390');
    // From the top: a full-page picture of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'public-text-tracks-episode-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("home's Latest Episode player reads the chapters and captions from /text-tracks", async () => {
    const { page, context, errors } = await openPage(browser, product.url, DESKTOP);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/text-tracks')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const player = page.getByTestId('latest-episode').getByRole('group', { name: `Video player: ${TRACKS_TITLE}` });
    await player.locator('video').waitFor({ state: 'attached' });
    await media(player).waitFor('video.readyState >= 1');
    await player.getByTestId('chapter-marker').nth(2).waitFor();
    expect(await player.getByTestId('chapter-marker').count()).toBe(3);
    expect(await player.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('false');
    expect(asked).toEqual([`/api/episodes/${tracked.id}/text-tracks`]);

    // The other episode's card, expanded: it asks too, and finds nothing to add.
    const card = page.getByRole('article', { name: `Episode 1: ${PLAIN_TITLE}` });
    await card.getByRole('button', { name: 'Watch Video' }).click();
    const other = card.getByRole('group', { name: `Video player: ${PLAIN_TITLE}` });
    await other.locator('video').waitFor({ state: 'attached' });
    await media(other).waitFor('video.readyState >= 1');
    await page.waitForFunction(
      (path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)),
      `/api/episodes/${plain.id}/text-tracks`,
    );
    expect(await other.getByRole('button', { name: 'Chapters' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Captions' }).count()).toBe(0);
    expect(await other.getByTestId('chapter-marker').count()).toBe(0);
    await expectNoBlockingViolations(page, 'home with a player that has chapters');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an episode without chapters or transcript shows no extra controls nor sections', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors, card, player } = await openEpisode(plain, PLAIN_TITLE, viewport);
      await player.getByRole('button', { name: 'Enter fullscreen' }).waitFor();
      expect(await player.getByRole('button', { name: 'Chapters' }).count()).toBe(0);
      expect(await player.getByRole('button', { name: 'Captions' }).count()).toBe(0);
      expect(await player.getByTestId('chapter-marker').count()).toBe(0);
      expect(await player.locator('track').count()).toBe(0);
      expect(await card.getByRole('region', { name: 'Chapters' }).count()).toBe(0);
      expect(await card.getByRole('region', { name: 'Transcript' }).count()).toBe(0);
      // The time keeps its total when no extra button needs the room.
      expect(await player.getByTestId('player-time').innerText()).toMatch(/^0:\d\d \/ 0:1[12]$/);
      await noSidewaysScroll(page, viewport.width);
      await expectNoBlockingViolations(page, `episode page without text tracks at ${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
