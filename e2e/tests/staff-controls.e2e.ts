import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto } from '@podcast/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { AdminApi } from '../harness/admin-api';
import { createStaff } from '../harness/admin-cli';
import { expectNoBlockingViolations } from '../harness/axe';
import { openPage, screenshot } from '../harness/browser';
import { useProductAndBrowser } from '../harness/suite';
import { makeTestClip } from '../harness/test-media';

const VIEWER = { email: 'viewer.controls@example.com', password: 'a viewer person password' };
const EDITOR = { email: 'editor.controls@example.com', password: 'an editor person password' };
const DESKTOP = { width: 1280, height: 800 };
const DRAFT_TITLE = 'A draft under review';
const PUBLISHED_TITLE = 'A public episode';

async function logInAs(context: BrowserContext, baseURL: string, person: { email: string; password: string }): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/admin/login`, {
    data: { username: person.email, password: person.password },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`Login of ${person.email} failed: ${response.status()} ${await response.text()}`);
}

const buttons = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).count();

/**
 * Issue 31: a role sees only the controls it may use. A Viewer looks at an episode (its video, its
 * comments, its review links) with nothing to change; an Editor edits but has no Publish, Unpublish or
 * Delete of a published episode, and no Publish column on the Editing board. (An Owner's controls are
 * the subject of every other admin test.)
 */
describe('staff roles: the Episodes and Editing screens show only what the role may do', () => {
  const suite = useProductAndBrowser();
  let draft: AdminEpisodeDto;
  let published: AdminEpisodeDto;

  beforeAll(async () => {
    // The clip first: made while connections sit idle, it could outlast the server's keep-alive timeout.
    const clip = makeTestClip(join(mkdtempSync(join(tmpdir(), 'staff-controls-')), 'clip.mp4'), { seconds: 2, size: '640x360' });
    const admin = await AdminApi.login(suite.product.url);
    draft = await admin.draftEpisode({ title: DRAFT_TITLE, description: 'An edited video waits for a decision.', episodeNumber: 1 });
    await admin.updateEpisode(draft.id, { editingStatus: 'final' });
    const video = await admin.uploadTranscodedVideo(draft.id, clip, 180_000);
    await admin.request('POST', `/api/admin/video-assets/${video.id}/comments`, { text: 'Tighten the intro', timecodeSec: 1 });
    await admin.request('POST', `/api/admin/video-assets/${video.id}/review-links`, { guestName: 'Ada', expiresInDays: 7 });
    published = await admin.publishedEpisode({ title: PUBLISHED_TITLE, description: 'Already public.', episodeNumber: 2 });
    await createStaff(suite.product, VIEWER.email, VIEWER.password, 'viewer');
    await createStaff(suite.product, EDITOR.email, EDITOR.password, 'editor');
  }, 240_000);

  it('a Viewer reads the list, the episode, its video and comments, and changes nothing', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url, { ...DESKTOP, reducedMotion: true });
    await logInAs(context, suite.product.url, VIEWER);
    await page.goto('/admin/episodes');
    await page.getByRole('heading', { name: 'Manage Episodes' }).waitFor();
    await page.getByText(PUBLISHED_TITLE).first().waitFor();
    await page.getByText('You can look at the episodes. Your role does not change them.').waitFor();
    expect(await buttons(page, /New Episode/)).toBe(0);
    expect(await buttons(page, /^(Delete|Unpublish) /)).toBe(0);

    await page.goto(`/admin/episodes/${draft.id}`);
    await page.getByRole('heading', { name: DRAFT_TITLE }).waitFor();
    await page.getByText('clip.mp4').first().waitFor();
    await page.getByText('Version 1 for Ada').waitFor();
    await page.getByText('You can look at this episode, its files, comments and review links. Your role does not change them.').waitFor();
    for (const name of [/Edit Episode/, /^Revise$/, /Approve & Publish/, /Upload artwork/, /^Use frame$/, /^Delete /, /^Revoke /, /Create review link/]) {
      expect(await buttons(page, name)).toBe(0);
    }
    expect(await page.getByText('Choose Edited Video').count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    await expectNoBlockingViolations(page, 'episode detail as a Viewer');
    await screenshot(page, 'staff-controls-viewer-detail');

    // The preview plays and lists the comments, without the form or the resolve and delete buttons.
    await page.getByRole('button', { name: 'Preview clip.mp4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video Preview & Comments' });
    await dialog.getByText('Tighten the intro').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Add a comment at this timestamp...' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /Add Comment|^(Resolve|Reopen|Delete) comment/ }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /Use current frame/ }).count()).toBe(0);
    await expectNoBlockingViolations(page, 'video preview as a Viewer');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an Editor edits and revises, but neither publishes, unpublishes nor deletes a published episode', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url, { ...DESKTOP, reducedMotion: true });
    await logInAs(context, suite.product.url, EDITOR);
    await page.goto('/admin/episodes');
    await page.getByRole('heading', { name: 'Manage Episodes' }).waitFor();
    await page.getByRole('button', { name: `Delete ${DRAFT_TITLE}` }).waitFor();
    expect(await buttons(page, `Delete ${PUBLISHED_TITLE}`)).toBe(0);
    expect(await buttons(page, `Unpublish ${PUBLISHED_TITLE}`)).toBe(0);
    expect(await buttons(page, /New Episode/)).toBe(1);

    await page.goto(`/admin/episodes/${draft.id}`);
    await page.getByRole('heading', { name: DRAFT_TITLE }).waitFor();
    const panel = page.getByTestId('status-panel');
    await panel.getByRole('button', { name: 'Revise' }).waitFor();
    expect(await panel.getByRole('button', { name: /Approve & Publish/ }).count()).toBe(0);
    await panel.getByText('Publishing it is for an Owner or a Producer.', { exact: false }).waitFor();
    expect(await buttons(page, /Edit Episode/)).toBe(1);
    await page.getByText('Choose Edited Video').waitFor();

    await page.goto(`/admin/episodes/${published.id}`);
    await page.getByRole('heading', { name: PUBLISHED_TITLE }).waitFor();
    await page.getByText(/Public since/).waitFor();
    await page.getByText('Publishing and unpublishing are for an Owner or a Producer.').waitFor();
    expect(await buttons(page, 'Unpublish')).toBe(0);
    // Editing a published episode's fields stays open; its status selector does not (that would unpublish it).
    await page.getByRole('button', { name: /Edit Episode/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Editing Status' }).count()).toBe(0);
    await expectNoBlockingViolations(page, 'published episode as an Editor');

    // The board: Start Edit and the editing columns, no Publish button, menu entry or column, and the note.
    await page.goto('/admin/editing');
    await page.getByRole('heading', { name: 'Editing Workflow' }).waitFor();
    await page.getByTestId(`kanban-card-${draft.id}`).waitFor();
    await page
      .getByText('You can move episodes between the editing columns. Publishing is for an Owner or a Producer, so there is no Publish column.')
      .waitFor();
    expect(await page.getByTestId('kanban-column-publish').count()).toBe(0);
    expect(await page.getByText(/Drop episodes here to publish/).count()).toBe(0);
    expect(await buttons(page, /^Publish: /)).toBe(0);
    await page.getByRole('button', { name: `Move to…: ${DRAFT_TITLE}` }).click();
    // The card's menu opens in a portal (the sidebar is a menu too).
    const menu = page.locator('.ant-dropdown').getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Revise' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Filmed', 'Editing', 'Revise']);
    await page.keyboard.press('Escape');
    await expectNoBlockingViolations(page, 'Editing board as an Editor');
    await screenshot(page, 'staff-controls-editor-board');
    expect(errors).toEqual([]);
    await context.close();
  });
});
