import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestClip } from '../../e2e/harness/test-media';
import { expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

const MB = 1024 * 1024;

/**
 * Issue 34 item 2, in Chromium: an upload by tus survives a reload. The page offers to resume the
 * same file, continues from the server's offset (not from zero) and ends with the spec's toast;
 * bytes, speed and time left show beside the progress bar.
 */
describe('A resumable upload of the Media Files card', () => {
  const suite = useAdminPage({ width: 1280, height: 800 });
  let dir: string;
  let big: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'episodes-tus-'));
    const clip = readFileSync(makeTestClip(join(dir, 'clip.mp4'), { seconds: 1, size: '320x240' }));
    // Three 8 MiB chunks: a real video at the start (the server checks the type), random bytes after.
    big = join(dir, 'long-interview.mp4');
    writeFileSync(big, Buffer.concat([clip, randomBytes(20 * MB - clip.length)]));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('offers to resume after a reload, continues from where the server stopped, and finishes', async () => {
    const { page } = suite.tracked;
    const episode = await suite.admin.createEpisode({ title: 'Resumable upload episode', description: 'd' });
    await page.goto(`/admin/episodes/${episode.id}`);
    await page.getByRole('heading', { name: `Episode #${episode.episodeNumber}` }).waitFor();

    // Slow the request bodies so the reload comes mid-way (after the first chunk is stored).
    const cdp = await suite.tracked.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 3 * MB });
    await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(big);
    await page.waitForFunction(
      () => Number(document.querySelector('[aria-label="Upload progress of long-interview.mp4"]')?.getAttribute('aria-valuenow')) >= 45,
    );
    const transfer = await page.getByTestId('upload-transfer').textContent();
    expect(transfer).toMatch(/^\d+\.\d MB of 20\.0 MB · \d+\.\d (KB|MB)\/s · .+ left$/);
    await screenshot(page, 'episode-tus-upload-progress-1280x800');

    await page.reload();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }).catch(() => undefined);
    const offer = page.getByTestId('resume-offer');
    await offer.waitFor();
    const title = await offer.textContent();
    expect(title).toMatch(/Resume upload of long-interview\.mp4 \((\d+)% done\)\?/);
    const percent = Number(/\((\d+)% done\)/.exec(title ?? '')?.[1]);
    expect(percent).toBeGreaterThanOrEqual(40);
    expect(percent).toBeLessThan(100);

    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await expectNoBlockingViolations(page, `resume offer at ${size.width}×${size.height}`);
      await expectNoSidewaysPageScroll(page, `resume offer ${size.width}`);
      await screenshot(page, `episode-tus-resume-offer-${size.width}x${size.height}`);
    }

    // The first PATCH after the reload starts at the server's offset, not at zero.
    const offsets: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/admin/uploads/tus/')) offsets.push(Number(request.headers()['upload-offset']));
    });
    const chooser = page.waitForEvent('filechooser');
    await offer.getByRole('button', { name: 'Resume' }).click();
    await (await chooser).setFiles(big);
    await waitForToast(page, 'Raw file uploaded successfully!');
    expect(offsets[0]).toBeGreaterThanOrEqual(Math.floor((percent / 100) * 20 * MB));
    expect(await offer.count()).toBe(0);

    const assets = await suite.admin.videoAssets(episode.id);
    expect(assets.map((asset) => [asset.type, asset.originalName, asset.size])).toEqual([['raw', 'long-interview.mp4', 20 * MB]]);
    // Nothing left to resume after a further reload.
    await page.reload();
    await page.getByTestId('media-file-row').filter({ hasText: 'long-interview.mp4' }).waitFor();
    expect(await page.getByTestId('resume-offer').count()).toBe(0);
  });
});
