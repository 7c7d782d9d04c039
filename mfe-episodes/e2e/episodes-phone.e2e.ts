import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto, CommentDto, VideoAssetDto } from '@podcast/contracts';
import type { Locator, Page } from 'playwright-core';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { withDatabase } from '../../e2e/harness/database';
import { animationsSettled, loginContext, openPage, screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestClip } from '../../e2e/harness/test-media';
import { expectNoSidewaysPageScroll, PHONE } from '../../e2e/tests/admin-layout-checks';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Neither the page nor any element in it can be scrolled sideways (a table wider than its card would be). */
async function expectNothingScrolledSideways(page: Page, where: string): Promise<void> {
  await expectNoSidewaysPageScroll(page, where);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${element.scrollWidth} > ${element.clientWidth})`),
  );
  if (wide.length > 0) throw new Error(`${where}: scrolls sideways inside ${wide.join(', ')}`);
}

/** The element lies wholly inside the window's width (reachable with no sideways scrolling). */
async function expectWithinWidth(locator: Locator, width: number, what: string): Promise<void> {
  const box = await locator.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > width) throw new Error(`${what} is outside the ${width} px window: ${JSON.stringify(box)}`);
}

const statusPanel = (page: Page) => page.getByTestId('status-panel');

/** Issue 29: the Episodes admin on a phone (390×844), one plays figure, and plain errors at the fields. */
describe('Episodes admin at 390×844 (issue 29)', () => {
  const suite = useAdminPage(PHONE);
  let dir: string;
  let review: AdminEpisodeDto;
  let video: VideoAssetDto;
  let played: AdminEpisodeDto;
  let waiting: AdminEpisodeDto;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'episodes-phone-'));
    const { admin, product } = suite;
    // An episode in Review: its edited video transcoded, one open and one resolved review comment on it.
    review = await admin.createEpisode({ title: 'Pricing a premium course', description: 'How a coach doubled her price', episodeNumber: 31 });
    video = await admin.uploadTranscodedVideo(review.id, makeTestClip(join(dir, 'clip.mp4'), { seconds: 6, size: '640x360' }));
    await admin.updateEpisode(review.id, { editingStatus: 'final' });
    const comment = (text: string, timecodeSec: number) =>
      admin.request<CommentDto>('POST', `/api/admin/video-assets/${video.id}/comments`, { text, timecodeSec, author: 'Admin', episodeId: review.id });
    await comment('Trim the silence before the intro', 3);
    const resolved = await comment('Fix the lower third spelling', 1);
    await admin.request('PATCH', `/api/admin/comments/${resolved.id}`, { resolved: true });
    // Another episode waiting for review (no video yet), for the filter.
    waiting = await admin.createEpisode({ title: 'Wholesale without a warehouse', description: 'Drop shipping, honestly', episodeNumber: 32 });
    // Show notes in Markdown, with markup the server's renderer must drop.
    await admin.updateEpisode(waiting.id, {
      editingStatus: 'final',
      showNotes: '**Margins first**\n\n- Pick a supplier\n- Price the shipping\n\n<img src="x" onerror="window.injected = true">',
    });
    // A published episode with real plays: three listeners, one of them playing four times (counted once a day).
    played = await admin.publishedEpisode({ title: 'Selling SaaS to retailers', description: 'Enterprise deals', episodeNumber: 30 });
    const play = async (agent: string) => {
      const res = await fetch(`${product.url}/api/episodes/${played.id}/play`, { method: 'POST', headers: { 'User-Agent': agent, Origin: product.url } });
      if (res.status !== 204) throw new Error(`play answered ${res.status}`);
    };
    for (const agent of [CHROME, CHROME, CHROME, CHROME, FIREFOX, SAFARI]) await play(agent);
  }, 180_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes an episode from Review by clicking; the dialog lists the open comment; then Published comes first with View public page and Unpublish', async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${review.id}`);
    // The heading names the episode.
    await page.getByRole('heading', { level: 2, name: /Pricing a premium course/ }).waitFor();
    const panel = statusPanel(page);
    await panel.getByText('Publishing: clip.mp4').waitFor();
    expect(await panel.innerText()).toContain('Review');
    // Status and next action come first: the panel is on the first screen, above the episode's information.
    const panelBox = await panel.boundingBox();
    const infoBox = await page.locator('.ant-card').filter({ hasText: 'Episode Information' }).first().boundingBox();
    expect(panelBox && infoBox && panelBox.y + panelBox.height <= PHONE.height && panelBox.y < infoBox.y).toBe(true);
    await expectWithinWidth(panel.getByRole('button', { name: 'Approve & Publish' }), PHONE.width, 'Approve & Publish');
    await expectNothingScrolledSideways(page, 'detail in review');
    await expectNoBlockingViolations(page, 'detail in review 390');
    await screenshot(page, 'episodes-phone-detail-review-390x844');

    await panel.getByRole('button', { name: 'Approve & Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this episode?' });
    const open = dialog.getByTestId('open-comments');
    await open.waitFor();
    expect(await open.innerText()).toContain('1 open review comment on this version');
    expect(await open.innerText()).toContain('0:03 Trim the silence before the intro');
    // A resolved comment is not an open point.
    expect(await open.innerText()).not.toContain('Fix the lower third spelling');
    await dialog.getByText('Video ready').waitFor();
    await animationsSettled(page);
    await expectNothingScrolledSideways(page, 'publish dialog');
    await expectNoBlockingViolations(page, 'publish dialog 390');
    await screenshot(page, 'episodes-phone-publish-dialog-390x844');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await waitForToast(page, 'Episode status changed to Published.');
    await suite.admin.episodeReaching(review.id, { status: 'published' });

    // The top panel now says Published, and offers the public page and Unpublish; the review decision is gone.
    await panel.getByText(/^Public since /).waitFor();
    expect(await panel.getByText('Publishing: clip.mp4').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve & Publish' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Revise' }).count()).toBe(0);
    expect(await panel.innerText()).toContain('Published');
    const publicLink = panel.getByRole('link', { name: 'View public page' });
    expect(await publicLink.getAttribute('href')).toBe(`/episodes/${review.id}`);
    const unpublish = panel.getByRole('button', { name: 'Unpublish' });
    await expectWithinWidth(unpublish, PHONE.width, 'Unpublish');
    await page.evaluate(() => window.scrollTo(0, 0));
    const published = await panel.boundingBox();
    expect(published && published.y + published.height <= PHONE.height).toBe(true);
    await page.getByTestId('status-panel').evaluate((element) => element.scrollIntoView());
    await expectNothingScrolledSideways(page, 'detail published');
    await expectNoBlockingViolations(page, 'detail published 390');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'episodes-phone-detail-published-390x844');

    // Unpublish asks first; Cancel leaves the episode public.
    await unpublish.click();
    const confirm = page.getByRole('dialog', { name: 'Unpublish this episode?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await suite.admin.episode(review.id)).status).toBe('published');
  });

  it('shows the preview dialog with its comments, usable at 390', async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${review.id}`);
    await statusPanel(page).waitFor();
    await page.getByRole('button', { name: 'Preview clip.mp4' }).click();
    const preview = page.getByRole('dialog', { name: 'Video Preview & Comments' });
    await preview.getByText('Trim the silence before the intro').waitFor();
    await animationsSettled(page);
    await expectNoSidewaysPageScroll(page, 'preview dialog');
    await expectNoBlockingViolations(page, 'preview dialog 390');
    await screenshot(page, 'episodes-phone-preview-390x844');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
  });

  it('Manage Episodes is a list of cards with title, status, plays and reachable Open and Delete; the filter speaks the badges’ words', async () => {
    const { page } = suite.tracked;
    await page.goto('/admin');
    const cards = page.getByTestId('episode-card');
    await cards.filter({ hasText: played.title }).waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    const card = cards.filter({ hasText: played.title });
    expect(await card.innerText()).toContain('Published');
    expect(await card.getByTestId('episode-card-plays').innerText()).toBe('3');
    const openLink = card.getByRole('link', { name: `Open ${played.title}` });
    const deleteButton = card.getByRole('button', { name: `Delete ${played.title}` });
    await expectWithinWidth(openLink, PHONE.width, 'Open');
    await expectWithinWidth(deleteButton, PHONE.width, 'Delete');
    await expectNothingScrolledSideways(page, 'manage episodes');
    await expectNoBlockingViolations(page, 'manage episodes 390');
    await screenshot(page, 'episodes-phone-manage-390x844');

    // Delete asks first.
    await deleteButton.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Are you sure you want to delete "${played.title}"? This action cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    // The status filter offers the badges' words, and Review lists exactly the episodes wearing that badge.
    await page.getByRole('combobox', { name: 'Status filter' }).click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).toEqual(['All Episodes', 'Filmed', 'Editing', 'Revise', 'Review', 'Published']);
    await options.filter({ hasText: /^Review$/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="episode-card"]').length === 1);
    expect(await cards.first().innerText()).toContain(waiting.title);

    // Open goes to the episode's detail.
    await cards
      .first()
      .getByRole('link', { name: `Open ${waiting.title}` })
      .click();
    await page.waitForURL(`**/admin/episodes/${waiting.id}`);
    await page.getByRole('heading', { level: 2, name: /Wholesale without a warehouse/ }).waitFor();
    expect(await statusPanel(page).innerText()).toContain('upload the completed edited video');
    // Show notes are rendered Markdown (the server's sanitised HTML), not raw text; the image's handler is gone.
    const notes = page.getByTestId('show-notes');
    expect(await notes.locator('strong').innerText()).toBe('Margins first');
    expect(await notes.locator('li').allInnerTexts()).toEqual(['Pick a supplier', 'Price the shipping']);
    expect(await notes.locator('img').count()).toBe(0);
    expect(await notes.innerText()).not.toContain('**');
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });

  it('shows one plays figure: the cards, the detail and Analytics agree after real plays', async () => {
    const { page } = suite.tracked;
    const fromApi = await suite.admin.episode(played.id);
    expect(fromApi.plays).toBe(3);
    await page.goto(`/admin/episodes/${played.id}`);
    expect(await page.getByTestId('detail-plays').innerText()).toBe('Plays: 3');

    await page.goto('/admin/analytics');
    await page.getByTestId('analytics-chart').locator('.recharts-line').first().waitFor({ state: 'attached' });
    const top = page
      .locator('.ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Top episodes$/ }) })
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: played.title });
    expect((await top.innerText()).split('\t').map((cell) => cell.trim())).toEqual([played.title, '3', '0']);
    const plays = page.locator('.ant-statistic').filter({ hasText: 'Plays' }).locator('.ant-statistic-content-value');
    expect(await plays.innerText()).toBe('3');
    await expectNothingScrolledSideways(page, 'analytics');
    await expectNoBlockingViolations(page, 'analytics 390');
    await screenshot(page, 'episodes-phone-analytics-390x844');
  });

  it('Create Episode with empty fields marks each one with its message, and typing clears it', async () => {
    const { page } = suite.tracked;
    await page.goto('/admin');
    await page.getByRole('button', { name: 'New Episode' }).click();
    await page.getByRole('button', { name: 'Create Episode' }).click();
    await waitForToast(page, 'Please fill in required fields');
    const title = page.getByRole('textbox', { name: 'Title' });
    const description = page.getByRole('textbox', { name: 'Description' });
    const item = (field: Locator) => page.locator('.ant-form-item').filter({ has: field });
    await item(title).getByText('Title is required').waitFor();
    await item(description).getByText('Description is required').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    expect(await item(title).evaluate((element) => element.classList.contains('ant-form-item-has-error'))).toBe(true);
    await expectNothingScrolledSideways(page, 'create episode');
    await expectNoBlockingViolations(page, 'create episode 390');
    await screenshot(page, 'episodes-phone-create-invalid-390x844');
    await title.fill('A title at last');
    await item(title).getByText('Title is required').waitFor({ state: 'detached' });
    expect(await item(description).getByText('Description is required').count()).toBe(1);
    expect(await suite.admin.episodes().then((list) => list.some((episode) => episode.title === 'A title at last'))).toBe(false);
  });

  it('a list that fails to load says so in plain words with Retry, and Retry shows it once the fault is gone', async () => {
    const { page, errors } = suite.tracked;
    // A real fault: the episode table is renamed away under the running server.
    const rename = (from: string, to: string) => withDatabase(suite.product.databaseUrl, (client) => client.query(`ALTER TABLE "${from}" RENAME TO "${to}"`));
    await rename('episode', 'episode_away');
    let restored = false;
    try {
      await page.goto('/admin');
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to load episodes' });
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain('The server could not answer just now. Please try again in a moment.');
      expect(text).not.toMatch(/500|statusCode|\{/);
      // Nothing claims the list is empty.
      expect(await page.getByText('No episodes found').count()).toBe(0);
      await expectNothingScrolledSideways(page, 'failed list');
      await screenshot(page, 'episodes-phone-failed-list-390x844');
      await rename('episode_away', 'episode');
      restored = true;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('episode-card').filter({ hasText: played.title }).waitFor();
      expect(await page.getByText('Failed to load episodes').count()).toBe(0);
    } finally {
      if (!restored) await rename('episode_away', 'episode');
    }
    // Chromium logs the failed answers (the list and the create form's next number) as console errors; nothing else may.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource: the server responded with a status of 500'))).toEqual([]);
    errors.length = 0;
  });

  it('at 1280×800 too: Manage Episodes keeps the table, and axe finds nothing serious on the list, detail, dialogs, create form and Analytics', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url, { width: 1280, height: 800, reducedMotion: true });
    await loginContext(context, suite.product.url);
    try {
      await page.goto('/admin');
      await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: played.title }).waitFor();
      expect(await page.getByTestId('episode-cards').count()).toBe(0);
      await expectNoBlockingViolations(page, 'manage episodes 1280');
      await page.getByRole('button', { name: 'New Episode' }).click();
      await page.getByRole('button', { name: 'Create Episode' }).click();
      await page.getByText('Title is required').waitFor();
      await expectNoBlockingViolations(page, 'create episode 1280');
      await screenshot(page, 'episodes-manage-create-invalid-1280x800');

      await page.goto(`/admin/episodes/${review.id}`);
      await statusPanel(page).getByRole('link', { name: 'View public page' }).waitFor();
      await expectNoBlockingViolations(page, 'detail 1280');
      await screenshot(page, 'episodes-detail-published-1280x800');
      await page.getByRole('button', { name: 'Preview clip.mp4' }).click();
      const preview = page.getByRole('dialog', { name: 'Video Preview & Comments' });
      await preview.getByText('Trim the silence before the intro').waitFor();
      await animationsSettled(page);
      await expectNoBlockingViolations(page, 'preview dialog 1280');
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });

      // The publish dialog, from the edit form's selector on a draft.
      await page.goto(`/admin/episodes/${waiting.id}`);
      await page.getByRole('button', { name: 'Edit Episode' }).click();
      await page.getByRole('combobox', { name: 'Editing Status' }).click();
      await page.locator('.ant-select-item-option', { hasText: /^Publish$/ }).click();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const publish = page.getByRole('dialog', { name: 'Publish this episode?' });
      await publish.getByText('No approved, transcoded video').waitFor();
      await animationsSettled(page);
      await expectNoBlockingViolations(page, 'publish dialog 1280');
      await publish.getByRole('button', { name: 'Cancel' }).click();
      await publish.waitFor({ state: 'hidden' });

      await page.goto('/admin/analytics');
      await page.getByTestId('analytics-chart').locator('.recharts-line').first().waitFor({ state: 'attached' });
      await expectNoBlockingViolations(page, 'analytics 1280');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
