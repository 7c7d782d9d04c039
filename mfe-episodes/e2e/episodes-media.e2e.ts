import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage, screenshot, type TrackedPage } from '../../e2e/harness/browser';
import { startProduct, type Product } from '../../e2e/harness/product';

interface Episode {
  id: number;
  title: string;
  status: string;
  editingStatus: string | null;
  finalVideoAssetId: number | null;
  thumbnailUrl: string | null;
  guestName: string | null;
  episodeNumber: number;
  description: string;
  duration: string | null;
}

interface Asset {
  id: number;
  type: string;
  originalName: string;
  transcodingStatus: string | null;
}

interface Comment {
  id: number;
  text: string;
  timecodeSec: number;
  resolved: boolean;
}

/** A small real clip (testsrc + tone), H.264/AAC MP4, made with ffmpeg's lavfi sources. */
function makeClip(path: string, seconds: number, size = '1280x720'): void {
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    path,
  ]);
}

function adminApi(request: APIRequestContext, baseURL: string) {
  const json = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${baseURL}${path}`);
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    episode: (id: number) => json<Episode>(`/api/admin/episodes/${id}`),
    episodes: () => json<Episode[]>('/api/admin/episodes'),
    assets: (id: number) => json<Asset[]>(`/api/admin/episodes/${id}/video-assets`),
    comments: (assetId: number) => json<Comment[]>(`/api/admin/video-assets/${assetId}/comments`),
  };
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen; last value ${JSON.stringify(last)}`);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-notification-notice', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

const row = (page: Page, name: string): Locator => page.getByTestId('media-file-row').filter({ hasText: name });

describe('Episode media: upload, transcode, review with comments, publish', () => {
  let product: Product;
  let browser: Browser;
  let tracked: TrackedPage;
  let api: ReturnType<typeof adminApi>;
  let dir: string;
  let episodeId: number;
  let editedAssetId: number;
  const files = { raw: '', edited: '', text: '', broken: '', thumbnail: '' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'episodes-media-'));
    files.raw = join(dir, 'raw-take-1.mp4');
    files.edited = join(dir, 'final-cut.mp4');
    files.text = join(dir, 'notes.txt');
    makeClip(files.raw, 2);
    makeClip(files.edited, 3);
    writeFileSync(files.text, 'not a video');
    // An MP4 cut short: its header says video/mp4, but ffmpeg cannot transcode it.
    files.broken = join(dir, 'broken-cut.mp4');
    writeFileSync(files.broken, readFileSync(files.edited).subarray(0, 4096));
    files.thumbnail = join(dir, 'thumbnail.png');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=orange:size=640x360', '-frames:v', '1', files.thumbnail]);
    // One transcode attempt: the failed-transcode test then sees `failed` without waiting for backoff retries.
    product = await startProduct({ TRANSCODE_ATTEMPTS: '1' });
    browser = await launchBrowser();
    tracked = await openPage(browser, product.url, { width: 1440, height: 1000, reducedMotion: true });
    await loginContext(tracked.context, product.url);
    api = adminApi(tracked.context.request, product.url);
  });

  afterAll(async () => {
    await tracked?.context.close();
    await browser?.close();
    await product?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    expect(tracked.errors).toEqual([]);
  });

  it('creates an episode in the panel and uploads a raw file to it, rejecting a wrong type', async () => {
    const { page } = tracked;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'New Episode' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Review flow episode');
    await page.getByRole('textbox', { name: 'Description' }).fill('An episode that goes all the way to the public site');
    await page.getByRole('spinbutton', { name: 'Episode Number' }).fill('77');
    await page.getByRole('textbox', { name: 'Guest Name' }).fill('Margaret Hamilton');
    await page.getByRole('button', { name: 'Create Episode' }).click();
    await toast(page, 'Episode created successfully');
    const created = (await api.episodes()).find((episode) => episode.title === 'Review flow episode');
    expect(created).toBeDefined();
    episodeId = created!.id;

    await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(files.text);
    await toast(page, 'File type must be');
    expect(await api.assets(episodeId)).toEqual([]);
    await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(files.raw);
    await toast(page, 'Raw file uploaded successfully!');
    await row(page, 'raw-take-1.mp4').waitFor();
    const assets = await api.assets(episodeId);
    expect(assets.map((asset) => [asset.type, asset.originalName])).toEqual([['raw', 'raw-take-1.mp4']]);
  });

  it('lists the files from the server after a reload, and uploads the edited video with progress', async () => {
    const { page } = tracked;
    await page.goto(`/admin/episodes/${episodeId}`);
    await page.getByRole('heading', { name: 'Episode #77' }).waitFor();
    await page.getByText('Detailed episode management').waitFor();
    const raw = row(page, 'raw-take-1.mp4');
    await raw.waitFor();
    expect(await raw.innerText()).toContain('video/mp4');
    expect(await raw.innerText()).toMatch(/\d+ (MB|KB)/);

    await page.getByText('Final edited video (MP4, MOV) - up to 1GB').waitFor();
    await page.locator('input[aria-label="Completed Edited Video"]').setInputFiles(files.edited);
    await toast(page, 'Edited video uploaded successfully!');
    const edited = row(page, 'final-cut.mp4');
    await edited.waitFor();
    expect(await edited.innerText()).toContain('Version 1');
    const assets = await api.assets(episodeId);
    editedAssetId = assets.find((asset) => asset.type === 'edited')!.id;
    // Selected by default as the newest edited version: the review decision shows.
    await page.getByText('Publishing: final-cut.mp4').waitFor();
    await page.getByText('Click "Revise" to request changes, or "Approve & Publish" to make the selected video public.').waitFor();
    expect(await edited.getByRole('radio').isChecked()).toBe(true);
  });

  it('transcodes with ffmpeg until 720p and 480p become selectable in the preview', async () => {
    const { page } = tracked;
    await until(
      'transcoding',
      () => api.assets(episodeId),
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
    const { page } = tracked;
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
    expect((await api.comments(editedAssetId)).map((comment) => comment.timecodeSec)).toEqual([1, 2]);

    await items
      .nth(1)
      .getByRole('button', { name: /^Seek to 0:02/ })
      .click();
    await page.waitForFunction(() => Math.floor((document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime) === 2);
    await dialog.getByText('Current time: 0:02').waitFor();

    await items.nth(1).getByRole('button', { name: 'Resolve comment at 0:02' }).click();
    await items.nth(1).getByText('Resolved').waitFor();
    expect((await api.comments(editedAssetId)).find((comment) => comment.timecodeSec === 2)?.resolved).toBe(true);

    await items.nth(0).getByRole('button', { name: 'Delete comment at 0:01' }).click();
    await dialog.getByTestId('comment-item').filter({ hasText: 'Cut this pause' }).waitFor({ state: 'detached' });
    expect((await api.comments(editedAssetId)).map((comment) => comment.text)).toEqual(['Colour is off here']);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'final-cut.mp4').getByLabel('1 comments').waitFor();
  });

  it('edits the episode information, and Cancel restores the loaded values', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Something else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Review flow episode').first().waitFor();
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Review flow episode');
    await page.getByRole('textbox', { name: 'Duration' }).fill('42:18');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Episode details have been saved successfully.');
    await page.getByText('42:18').waitFor();
    expect((await api.episode(episodeId)).duration).toBe('42:18');

    // The status selector of edit mode is part of the form: stored by Save Changes (issue 12).
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    await page.getByRole('combobox', { name: 'Editing Status' }).click();
    await page.locator('.ant-select-item-option', { hasText: /^Editing$/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Episode details have been saved successfully.');
    expect(await api.episode(episodeId)).toMatchObject({ editingStatus: 'editing', status: 'draft' });

    await page.locator('input[aria-label="Thumbnail image"]').setInputFiles(files.thumbnail);
    await page.getByRole('img', { name: 'Thumbnail of Review flow episode' }).waitFor();
    expect((await api.episode(episodeId)).thumbnailUrl).toBeTruthy();
  });

  it('downloads a file through a signed link and deletes the raw file after confirmation', async () => {
    const { page } = tracked;
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download raw-take-1.mp4' }).click()]);
    expect(download.suggestedFilename()).toBe('raw-take-1.mp4');
    await download.cancel();
    await page.getByRole('button', { name: 'Delete raw-take-1.mp4' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete "raw-take-1.mp4"? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Video deleted successfully');
    await row(page, 'raw-take-1.mp4').waitFor({ state: 'detached' });
    expect((await api.assets(episodeId)).map((asset) => asset.originalName)).toEqual(['final-cut.mp4']);
  });

  it('asks for a revision, then approves and publishes the selected video', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: 'Revise' }).click();
    await toast(page, 'Episode status changed to Revise.');
    expect((await api.episode(episodeId)).editingStatus).toBe('revise');
    await page.getByRole('button', { name: 'Approve & Publish' }).click();
    // The confirmation names the transcoded video that will play; it needs no acknowledgement.
    const confirm = page.getByRole('dialog', { name: 'Publish this episode?' });
    await confirm.getByText('final-cut.mp4 (Version 1) · 720p and 480p ready').waitFor();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast(page, 'Episode status changed to Published.');
    const published = await api.episode(episodeId);
    expect(published).toMatchObject({ status: 'published', editingStatus: 'final', finalVideoAssetId: editedAssetId });
    await page.getByText('Published', { exact: true }).first().waitFor();
  });

  it('shows the episode and its playable video on the public site', async () => {
    const { page } = tracked;
    const approved = (await (await page.request.get(`${product.url}/api/episodes/${episodeId}/approved-video`)).json()) as {
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
    const { page } = tracked;
    await page.goto(`/admin/episodes/${episodeId}`);
    await page.locator('input[aria-label="Completed Edited Video"]').setInputFiles(files.broken);
    await toast(page, 'Edited video uploaded successfully!');
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
    expect((await api.episode(episodeId)).finalVideoAssetId).toBe(editedAssetId);
  });

  it("keeps a drop to 5 raw files and names the rest with react-dropzone's message", async () => {
    const { page } = tracked;
    const response = await page.request.post(`${product.url}/api/episodes`, {
      data: { title: 'Too many files episode', description: 'd' },
      headers: { Origin: product.url },
    });
    const other = (await response.json()) as Episode;
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
      () => api.assets(other.id),
      (assets) => assets.length === 5,
    );
    await page.waitForFunction(() => (window as unknown as { seenToasts: string[] }).seenToasts.some((text) => text.includes('Too many files')));
    await page.getByTestId('media-file-row').nth(4).waitFor();
    expect(await page.getByTestId('media-file-row').count()).toBe(5);
  });

  it('shows the real upload progress of a slow upload', async () => {
    const { page } = tracked;
    const response = await page.request.post(`${product.url}/api/episodes`, {
      data: { title: 'Slow upload episode', description: 'd' },
      headers: { Origin: product.url },
    });
    const other = (await response.json()) as Episode;
    await page.goto(`/admin/episodes/${other.id}`);
    await page.getByRole('heading', { name: `Episode #${other.episodeNumber}` }).waitFor();
    // Chromium's network emulation slows the request body, so XMLHttpRequest reports progress on the way.
    const cdp = await tracked.context.newCDPSession(page);
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
    await toast(page, 'Raw file uploaded successfully!');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await bar.waitFor({ state: 'detached' });
    expect((await api.assets(other.id)).map((asset) => asset.originalName)).toEqual(['raw-take-1.mp4']);
  });
});
