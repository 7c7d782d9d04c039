import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto } from '@podcast/contracts';
import type { Locator, Page } from 'playwright-core';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestClip, makeTestImage } from '../../e2e/harness/test-media';
import { until } from '../../e2e/harness/until';
import { expectNoCoveredControls, expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

/** A real 1600×1600 PNG (ffmpeg's test pattern): square and over 1400 px, so podcast apps may use it. */
function makeSquareArtwork(path: string): string {
  execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1600x1600',
    '-frames:v',
    '1',
    path,
  ]);
  return path;
}

const artworkCard = (page: Page): Locator => page.locator('.ant-card').filter({ has: page.getByText('Artwork', { exact: true }) });

/** Waits until the image has really loaded (a broken or unsigned URL leaves naturalWidth at 0). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  await image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        const check = () =>
          element.complete && element.naturalWidth > 0 ? resolve() : element.complete ? reject(new Error(`not loaded: ${element.currentSrc}`)) : undefined;
        element.addEventListener('load', check);
        element.addEventListener('error', () => reject(new Error(`failed: ${element.currentSrc}`)));
        check();
      }),
  );
}

describe('Episode artwork and show notes on the episode detail (issue 16)', () => {
  const suite = useAdminPage({ width: 1280, height: 800 });
  let dir: string;
  let episode: AdminEpisodeDto;
  const files = { artwork: '', tiny: '', clip: '' };
  const alt = () => `Artwork for episode ${episode.episodeNumber}: ${episode.title}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'episode-artwork-'));
    files.artwork = makeSquareArtwork(join(dir, 'artwork.png'));
    files.tiny = makeTestImage(join(dir, 'tiny.png'), { size: '120x120' });
    files.clip = makeTestClip(join(dir, 'final.mp4'), { seconds: 3, size: '1280x720' });
    episode = await suite.admin.createEpisode({ title: 'Artwork episode', description: 'About pictures', episodeNumber: 41 });
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** The browser logs each refused request; the test expected exactly these, so they are not the page's errors. */
  const expectRefusals = (...statuses: string[]) => {
    expect(suite.tracked.errors).toEqual(statuses.map((status) => `Failed to load resource: the server responded with a status of ${status}`));
    suite.tracked.errors.length = 0;
  };

  const openDetail = async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episode.id}`);
    await page.getByRole('heading', { name: `Episode #${episode.episodeNumber}` }).waitFor();
    await artworkCard(page).waitFor();
  };

  it('uploads artwork, shows it as a <picture> with the alt text, and shows the server’s refusal of a too-small image', async () => {
    const { page } = suite.tracked;
    await openDetail();
    const card = artworkCard(page);
    await card.getByText('No artwork').waitFor();
    await card.getByText('Square artwork of at least 1400 × 1400 px is also used by podcast apps.', { exact: false }).waitFor();
    // No final video yet: the frame controls say why they are off.
    await card.getByText('This episode has no final video yet: upload the edited video first.').waitFor();
    expect(await card.getByRole('textbox', { name: 'Time code' }).isDisabled()).toBe(true);
    expect(await card.locator('input[type="file"]').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    await card.locator('input[aria-label="Artwork image"]').setInputFiles(files.tiny);
    await card.getByRole('alert').filter({ hasText: 'The image must be at least 200×200 px (this one is 120×120)' }).waitFor();
    expect((await suite.admin.episode(episode.id)).artwork).toBeNull();

    await card.locator('input[aria-label="Artwork image"]').setInputFiles(files.artwork);
    await waitForToast(page, 'Episode details have been saved successfully.');
    const image = card.getByRole('img', { name: alt() });
    await expectLoaded(image);
    expect(await card.getByRole('alert').count()).toBe(0);
    const stored = (await suite.admin.episode(episode.id)).artwork;
    expect(stored).toMatchObject({ alt: alt(), width: 1280, height: 1280 });
    expect(stored?.feedImage).toBeTruthy();
    expect(await image.getAttribute('srcset')).toBe(stored?.srcset.jpeg);
    expect(await card.locator('picture source[type="image/avif"]').getAttribute('srcset')).toBe(stored?.srcset.avif);
    expect(await card.locator('picture source[type="image/webp"]').getAttribute('srcset')).toBe(stored?.srcset.webp);
    await card.getByText('Uploaded 1600 × 1600 px; web images up to 1280 × 1280 px.').waitFor();
    await card.getByText('Feed artwork 1600 × 1600 px for podcast apps.').waitFor();
    // thumbnailUrl follows the artwork (docs/artwork.md).
    expect((await suite.admin.episode(episode.id)).thumbnailUrl).toBe(stored?.src);
    await screenshot(page, 'episode-artwork-uploaded');
    expectRefusals('422 (Unprocessable Entity)');

    // Manage Episodes shows it beside the title, decorative (the title says what it is).
    await page.goto('/admin/episodes');
    const row = page.getByRole('row').filter({ hasText: episode.title });
    const thumbnail = row.locator('picture img');
    await expectLoaded(thumbnail);
    expect(await thumbnail.getAttribute('alt')).toBe('');
    expect(await row.locator('picture').getAttribute('aria-hidden')).toBe('true');
    expect(await row.locator('picture source[type="image/avif"]').getAttribute('srcset')).toBe(stored?.srcset.avif);
  });

  it('makes the artwork from a frame of the final video at a typed time code, and shows why one is refused', async () => {
    const { page } = suite.tracked;
    await suite.admin.uploadTranscodedVideo(episode.id, files.clip);
    await openDetail();
    const card = artworkCard(page);
    const timecode = card.getByRole('textbox', { name: 'Time code' });
    await until('the frame controls', () => timecode.isEnabled(), Boolean);
    const before = (await suite.admin.episode(episode.id)).artwork?.src;

    await timecode.fill('soon');
    await card.getByRole('button', { name: 'Use frame' }).click();
    await card.getByRole('alert').filter({ hasText: '"soon" is not a time code.' }).waitFor();

    await timecode.fill('0:30');
    await card.getByRole('button', { name: 'Use frame' }).click();
    await card.getByRole('alert').filter({ hasText: 'The time code is past the end of the video (0:03)' }).waitFor();
    expect((await suite.admin.episode(episode.id)).artwork?.src).toBe(before);

    await timecode.fill('0:01.5');
    await timecode.press('Enter');
    await waitForToast(page, "The frame at 0:01 is the episode's artwork.");
    const framed = (await suite.admin.episode(episode.id)).artwork;
    expect(framed?.src).not.toBe(before);
    expect(framed).toMatchObject({ width: 1280, height: 720, feedImage: null });
    await expectLoaded(card.getByRole('img', { name: alt() }));
    expect(await card.getByRole('img', { name: alt() }).getAttribute('src')).toBe(framed?.src);
    await card.getByText('Uploaded 1280 × 720 px; web images up to 1280 × 720 px.').waitFor();
    await card.getByText("No feed artwork: podcast apps need a square image of at least 1400 × 1400 px, so they show the show's artwork.").waitFor();
    expectRefusals('400 (Bad Request)');
  });

  it('offers "Use current frame" while the final video plays in the preview', async () => {
    const { page } = suite.tracked;
    const before = (await suite.admin.episode(episode.id)).artwork?.src;
    await page.getByRole('button', { name: 'Preview clip.mp4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video Preview & Comments' });
    await dialog.waitFor();
    await page.waitForFunction(() => ((document.querySelector('[role="dialog"] video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
    await page.evaluate(() => {
      (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime = 2.2;
    });
    await dialog.getByText("as the episode's artwork (0:02)").waitFor();
    await dialog.getByRole('button', { name: 'Use current frame' }).click();
    await waitForToast(page, "The frame at 0:02 is the episode's artwork.");
    expect((await suite.admin.episode(episode.id)).artwork?.src).not.toBe(before);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The detail shows the new artwork without a reload.
    const now = (await suite.admin.episode(episode.id)).artwork?.src;
    await until(
      'the new artwork on screen',
      () => artworkCard(page).getByRole('img', { name: alt() }).getAttribute('src'),
      (src) => src === now,
    );
  });

  it('removes the artwork only after the confirmation', async () => {
    const { page } = suite.tracked;
    const card = artworkCard(page);
    await card.getByRole('button', { name: 'Remove artwork' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Remove the artwork?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await suite.admin.episode(episode.id)).artwork).not.toBeNull();
    await card.getByRole('img', { name: alt() }).waitFor();

    await card.getByRole('button', { name: 'Remove artwork' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await waitForToast(page, 'The artwork was removed.');
    await card.getByText('No artwork').waitFor();
    expect(await card.getByRole('img', { name: alt() }).count()).toBe(0);
    const stored = await suite.admin.episode(episode.id);
    expect(stored.artwork).toBeNull();
    expect(stored.thumbnailUrl).toBeNull();
  });

  it('saves Markdown show notes with the edit form and keeps them after a reload; shows the server’s refusal under the field', async () => {
    const { page } = suite.tracked;
    await openDetail();
    await page.getByText('No show notes').waitFor();
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    const notes = page.getByRole('textbox', { name: 'Show notes' });
    await page.getByText('Markdown: **bold**, lists, links. Shown on the episode page and in the podcast feeds.').waitFor();
    const markdown = '**Guest** on pricing\n\n- [Her company](https://example.com)\n- Chapter 2';
    await notes.fill(markdown);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Episode details have been saved successfully.');
    await page.getByRole('button', { name: 'Edit Episode' }).waitFor();
    expect((await suite.admin.episode(episode.id)).showNotes).toBe(markdown);

    await page.reload();
    await page.getByTestId('show-notes').waitFor();
    // The detail renders the notes as the server's sanitised HTML (issue 29), not raw Markdown.
    const shown = page.getByTestId('show-notes');
    expect(await shown.locator('strong').innerText()).toBe('Guest');
    expect(await shown.getByRole('link', { name: 'Her company' }).getAttribute('href')).toBe('https://example.com');
    expect(await shown.getByRole('listitem').allInnerTexts()).toEqual(['Her company', 'Chapter 2']);
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    expect(await notes.inputValue()).toBe(markdown);

    // Over the limit: the counter warns, nothing is cut, and the server's 400 message shows under the field.
    await notes.fill('x'.repeat(20_001));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.ant-descriptions').getByRole('alert').filter({ hasText: 'Show notes must be text of at most 20000 characters' }).waitFor();
    expect(await notes.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    expect((await suite.admin.episode(episode.id)).showNotes).toBe(markdown);
    // Editing the notes again clears the refusal.
    await notes.press('Backspace');
    await page.getByText('Markdown: **bold**, lists, links. Shown on the episode page and in the podcast feeds.').waitFor();
    expect(await notes.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await shown.getByRole('link', { name: 'Her company' }).getAttribute('href')).toBe('https://example.com');
    expectRefusals('400 (Bad Request)');
  });

  it('shows the real progress of a slow artwork upload', async () => {
    const { page } = suite.tracked;
    await openDetail();
    const card = artworkCard(page);
    // Chromium's network emulation slows the request body, so XMLHttpRequest reports progress on the way.
    const cdp = await suite.tracked.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 16 * 1024 });
    try {
      await card.locator('input[aria-label="Artwork image"]').setInputFiles(files.artwork);
      await page.waitForFunction(() => {
        const value = Number(document.querySelector('[aria-label="Artwork upload progress"]')?.getAttribute('aria-valuenow'));
        return value > 0 && value < 100;
      });
      expect(await card.getByRole('button', { name: 'Upload artwork' }).getAttribute('class')).toContain('ant-btn-loading');
    } finally {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await waitForToast(page, 'Episode details have been saved successfully.');
    await card.getByRole('progressbar', { name: 'Artwork upload progress' }).waitFor({ state: 'detached' });
    await expectLoaded(card.getByRole('img', { name: alt() }));
    await cdp.detach();
  });

  it('creates an episode with show notes from the create form', async () => {
    const { page } = suite.tracked;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'New Episode' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Episode with notes');
    await page.getByRole('textbox', { name: 'Description' }).fill('Created with its show notes');
    await page.getByText('Markdown: **bold**, lists, links. Shown on the episode page and in the podcast feeds.').waitFor();
    await page.getByRole('textbox', { name: 'Show notes' }).fill('## Links\n\n- [Site](https://example.com)');
    await page.getByRole('button', { name: 'Create Episode' }).click();
    await waitForToast(page, 'Episode created successfully');
    const created = (await suite.admin.episodes()).find((item) => item.title === 'Episode with notes');
    expect(created?.showNotes).toBe('## Links\n\n- [Site](https://example.com)');
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('has no serious axe finding and fits the window at $width×$height (artwork, frame controls, show notes)', async (size) => {
    const { page } = suite.tracked;
    const form = new FormData();
    form.append('image', new Blob([readFileSync(files.artwork)], { type: 'image/png' }), 'artwork.png');
    await suite.admin.request('POST', `/api/admin/episodes/${episode.id}/artwork`, form);
    await page.setViewportSize(size);
    await openDetail();
    const card = artworkCard(page);
    const image = card.getByRole('img', { name: alt() });
    await expectLoaded(image);
    await card.scrollIntoViewIfNeeded();
    const cardBox = (await card.boundingBox())!;
    const imageBox = (await image.boundingBox())!;
    expect(imageBox.width).toBeGreaterThan(100);
    expect(imageBox.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(size.width);
    for (const name of ['Upload artwork', 'Use frame', 'Remove artwork']) {
      const box = (await card.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    }
    await expectNoSidewaysPageScroll(page, `episode detail ${size.width}`);
    await expectNoCoveredControls(page, `episode detail ${size.width}`);
    await expectNoBlockingViolations(page, `episode detail with artwork at ${size.width}×${size.height}`);
    await screenshot(page, `episode-artwork-${size.width}x${size.height}`);

    await page.getByRole('button', { name: 'Edit Episode' }).click();
    await page.getByRole('textbox', { name: 'Show notes' }).waitFor();
    await expectNoSidewaysPageScroll(page, `episode edit ${size.width}`);
    await expectNoBlockingViolations(page, `episode edit form at ${size.width}×${size.height}`);
    await screenshot(page, `episode-show-notes-${size.width}x${size.height}`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Remove artwork' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Remove the artwork?' });
    await confirm.waitFor();
    await expectNoBlockingViolations(page, `remove-artwork confirmation at ${size.width}×${size.height}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });
});
