import type { AdminEpisodeDto, ReviewLinkDto, VideoAssetDto } from '@podcast/contracts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { withDatabase } from '../../e2e/harness/database';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestClip } from '../../e2e/harness/test-media';
import { until } from '../../e2e/harness/until';
import { expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Issue 35 in Chromium, with real parts: staff make a review link by clicking; a guest opens it in a
 * fresh browser context without an account, plays, comments at a time and over a range, draws and
 * approves; the staff side shows the guest's comment marked Guest with its drawing, and the decision
 * on the detail and the Kanban card; an expired and a revoked link show a plain page and no media;
 * the compare view plays two versions together. axe and sideways scroll at 1280×800 and 390×844.
 */
describe('Guest review links', () => {
  const suite = useAdminPage(DESKTOP);
  const dir = mkdtempSync(join(tmpdir(), 'review-links-'));
  let episode: AdminEpisodeDto;
  let versions: VideoAssetDto[];
  let linkUrl = '';
  let guest: BrowserContext;
  let guestPage: Page;
  const guestErrors: string[] = [];

  beforeAll(async () => {
    episode = await suite.admin.draftEpisode({ title: 'Pricing for founders', description: 'How to set a price', episodeNumber: 7 });
    for (const name of ['cut-v1.mp4', 'cut-v2.mp4']) {
      const form = new FormData();
      const file = makeTestClip(join(dir, name), { seconds: 8, size: '1280x720' });
      form.append('media', new Blob([readFileSync(file)], { type: 'video/mp4' }), name);
      await suite.admin.request('POST', `/api/admin/episodes/${episode.id}/upload-video`, form);
    }
    versions = await until(
      'both versions transcoded',
      () => suite.admin.videoAssets(episode.id),
      (list) => list.length === 2 && list.every((asset) => asset.transcodingStatus === 'completed'),
      180_000,
    );
    versions.sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
    // An unresolved staff comment on version 1: offered on version 2 (carry over).
    await suite.admin.request('POST', `/api/admin/video-assets/${versions[0].id}/comments`, {
      text: 'Fix the intro music',
      timecodeMs: 500,
      episodeId: episode.id,
    });
    guest = await suite.browser.newContext({ baseURL: suite.product.url, viewport: DESKTOP });
    guestPage = await guest.newPage();
    guestPage.on('console', (message) => {
      if (message.type() === 'error') guestErrors.push(message.text());
    });
    guestPage.on('pageerror', (error) => guestErrors.push(error.message));
  }, 240_000);

  afterAll(async () => {
    await guest?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const card = () => suite.tracked.page.getByTestId('review-links-card');

  it('staff create a link to version 2 by clicking, and see it once with Copy', async () => {
    const { page, context } = suite.tracked;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    await page.goto(`/admin/episodes/${episode.id}`);
    await card().getByText('No review links yet.').waitFor();
    await card().getByLabel('Guest name (optional)').fill('Dana Guest');
    await card().getByLabel('Expires after (days)').fill('7');
    await card().getByLabel("Show the guest's name over the video").check();
    await card().getByRole('button', { name: 'Create review link' }).click();
    const shown = card().getByTestId('new-review-link');
    await shown.waitFor();
    linkUrl = await shown.inputValue();
    expect(linkUrl).toMatch(new RegExp(`/review/[A-Za-z0-9_-]{43}$`));
    await card().getByRole('button', { name: 'Copy' }).click();
    await waitForToast(page, 'Send it to your guest.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkUrl);
    const row = card().getByTestId('review-link-row');
    await row.getByText('Version 2 for Dana Guest').waitFor();
    await row.getByText('Active').waitFor();
    await card().getByRole('button', { name: 'Done', exact: true }).click();
    expect(await card().getByTestId('new-review-link').count()).toBe(0);

    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await card().scrollIntoViewIfNeeded();
      await expectNoBlockingViolations(page, `review links card at ${size.width}×${size.height}`);
      await expectNoSidewaysPageScroll(page, `review links card ${size.width}`);
      await screenshot(page, `review-links-card-${size.width}x${size.height}`);
    }
    await page.setViewportSize(DESKTOP);
  });

  it('a guest opens it in a fresh context: noindex, title, watermark, plays', async () => {
    const response = await guestPage.goto(linkUrl);
    expect(response?.status()).toBe(200);
    await guestPage.getByRole('heading', { level: 1, name: 'Pricing for founders' }).waitFor();
    expect(await guestPage.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
    await guestPage.getByTestId('review-watermark').getByText('Dana Guest').first().waitFor();
    // 720p by default, with a choice of quality.
    const quality = guestPage.getByRole('combobox', { name: 'Video quality' });
    expect(await quality.inputValue()).toBe('720p');
    expect(await quality.locator('option').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/480/), expect.stringMatching(/720/)]));
    await guestPage.getByRole('button', { name: 'Play', exact: true }).click();
    await guestPage.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
    await guestPage.getByRole('button', { name: 'Pause', exact: true }).click();

    // The link opens its one version: asked from the guest's page for version 1 or another episode, it refuses.
    const token = new URL(linkUrl).pathname.split('/').pop() as string;
    const answers = await guestPage.evaluate(
      async ({ token, own, other, episodeId }) => {
        const video = async (id: number) => (await fetch(`/api/review/${token}/videos/${id}`)).status;
        const comment = async (body: Record<string, unknown>) =>
          (
            await fetch(`/api/review/${token}/comments`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ authorName: 'Dana Guest', text: 'Elsewhere', timecodeMs: 1000, ...body }),
            })
          ).status;
        return {
          own: await video(own),
          otherVersion: await video(other),
          otherVersionComment: await comment({ videoAssetId: other }),
          otherEpisodeComment: await comment({ episodeId: episodeId + 1 }),
        };
      },
      { token, own: versions[1].id, other: versions[0].id, episodeId: episode.id },
    );
    expect(answers).toEqual({ own: 200, otherVersion: 403, otherVersionComment: 403, otherEpisodeComment: 403 });
    // Chromium logs each of those three refusals in the console: they were asked for, so they are not the page's errors.
    expect(guestErrors.filter((line) => line.includes('status of 403'))).toHaveLength(3);
    guestErrors.splice(0, guestErrors.length, ...guestErrors.filter((line) => !line.includes('status of 403')));
  });

  const setGuestTime = (seconds: number) =>
    guestPage.evaluate(async (value) => {
      const video = document.querySelector('video') as HTMLVideoElement;
      video.pause();
      video.currentTime = value;
      await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    }, seconds);

  it('the guest comments at a time, over a range with a drawing, and approves with a note', async () => {
    const page = guestPage;
    const form = page.getByRole('form', { name: 'Add a comment' });
    await setGuestTime(2.2);
    await form.getByLabel('Your name').fill('Dana Guest');
    await form.getByLabel('Comment').fill('Logo is too small here');
    await form.getByRole('button', { name: 'Send comment' }).click();
    await page.getByTestId('review-comment').filter({ hasText: 'Logo is too small here' }).getByText('0:02').waitFor();

    // Over a range, with a drawing on the paused frame.
    await setGuestTime(1.1);
    await form.getByLabel('Over a range').check();
    await form.getByRole('button', { name: 'Set start' }).click();
    await setGuestTime(3.4);
    await form.getByRole('button', { name: 'Set end' }).click();
    await form.getByTestId('range-value').getByText('0:01–0:03').waitFor();
    await form.getByRole('button', { name: 'Draw on frame' }).click();
    const canvas = page.getByTestId('drawing-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('No drawing area');
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.2 + step * 0.05), box.y + box.height * (0.3 + step * 0.03));
    await page.mouse.up();
    await form.getByRole('button', { name: 'Done drawing' }).click();
    await form.getByText('1 stroke drawn').waitFor();
    await form.getByLabel('Comment').fill('Cut this part, see the circle');
    await form.getByRole('button', { name: 'Send comment' }).click();
    const ranged = page.getByTestId('review-comment').filter({ hasText: 'Cut this part' });
    await ranged.getByText('0:01–0:03').waitFor();
    await ranged.getByText('with a drawing').waitFor();
    // The drawing shows over the video at its time.
    await ranged.getByRole('button', { name: /^Go to 0:01–0:03/ }).click();
    await page.getByTestId('drawing-shown').waitFor();

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('group', { name: 'Approve this version' });
    await confirm.getByLabel('Note (optional)').fill('Good to go once the logo is bigger');
    await confirm.getByRole('button', { name: 'Approve this version' }).click();
    await page.getByTestId('review-decision').getByText('You approved this version').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('podcast.review.guestName'))).toBe('Dana Guest');

    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoBlockingViolations(page, `guest review page at ${size.width}×${size.height}`);
      await expectNoSidewaysPageScroll(page, `guest review page ${size.width}`);
      await screenshot(page, `review-guest-${size.width}x${size.height}`);
    }
    await page.setViewportSize(DESKTOP);
    expect(guestErrors).toEqual([]);
  });

  it("staff see the guest's comments marked Guest with the drawing, and the decision on the detail and the Kanban card", async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episode.id}`);
    await page.getByTestId('episode-review-decision').getByText('Guest approved').waitFor();
    const row = card().getByTestId('review-link-row');
    await row
      .getByTestId('review-link-opens')
      .getByText(/Opened [1-9]\d* times?, last .* · 2 comments/)
      .waitFor();
    await row.getByTestId('review-link-decision').getByText('Good to go once the logo is bigger').waitFor();

    await page.getByRole('button', { name: 'Preview cut-v2.mp4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video Preview & Comments' });
    // Version 1's unresolved comment is offered on version 2, and carried over on request.
    await dialog.getByText('1 unresolved comment on the previous version').waitFor();
    await dialog.getByRole('button', { name: 'Carry over 1 comment' }).click();
    await waitForToast(page, '1 comment is now on this version.');
    await dialog.getByTestId('comment-item').filter({ hasText: 'Fix the intro music' }).getByText('Carried over', { exact: true }).waitFor();
    expect(await dialog.getByText('1 unresolved comment on the previous version').count()).toBe(0);
    const guestComment = dialog.getByTestId('comment-item').filter({ hasText: 'Cut this part' });
    await guestComment.getByText('Guest', { exact: true }).waitFor();
    await guestComment.getByText('Drawing', { exact: true }).waitFor();
    await guestComment.getByText('by Dana Guest').waitFor();
    await guestComment.getByRole('button', { name: /^Seek to 0:01–0:03/ }).click();
    await dialog.getByTestId('drawing-shown').waitFor();

    // Staff comment over a range with a drawing too.
    const setTime = (seconds: number) =>
      page.evaluate(async (value) => {
        const video = document.querySelector('[role="dialog"] video') as HTMLVideoElement;
        video.pause();
        video.currentTime = value;
        await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      }, seconds);
    await setTime(4.2);
    await dialog.getByLabel('Over a range').check();
    await dialog.getByRole('button', { name: 'Set start' }).click();
    await setTime(6.5);
    await dialog.getByRole('button', { name: 'Set end' }).click();
    await dialog.getByRole('button', { name: 'Draw on frame' }).click();
    const canvas = dialog.getByTestId('drawing-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('No drawing area');
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 8 });
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Done drawing' }).click();
    await dialog.getByPlaceholder('Add a comment at this timestamp...').fill('Staff: tighten this');
    await dialog.getByRole('button', { name: 'Add Comment' }).click();
    const staffComment = dialog.getByTestId('comment-item').filter({ hasText: 'Staff: tighten this' });
    await staffComment.getByText('0:04–0:06').waitFor();
    await staffComment.getByText('Drawing', { exact: true }).waitFor();
    expect(await staffComment.getByText('Guest', { exact: true }).count()).toBe(0);
    const stored = (await suite.admin.comments(versions[1].id)).find((comment) => comment.text === 'Staff: tighten this');
    expect(stored).toMatchObject({ authorKind: 'staff', endMs: expect.any(Number) });
    expect(stored?.drawing?.strokes[0]?.points.every(([x, y]) => x >= 0 && x <= 1 && y >= 0 && y <= 1)).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/admin/editing');
    await page.getByTestId(`kanban-review-${episode.id}`).getByText('Guest approved').waitFor();
  });

  it('compares two versions side by side, played in sync', async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episode.id}`);
    await page.getByTestId('compare-versions').click();
    const dialog = page.getByRole('dialog', { name: 'Compare versions' });
    await dialog.getByTestId('compare-left').locator('video').waitFor();
    await dialog.getByTestId('compare-right').locator('video').waitFor();
    const times = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLVideoElement>('[role="dialog"] video')].map((video) => ({ t: video.currentTime, paused: video.paused })),
      );
    await dialog.getByTestId('compare-left').getByRole('button', { name: 'Play', exact: true }).click();
    await until('both versions playing', times, (list) => list.length === 2 && list.every((video) => !video.paused && video.t > 0.5), 15_000);
    await dialog.getByTestId('compare-left').getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await until(
      'both versions paused together',
      times,
      (list) => list.every((video) => video.paused) && Math.abs(list[0].t - list[1].t) < 0.3,
      10_000,
    );
    expect(paused).toHaveLength(2);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoBlockingViolations(page, `compare view at ${size.width}×${size.height}`);
      await expectNoSidewaysPageScroll(page, `compare view ${size.width}`);
      await screenshot(page, `review-compare-${size.width}x${size.height}`);
    }
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
  });

  const SIGNED = /[?&](sig|expires|X-Amz-Signature)=/i;
  const expectPlainPage = async (title: string) => {
    const answer = guestPage.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/review/') && response.request().method() === 'GET',
    );
    await guestPage.goto(linkUrl);
    const refused = await answer;
    expect(refused.status()).toBe(410);
    expect(await refused.text()).not.toMatch(/"url"|sig=/);
    await guestPage.getByTestId('review-plain').getByRole('heading', { name: title }).waitFor();
    expect(await guestPage.locator('video').count()).toBe(0);
    expect(await guestPage.content()).not.toMatch(SIGNED);
  };

  it('an expired link shows a plain page with no video and no media address', async () => {
    const links = await suite.admin.request<ReviewLinkDto[]>('GET', `/api/admin/episodes/${episode.id}/review-links`);
    await withDatabase(suite.product.databaseUrl, (client) =>
      client.query(`UPDATE "review_link" SET "expiresAt" = now() - interval '1 minute' WHERE "id" = $1`, [links[0].id]),
    );
    await expectPlainPage('This review link has expired');
  });

  it('a revoked link (revoked by clicking, after a confirmation) shows a plain page', async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episode.id}`);
    await card().getByRole('button', { name: 'Create review link' }).click();
    linkUrl = await card().getByTestId('new-review-link').inputValue();
    await card().getByRole('button', { name: 'Done', exact: true }).click();
    const guestOpen = await guestPage.goto(linkUrl);
    expect(guestOpen?.status()).toBe(200);
    await guestPage.locator('video').waitFor();

    const active = card().getByTestId('review-link-row').filter({ hasText: 'Active' });
    await active.getByRole('button', { name: /^Revoke/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke review link' });
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await waitForToast(page, 'It no longer opens the video.');
    await card().getByTestId('review-link-row').first().getByText('Revoked', { exact: true }).waitFor();
    await expectPlainPage('This review link was revoked');
    expect(guestErrors.filter((line) => !/status of 4\d\d/.test(line))).toEqual([]);
  });

  it('a link with a passcode asks for it in a fresh browser: a wrong one is refused, the right one opens the review', async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episode.id}`);
    await card().getByLabel('Guest name (optional)').fill('Lee Guest');
    await card().getByLabel('Passcode (optional)').fill('sesame42');
    await card().getByRole('button', { name: 'Create review link' }).click();
    const url = await card().getByTestId('new-review-link').inputValue();
    await card().getByRole('button', { name: 'Done', exact: true }).click();

    const fresh = await suite.browser.newContext({ baseURL: suite.product.url, viewport: PHONE });
    try {
      const visitor = await fresh.newPage();
      const refused = visitor.waitForResponse(
        (response) => new URL(response.url()).pathname.startsWith('/api/review/') && response.request().method() === 'GET',
      );
      await visitor.goto(url);
      expect((await refused).status()).toBe(401);
      await visitor.getByRole('heading', { level: 1, name: 'This review needs a passcode' }).waitFor();
      expect(await visitor.locator('video').count()).toBe(0);
      expect(await visitor.content()).not.toMatch(SIGNED);
      for (const size of [PHONE, DESKTOP]) {
        await visitor.setViewportSize(size);
        await expectNoBlockingViolations(visitor, `passcode form at ${size.width}×${size.height}`);
        await expectNoSidewaysPageScroll(visitor, `passcode form ${size.width}`);
      }
      await visitor.getByLabel('Passcode').fill('not-it');
      await visitor.getByRole('button', { name: 'Open the review' }).click();
      await visitor.getByRole('alert').getByText('Wrong passcode').waitFor();
      await visitor.getByLabel('Passcode').fill('sesame42');
      await visitor.getByRole('button', { name: 'Open the review' }).click();
      await visitor.getByRole('heading', { level: 1, name: 'Pricing for founders' }).waitFor();
      await visitor.locator('video').waitFor();
      // The cookie keeps it open in this browser: a reload asks for nothing.
      await visitor.reload();
      await visitor.locator('video').waitFor();
      expect(await visitor.getByText('This review needs a passcode').count()).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
