import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestClip, makeTestImage } from '../../e2e/harness/test-media';
import { until } from '../../e2e/harness/until';

const row = (page: Page, name: string): Locator => page.getByTestId('media-file-row').filter({ hasText: name });

describe('Episode media: upload, transcode, review with comments, publish', () => {
  // One transcode attempt: the failed-transcode test then sees `failed` without waiting for backoff retries.
  const suite = useAdminPage({ width: 1440, height: 1000, env: { TRANSCODE_ATTEMPTS: '1' } });
  let dir: string;
  let episodeId: number;
  let editedAssetId: number;
  const files = { raw: '', edited: '', text: '', broken: '', thumbnail: '' };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'episodes-media-'));
    files.raw = makeTestClip(join(dir, 'raw-take-1.mp4'), { seconds: 2, size: '1280x720' });
    files.edited = makeTestClip(join(dir, 'final-cut.mp4'), { seconds: 3, size: '1280x720' });
    files.text = join(dir, 'notes.txt');
    writeFileSync(files.text, 'not a video');
    // An MP4 cut short: its header says video/mp4, but ffmpeg cannot transcode it.
    files.broken = join(dir, 'broken-cut.mp4');
    writeFileSync(files.broken, readFileSync(files.edited).subarray(0, 4096));
    files.thumbnail = makeTestImage(join(dir, 'thumbnail.png'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const createEpisode = (title: string) => suite.admin.createEpisode({ title, description: 'd' });

  it('creates an episode in the panel and uploads a raw file to it, rejecting a wrong type', async () => {
    const { page } = suite.tracked;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'New Episode' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Review flow episode');
    await page.getByRole('textbox', { name: 'Description' }).fill('An episode that goes all the way to the public site');
    await page.getByRole('spinbutton', { name: 'Episode Number' }).fill('77');
    await page.getByRole('combobox', { name: 'Guest Name' }).fill('Margaret Hamilton');
    await page.getByRole('button', { name: 'Create Episode' }).click();
    await waitForToast(page, 'Episode created successfully');
    const created = (await suite.admin.episodes()).find((episode) => episode.title === 'Review flow episode');
    expect(created).toBeDefined();
    episodeId = created!.id;

    await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(files.text);
    await waitForToast(page, 'File type must be');
    expect(await suite.admin.videoAssets(episodeId)).toEqual([]);
    await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(files.raw);
    await waitForToast(page, 'Raw file uploaded successfully!');
    await row(page, 'raw-take-1.mp4').waitFor();
    const assets = await suite.admin.videoAssets(episodeId);
    expect(assets.map((asset) => [asset.type, asset.originalName])).toEqual([['raw', 'raw-take-1.mp4']]);
  });

  it('lists the files from the server after a reload, and uploads the edited video with progress', async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episodeId}`);
    // The heading names the episode, its number above the title (issue 29).
    await page.getByRole('heading', { level: 2, name: /^Episode #77\W+Review flow episode$/ }).waitFor();
    const raw = row(page, 'raw-take-1.mp4');
    await raw.waitFor();
    expect(await raw.innerText()).toContain('video/mp4');
    expect(await raw.innerText()).toMatch(/\d+ (MB|KB)/);

    await page.getByText('Final edited video (MP4, MOV) - up to 1GB').waitFor();
    await page.locator('input[aria-label="Completed Edited Video"]').setInputFiles(files.edited);
    await waitForToast(page, 'Edited video uploaded successfully!');
    const edited = row(page, 'final-cut.mp4');
    await edited.waitFor();
    expect(await edited.innerText()).toContain('Version 1');
    const assets = await suite.admin.videoAssets(episodeId);
    editedAssetId = assets.find((asset) => asset.type === 'edited')!.id;
    // Selected by default as the newest edited version: the review decision shows.
    await page.getByText('Publishing: final-cut.mp4').waitFor();
    await page.getByText('Click "Revise" to request changes, or "Approve & Publish" to make the selected video public.').waitFor();
    expect(await edited.getByRole('radio').isChecked()).toBe(true);
  });

  it('transcodes with ffmpeg until 720p and 480p become selectable in the preview', async () => {
    const { page } = suite.tracked;
    await until(
      'transcoding',
      () => suite.admin.videoAssets(episodeId),
      (assets) => assets.some((asset) => asset.id === editedAssetId && asset.transcodingStatus === 'completed'),
      90_000,
    );
    await row(page, 'final-cut.mp4').getByText('720p and 480p ready').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Preview final-cut.mp4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video Preview & Comments' });
    await dialog.waitFor();
    const quality = dialog.getByRole('combobox', { name: 'Video quality' });
    await quality.waitFor();
    expect(await quality.locator('option[value="720p"]').isDisabled()).toBe(false);
    expect(await quality.locator('option[value="480p"]').isDisabled()).toBe(false);
    await quality.selectOption('480p');
    await page.waitForFunction(() => {
      const video = document.querySelector('[role="dialog"] video') as HTMLVideoElement | null;
      return Boolean(video && video.currentSrc.includes('480') && video.readyState >= 1);
    });
    await screenshot(page, 'episode-preview');
  });

  it('adds comments at the playback time, sorts them, seeks, resolves and deletes them', async () => {
    const { page } = suite.tracked;
    const dialog = page.getByRole('dialog', { name: 'Video Preview & Comments' });
    await dialog.getByText('No comments yet. Add a comment at any timestamp.').waitFor();
    const setTime = (seconds: number) =>
      page.evaluate((value) => {
        const video = document.querySelector('[role="dialog"] video') as HTMLVideoElement;
        video.currentTime = value;
      }, seconds);
    await setTime(2.6);
    await dialog.getByText('Current time: 0:02').waitFor();
    await dialog.getByPlaceholder('Add a comment at this timestamp...').fill('Colour is off here');
    await dialog.getByRole('button', { name: 'Add Comment' }).click();
    await dialog.getByTestId('comment-item').filter({ hasText: 'Colour is off here' }).waitFor();
    await setTime(1.2);
    await dialog.getByText('Current time: 0:01').waitFor();
    await dialog.getByPlaceholder('Add a comment at this timestamp...').fill('Cut this pause');
    await dialog.getByRole('button', { name: 'Add Comment' }).click();
    await dialog.getByTestId('comment-item').filter({ hasText: 'Cut this pause' }).waitFor();
    const items = dialog.getByTestId('comment-item');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).innerText()).toContain('0:01');
    expect(await items.nth(0).innerText()).toContain('Cut this pause');
    expect(await items.nth(0).innerText()).toContain('by Admin');
    expect(await items.nth(1).innerText()).toContain('0:02');
    expect((await suite.admin.comments(editedAssetId)).map((comment) => comment.timecodeSec)).toEqual([1, 2]);

    await items
      .nth(1)
      .getByRole('button', { name: /^Seek to 0:02/ })
      .click();
    await page.waitForFunction(() => Math.floor((document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime) === 2);
    await dialog.getByText('Current time: 0:02').waitFor();

    await items.nth(1).getByRole('button', { name: 'Resolve comment at 0:02' }).click();
    await items.nth(1).getByText('Resolved').waitFor();
    expect((await suite.admin.comments(editedAssetId)).find((comment) => comment.timecodeSec === 2)?.resolved).toBe(true);

    await items.nth(0).getByRole('button', { name: 'Delete comment at 0:01' }).click();
    await dialog.getByTestId('comment-item').filter({ hasText: 'Cut this pause' }).waitFor({ state: 'detached' });
    expect((await suite.admin.comments(editedAssetId)).map((comment) => comment.text)).toEqual(['Colour is off here']);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'final-cut.mp4').getByLabel('1 comments').waitFor();
  });

  it('edits the episode information, and Cancel restores the loaded values', async () => {
    const { page } = suite.tracked;
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Something else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Review flow episode').first().waitFor();
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Review flow episode');
    await page.getByRole('textbox', { name: 'Duration' }).fill('42:18');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Episode details have been saved successfully.');
    await page.getByText('42:18').waitFor();
    expect((await suite.admin.episode(episodeId)).duration).toBe('42:18');

    // The status selector of edit mode is part of the form: stored by Save Changes (issue 12).
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    await page.getByRole('combobox', { name: 'Editing Status' }).click();
    await page.locator('.ant-select-item-option', { hasText: /^Editing$/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Episode details have been saved successfully.');
    expect(await suite.admin.episode(episodeId)).toMatchObject({ editingStatus: 'editing', status: 'draft' });

    // The Thumbnail card became the Artwork card (issue 16); thumbnailUrl follows the artwork.
    await page.locator('input[aria-label="Artwork image"]').setInputFiles(files.thumbnail);
    await page.getByRole('img', { name: 'Artwork for episode 77: Review flow episode' }).waitFor();
    expect((await suite.admin.episode(episodeId)).thumbnailUrl).toBeTruthy();
  });

  it('downloads a file through a signed link and deletes the raw file after confirmation', async () => {
    const { page } = suite.tracked;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download raw-take-1.mp4' }).click()]);
    expect(download.suggestedFilename()).toBe('raw-take-1.mp4');
    await download.cancel();
    await page.getByRole('button', { name: 'Delete raw-take-1.mp4' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete "raw-take-1.mp4"? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Video deleted successfully');
    await row(page, 'raw-take-1.mp4').waitFor({ state: 'detached' });
    expect((await suite.admin.videoAssets(episodeId)).map((asset) => asset.originalName)).toEqual(['final-cut.mp4']);
  });

  it('asks for a revision, then approves and publishes the selected video', async () => {
    const { page } = suite.tracked;
    await page.getByRole('button', { name: 'Revise' }).click();
    await waitForToast(page, 'Episode status changed to Revise.');
    expect((await suite.admin.episode(episodeId)).editingStatus).toBe('revise');
    await page.getByRole('button', { name: 'Approve & Publish' }).click();
    // The confirmation names the transcoded video that will play; it needs no acknowledgement.
    const confirm = page.getByRole('dialog', { name: 'Publish this episode?' });
    await confirm.getByText('final-cut.mp4 (Version 1) · 720p and 480p ready').waitFor();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await waitForToast(page, 'Episode status changed to Published.');
    const published = await suite.admin.episode(episodeId);
    expect(published).toMatchObject({ status: 'published', editingStatus: 'final', finalVideoAssetId: editedAssetId });
    await page.getByText('Published', { exact: true }).first().waitFor();
  });

  it('shows the episode and its playable video on the public site', async () => {
    const { page } = suite.tracked;
    const approved = (await (await page.request.get(`${suite.product.url}/api/episodes/${episodeId}/approved-video`)).json()) as {
      approved: boolean;
      variants: Record<string, string | null>;
    };
    expect(approved.approved).toBe(true);
    expect(approved.variants['720p']).toBeTruthy();
    await page.goto('/episodes');
    const card = page.locator('article', { hasText: 'Review flow episode' });
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: /Watch Video/ }).click();
    await page.waitForFunction(
      () => {
        const video = document.querySelector('article video') as HTMLVideoElement | null;
        return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
      },
      undefined,
      { timeout: 20_000 },
    );
    await screenshot(page, 'public-episode-playing');
  });

  it('shows a failed transcode and retries it', async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episodeId}`);
    await page.locator('input[aria-label="Completed Edited Video"]').setInputFiles(files.broken);
    await waitForToast(page, 'Edited video uploaded successfully!');
    const broken = row(page, 'broken-cut.mp4');
    expect(await broken.innerText()).toContain('Version 2');
    await broken.getByText(/Transcoding failed/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Preview broken-cut.mp4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video Preview & Comments' });
    await dialog.getByText('❌ Transcoding failed').waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Video quality' }).locator('option[value="720p"]').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const retried = page.waitForResponse((response) => response.url().includes('/transcode') && response.request().method() === 'POST');
    await broken.getByRole('button', { name: 'Retry transcoding broken-cut.mp4' }).click();
    expect((await retried).status()).toBe(200);
    await broken.getByText(/Transcoding failed/).waitFor({ timeout: 60_000 });
    // The published episode keeps its approved video.
    expect((await suite.admin.episode(episodeId)).finalVideoAssetId).toBe(editedAssetId);
  });

  it("keeps a drop to 5 raw files and names the rest with react-dropzone's message", async () => {
    const { page } = suite.tracked;
    const other = await createEpisode('Too many files episode');
    await page.goto(`/admin/episodes/${other.id}`);
    await page.getByRole('heading', { name: `Episode #${other.episodeNumber}` }).waitFor();
    // Toasts share one slot and the uploads' toasts follow at once: record every toast text shown.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenToasts: string[] }).seenToasts = seen;
      new MutationObserver(() => {
        document.querySelectorAll('.ant-notification-notice').forEach((notice) => seen.push(notice.textContent ?? ''));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(Array.from({ length: 6 }, () => files.raw));
    await until(
      'five uploads',
      () => suite.admin.videoAssets(other.id),
      (assets) => assets.length === 5,
    );
    await page.waitForFunction(() => (window as unknown as { seenToasts: string[] }).seenToasts.some((text) => text.includes('Too many files')));
    await page.getByTestId('media-file-row').nth(4).waitFor();
    expect(await page.getByTestId('media-file-row').count()).toBe(5);
  });

  it('shows the real upload progress of a slow upload', async () => {
    const { page } = suite.tracked;
    const other = await createEpisode('Slow upload episode');
    await page.goto(`/admin/episodes/${other.id}`);
    await page.getByRole('heading', { name: `Episode #${other.episodeNumber}` }).waitFor();
    // Chromium's network emulation slows the request body, so XMLHttpRequest reports progress on the way.
    const cdp = await suite.tracked.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(files.raw);
    const bar = page.getByRole('progressbar', { name: 'Upload progress of raw-take-1.mp4' });
    await page.waitForFunction(() => {
      const element = document.querySelector('[aria-label="Upload progress of raw-take-1.mp4"]');
      const value = Number(element?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    expect(await bar.isVisible()).toBe(true);
    await waitForToast(page, 'Raw file uploaded successfully!');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await bar.waitFor({ state: 'detached' });
    expect((await suite.admin.videoAssets(other.id)).map((asset) => asset.originalName)).toEqual(['raw-take-1.mp4']);
  });
});
