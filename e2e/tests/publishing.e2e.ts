import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage, screenshot, type TrackedPage } from '../harness/browser';
import { startProduct, type Product } from '../harness/product';
import { AdminApi } from '../harness/admin-api';
import { adminToast, mouseDrag } from '../harness/admin-screens';
import { expectNoBlockingViolations, WCAG_AA } from '../harness/axe';
import { makeTestClip, makeTestMp3 } from '../harness/test-media';
import { until } from '../harness/until';
import { expectNoCoveredControls, expectNoSidewaysPageScroll } from './admin-layout-checks';

/**
 * Safe publishing (issue 12): every path that makes an episode public asks in one dialog, publishing
 * without a transcoded video needs "Publish without video", a toast links to the public page and
 * offers Undo, the detail's status is part of its form, published episodes can be unpublished, and
 * the episode screens fit laptops and phones. Each flow runs at 1280×800 and at 390×844.
 */

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const axe = (page: Page, where: string) => expectNoBlockingViolations(page, where, WCAG_AA);

const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });
const card = (page: Page, id: number) => page.getByTestId(`kanban-card-${id}`);
const column = (page: Page, id: string) => page.getByTestId(`kanban-column-${id}`);

async function chooseOption(page: Page, combobox: Locator, label: string): Promise<void> {
  await combobox.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${label}$`) }).click();
}

/** One episode of Manage Episodes: a table row on a laptop, a card on a phone (issue 29). */
const EPISODE_ITEM = '.ant-table-tbody tr.ant-table-row, [data-testid="episode-card"]';
describe('safe publishing and the episode screens at 1280×800 and 390×844', () => {
  let product: Product;
  let browser: Browser;
  let client: AdminApi;
  let dir: string;
  let clip: string;
  let number = 100;

  const episode = (id: number) => client.episode(id);
  const create = (title: string, fields: Record<string, unknown> = {}) =>
    client.createEpisode({ title, description: `About ${title}`, episodeNumber: (number += 1), ...fields });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'publishing-e2e-'));
    clip = join(dir, 'approved-cut.mp4');
    makeTestClip(clip, { seconds: 2 });
    product = await startProduct({ TRANSCODE_ATTEMPTS: '1' });
    browser = await launchBrowser();
    client = await AdminApi.login(product.url);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe.each(SIZES)('at $width×$height', ({ name, width, height }) => {
    let tracked: TrackedPage;

    beforeAll(async () => {
      tracked = await openPage(browser, product.url, { width, height, reducedMotion: true });
      await loginContext(tracked.context, product.url);
    });

    afterAll(async () => {
      await tracked?.context.close();
    });

    afterEach(() => {
      expect(tracked.errors).toEqual([]);
    });

    it('Editing board: Publish asks first, names the episode, needs "Publish without video", then offers the public page and Undo', async () => {
      const { page } = tracked;
      const target = await create(`Board publish ${name}`, { guestName: 'Ada Lovelace' });
      await client.updateEpisode(target.id, { editingStatus: 'final' });
      await page.goto('/admin/editing');
      await column(page, 'final').getByTestId(`kanban-card-${target.id}`).waitFor();
      await expectNoSidewaysPageScroll(page, `board ${name}`);
      await axe(page, `board ${name}`);
      await screenshot(page, `publishing-board-${name}`);

      await card(page, target.id).getByRole('button', { name: 'Publish: Ada Lovelace' }).click();
      const confirm = dialog(page, 'Publish this episode?');
      await confirm.getByText(`Episode #${target.episodeNumber}: Board publish ${name}`).waitFor();
      await confirm.getByText('Ada Lovelace').waitFor();
      await confirm.getByText('No edited video', { exact: true }).waitFor();
      await confirm.getByText('visitors will see "No video available"').waitFor();
      const publish = confirm.getByRole('button', { name: 'Publish', exact: true });
      expect(await publish.isDisabled()).toBe(true);
      await axe(page, `publish dialog ${name}`);
      await screenshot(page, `publishing-dialog-no-video-${name}`);
      await expectNoCoveredControls(page, `publish dialog ${name}`, '.ant-modal');

      // Cancel: nothing is stored and the card stays in Review.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await episode(target.id)).toMatchObject({ status: 'draft', editingStatus: 'final' });
      await column(page, 'final').getByTestId(`kanban-card-${target.id}`).waitFor();

      await card(page, target.id).getByRole('button', { name: 'Publish: Ada Lovelace' }).click();
      await confirm.getByRole('checkbox', { name: 'Publish without video' }).check();
      await publish.click();
      const published = adminToast(page, `"Board publish ${name}" is now public.`);
      await published.waitFor();
      expect(await published.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe(`/episodes/${target.id}`);
      await card(page, target.id).waitFor({ state: 'detached' });
      expect(await episode(target.id)).toMatchObject({ status: 'published', editingStatus: 'final' });
      await screenshot(page, `publishing-toast-${name}`);

      await published.getByRole('button', { name: 'Undo' }).click();
      await adminToast(page, `"Board publish ${name}" is a draft again.`).waitFor();
      await until(
        'the undo',
        () => episode(target.id),
        (value) => value.status === 'draft',
      );
      await column(page, 'final').getByTestId(`kanban-card-${target.id}`).waitFor();
    });

    it('Editing board: a drop on Publish (on a phone: Move to… Publish) asks too, and Cancel keeps the card where it was', async () => {
      const { page } = tracked;
      const target = await create(`Dropped ${name}`);
      await client.updateEpisode(target.id, { editingStatus: 'final' });
      await page.goto('/admin/editing');
      await column(page, 'final').getByTestId(`kanban-card-${target.id}`).waitFor();
      // Five columns fit on a laptop; on a phone they stack (issue 29): nothing scrolls sideways.
      const board = await page.getByTestId('kanban-board').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(board.scroll).toBeLessThanOrEqual(board.client + 1);
      await expectNoSidewaysPageScroll(page, `board ${name}`);
      await expectNoCoveredControls(page, `board ${name}`);
      if (name === 'desktop') {
        await mouseDrag(page, card(page, target.id), column(page, 'publish'));
      } else {
        // On a phone the card's "Move to…" menu is the drop without the drag.
        await card(page, target.id)
          .getByRole('button', { name: /^Move to…: / })
          .click();
        await page.getByRole('menuitem', { name: 'Publish', exact: true }).click();
      }
      const confirm = dialog(page, 'Publish this episode?');
      await confirm.getByText(`Episode #${target.episodeNumber}: Dropped ${name}`).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await column(page, 'final').getByTestId(`kanban-card-${target.id}`).waitFor();
      expect((await episode(target.id)).status).toBe('draft');
    });

    it('Episode detail: the status selector is part of the form; Cancel restores it; Save with Publish asks first', async () => {
      const { page } = tracked;
      const target = await create(`Detail status ${name}`, { guestName: 'Grace Hopper' });
      await client.updateEpisode(target.id, { editingStatus: 'editing' });
      await page.goto(`/admin/episodes/${target.id}`);
      await page.getByRole('heading', { name: `Episode #${target.episodeNumber}` }).waitFor();
      await page.getByText('Final edited video (MP4, MOV) - up to 1GB').waitFor();
      await expectNoCoveredControls(page, `detail ${name}`);
      await page.getByRole('button', { name: 'Edit Episode' }).click();
      const selector = page.getByRole('combobox', { name: 'Editing Status' });
      let patches = 0;
      const countPatch = (request: { method: () => string; url: () => string }) => {
        if (request.method() === 'PATCH' && request.url().includes(`/api/admin/episodes/${target.id}`)) patches += 1;
      };
      page.on('request', countPatch);
      await chooseOption(page, selector, 'Revise');
      await page.getByRole('textbox', { name: 'Title' }).fill('A title never saved');
      await page.waitForTimeout(300);
      expect(patches).toBe(0);
      expect(await episode(target.id)).toMatchObject({ editingStatus: 'editing', title: `Detail status ${name}` });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Editing', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Edit Episode' }).click();
      expect(await page.locator('.ant-select', { has: selector }).innerText()).toContain('Editing');
      expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(`Detail status ${name}`);

      // A bad duration names the formats that work, and nothing is sent.
      await page.getByRole('textbox', { name: 'Duration' }).fill('45 minutes');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('"45 minutes" is not a duration. Use minutes:seconds (42:18), hours:minutes:seconds (1:02:03) or whole minutes (45).').waitFor();
      expect(patches).toBe(0);
      await page.getByRole('textbox', { name: 'Duration' }).fill('1:02:03');

      await chooseOption(page, selector, 'Publish');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const confirm = dialog(page, 'Publish this episode?');
      await confirm.getByText(`Episode #${target.episodeNumber}: Detail status ${name}`).waitFor();
      await confirm.getByText('Grace Hopper').waitFor();
      expect(patches).toBe(0);
      await confirm.getByRole('checkbox', { name: 'Publish without video' }).check();
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await adminToast(page, 'Episode status changed to Published.').waitFor();
      page.off('request', countPatch);
      expect(patches).toBe(1);
      expect(await episode(target.id)).toMatchObject({ status: 'published', editingStatus: 'final', duration: '1:02:03' });
      await expectNoSidewaysPageScroll(page, `detail ${name}`);
      await axe(page, `detail ${name}`);
      await screenshot(page, `publishing-detail-${name}`);

      // Unpublish from the detail, with a confirmation.
      await page.getByRole('button', { name: 'Unpublish' }).click();
      const unpublish = dialog(page, 'Unpublish this episode?');
      await unpublish.getByText(`"Detail status ${name}" goes back to draft`).waitFor();
      await axe(page, `unpublish dialog ${name}`);
      await unpublish.getByRole('button', { name: 'Unpublish' }).click();
      await adminToast(page, 'Episode status changed to Draft.').waitFor();
      expect(await episode(target.id)).toMatchObject({ status: 'draft', editingStatus: 'final' });
    });

    it('Approve & Publish shows the video that will play; a transcoded one needs no acknowledgement', async () => {
      const { page } = tracked;
      const target = await create(`Approved ${name}`, { guestName: 'Katherine Johnson' });
      await page.goto(`/admin/episodes/${target.id}`);
      await page.getByRole('heading', { name: `Episode #${target.episodeNumber}` }).waitFor();
      await page.locator('input[aria-label="Completed Edited Video"]').setInputFiles(clip);
      await adminToast(page, 'Edited video uploaded successfully!').waitFor({ timeout: 15_000 });
      const assets = await until(
        'transcoding',
        () => client.videoAssets(target.id),
        (list) => list.some((asset) => asset.transcodingStatus === 'completed'),
        90_000,
      );
      await page.getByText('720p and 480p ready').first().waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Approve & Publish' }).click();
      const confirm = dialog(page, 'Publish this episode?');
      await confirm.getByText('approved-cut.mp4 (Version 1) · 720p and 480p ready').waitFor();
      await confirm.getByText('Visitors will watch "approved-cut.mp4" in 720p and 480p.').waitFor();
      expect(await confirm.getByRole('checkbox').count()).toBe(0);
      await screenshot(page, `publishing-dialog-video-${name}`);
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await adminToast(page, 'Episode status changed to Published.').waitFor();
      expect(await episode(target.id)).toMatchObject({ status: 'published', editingStatus: 'final', finalVideoAssetId: assets[0]!.id });
    });

    it('Manage Episodes: Published filter from the board, Unpublish with a confirmation, and a harder warning to delete a published episode', async () => {
      const { page } = tracked;
      const live = await create(`Live ${name}`, { status: 'published', publishWithoutVideo: true });
      const doomed = await create(`Doomed ${name}`, { status: 'published', publishWithoutVideo: true });
      await page.goto('/admin/editing');
      await page.getByTestId('published-episodes-link').click();
      await page.waitForURL((url) => url.pathname === '/admin/episodes' && url.searchParams.get('status') === 'published');
      // A table row on a laptop, a card on a phone (issue 29).
      const row = page.locator(EPISODE_ITEM, { hasText: `Live ${name}` });
      await row.waitFor();
      expect(await page.locator(EPISODE_ITEM, { hasText: 'Seed' }).count()).toBe(0);
      await axe(page, `manage ${name}`);
      await screenshot(page, `publishing-manage-published-${name}`);

      await page.getByRole('button', { name: `Unpublish Live ${name}` }).click();
      const unpublish = dialog(page, 'Unpublish this episode?');
      await unpublish.getByRole('button', { name: 'Unpublish' }).click();
      await adminToast(page, `"Live ${name}" is a draft again.`).waitFor();
      expect((await episode(live.id)).status).toBe('draft');
      await row.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: `Delete Doomed ${name}` }).click();
      const remove = dialog(page, 'Delete a published episode');
      await remove.getByText('This episode is live on the public site').waitFor();
      await remove.getByText(`Are you sure you want to delete "Doomed ${name}"? This action cannot be undone.`).waitFor();
      await axe(page, `delete dialog ${name}`);
      await screenshot(page, `publishing-delete-published-${name}`);
      await remove.getByRole('button', { name: 'Delete' }).click();
      await adminToast(page, `"Doomed ${name}" was deleted.`).waitFor();
      await until(
        'the delete',
        () => client.episodes(),
        (list) => !list.some((item) => item.id === doomed.id),
      );
    });

    it('Create form: the next free number by default, and creating as Published goes through the dialog', async () => {
      const { page } = tracked;
      await create(`Before the form ${name}`);
      await page.goto('/admin');
      await page.locator(EPISODE_ITEM).first().waitFor();
      const highest = Math.max(...(await client.episodes()).map((item) => item.episodeNumber));
      await page.getByRole('button', { name: 'New Episode' }).click();
      const form = page.locator('form');
      expect(await form.getByRole('spinbutton', { name: 'Episode Number' }).inputValue()).toBe(String(highest + 1));
      await expectNoSidewaysPageScroll(page, `create panel ${name}`);
      await axe(page, `create panel ${name}`);
      await form.getByRole('textbox', { name: 'Title' }).fill(`Created live ${name}`);
      await form.getByRole('textbox', { name: 'Description' }).fill('Made public from the create form');
      await chooseOption(page, form.getByRole('combobox', { name: 'Status' }), 'Published');
      await form.getByRole('button', { name: 'Create Episode' }).click();
      const confirm = dialog(page, 'Publish this episode?');
      await confirm.getByText(`Episode #${highest + 1}: Created live ${name}`).waitFor();
      await confirm.getByRole('checkbox', { name: 'Publish without video' }).check();
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await adminToast(page, 'Episode created successfully and published.').waitFor();
      const created = (await client.episodes()).find((item) => item.title === `Created live ${name}`);
      expect(created).toMatchObject({ status: 'published', episodeNumber: highest + 1 });
      // The form is ready for the next one with the next number.
      await until(
        'the next number',
        () => form.getByRole('spinbutton', { name: 'Episode Number' }).inputValue(),
        (value) => value === String(highest + 2),
      );
    });

    it('Manage Episodes fits: every column on a laptop; on a phone each episode is a card whose actions are in reach', async () => {
      const { page } = tracked;
      const long = `A long title that has to share the table with every other column ${name}`;
      await create(long, { guestName: 'Maximiliana Featherstonehaugh' });
      await page.goto('/admin');
      await page.locator(EPISODE_ITEM).first().waitFor();
      await expectNoSidewaysPageScroll(page, `manage ${name}`);
      if (name === 'desktop') {
        const table = await page
          .locator('.ant-table-content, .ant-table-body')
          .first()
          .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
        expect(table.scroll).toBeLessThanOrEqual(table.client + 1);
      } else {
        // Issue 29: no table to scroll sideways; the card's Open and Delete lie inside the window.
        expect(await page.locator('.ant-table').count()).toBe(0);
        const card = page.locator(EPISODE_ITEM, { hasText: long });
        for (const action of [card.getByRole('link', { name: `Open ${long}` }), card.getByRole('button', { name: `Delete ${long}` })]) {
          const box = (await action.boundingBox())!;
          expect(box.x >= 0 && box.x + box.width <= 390).toBe(true);
        }
      }
      await expectNoCoveredControls(page, `manage ${name}`);
      await axe(page, `manage ${name}`);
      await screenshot(page, `publishing-manage-${name}`);
    });

    it('uploads: a sixth raw file keeps "Too many files" visible, rows keep the chosen order, small files show KB', async () => {
      const { page } = tracked;
      const target = await create(`Uploads ${name}`);
      const names = ['e-first.mp3', 'a-second.mp3', 'd-third.mp3', 'b-fourth.mp3', 'c-fifth.mp3', 'f-sixth.mp3'];
      // Six short real MP3s, each far under 1 MB.
      const files = names.map((file, index) => {
        const path = join(dir, `${name}-${file}`);
        makeTestMp3(path, { frequency: 300 + index * 50 });
        return path;
      });
      await page.goto(`/admin/episodes/${target.id}`);
      await page.getByRole('heading', { name: `Episode #${target.episodeNumber}` }).waitFor();
      await page.locator('input[aria-label="Raw Media Files"]').setInputFiles(files);
      const rejection = page.getByTestId('dropzone-rejection');
      await rejection.getByText(/Too many files/).waitFor();
      await until(
        'five uploads',
        () => client.videoAssets(target.id),
        (list) => list.length === 5,
      );
      await page.getByRole('list', { name: 'Raw files' }).getByTestId('media-file-row').nth(4).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Uploading"]').length === 0);
      // Still there after every upload toast replaced the rejection toast.
      expect(await rejection.innerText()).toContain('Too many files');
      const rows = page.getByRole('list', { name: 'Raw files' }).getByTestId('media-file-row');
      const shown = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      expect(shown).toEqual(names.slice(0, 5).map((file) => `${name}-${file}`));
      const firstRow = await rows.first().innerText();
      expect(firstRow).toMatch(/\b\d+ KB\b/);
      expect(firstRow).not.toContain('0 MB');
      await expectNoSidewaysPageScroll(page, `uploads ${name}`);
      await axe(page, `uploads ${name}`);
      await screenshot(page, `publishing-uploads-${name}`);
    });
  });

  it('at 1440×900 too, Manage Episodes shows every column and the five Kanban columns fit', async () => {
    const tracked = await openPage(browser, product.url, { width: 1440, height: 900, reducedMotion: true });
    try {
      await loginContext(tracked.context, product.url);
      const { page } = tracked;
      await create('Wide screen episode');
      await page.goto('/admin');
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await expectNoSidewaysPageScroll(page, 'manage 1440');
      const table = await page
        .locator('.ant-table-content, .ant-table-body')
        .first()
        .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(table.scroll).toBeLessThanOrEqual(table.client + 1);
      const headers = await page.locator('.ant-table-thead th').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual(['#', 'Episode', 'Guest', 'Status', 'Duration', 'Plays', 'Created', 'Actions']);
      await screenshot(page, 'publishing-manage-1440');
      await page.goto('/admin/editing');
      await page.getByText('Drop episodes here to publish to main catalog').waitFor();
      const board = await page.getByTestId('kanban-board').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(board.scroll).toBeLessThanOrEqual(board.client + 1);
      await expectNoSidewaysPageScroll(page, 'board 1440');
      await screenshot(page, 'publishing-board-1440');
      expect(tracked.errors).toEqual([]);
    } finally {
      await tracked.context.close();
    }
  });
});
