import type { Locator, Page } from 'playwright-core';
import type { EpisodeFields } from '../../e2e/harness/admin-api';
import { mouseDrag } from '../../e2e/harness/admin-screens';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';

const column = (page: Page, id: string) => page.getByTestId(`kanban-column-${id}`);
const card = (page: Page, id: number) => page.getByTestId(`kanban-card-${id}`);

async function expectInColumn(page: Page, episodeId: number, columnId: string): Promise<void> {
  await column(page, columnId).getByTestId(`kanban-card-${episodeId}`).waitFor({ state: 'visible', timeout: 10_000 });
}

/** Picks the card up by its move handle with Space, moves it `steps` columns with the arrow keys, drops it with Space. */
async function keyboardDrag(page: Page, source: Locator, steps: number): Promise<void> {
  await source.getByRole('button', { name: /^Move / }).focus();
  await page.keyboard.press('Space');
  // dnd-kit measures the droppables after pick-up; each arrow then jumps one column.
  await page.waitForTimeout(200);
  for (let index = 0; index < Math.abs(steps); index += 1) {
    await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForTimeout(200);
  }
  await page.keyboard.press('Space');
}

/** Publishing asks first (issue 12): these episodes have no video, so the dialog needs "Publish without video". */
async function confirmPublish(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Publish this episode?' });
  await dialog.getByRole('checkbox', { name: 'Publish without video' }).check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Editing Workflow board (/admin/editing)', () => {
  const suite = useAdminPage({ width: 1680, height: 1000 });
  const create = (fields: EpisodeFields) => suite.admin.createEpisode({ description: 'A conversation about growth', ...fields });
  const waitForEpisode = (id: number, expected: Record<string, unknown>) => suite.admin.episodeReaching(id, expected);

  it('shows five columns with their cards and texts', async () => {
    const guest = await create({ title: 'Pricing for SaaS', guestName: 'Ada Lovelace', episodeNumber: 11 });
    const solo = await create({ title: 'A solo episode', episodeNumber: 12 });
    const review = await create({ title: 'Waiting for review', episodeNumber: 13 });
    await suite.admin.updateEpisode(review.id, { editingStatus: 'review' });
    const published = await create({ title: 'Already out', episodeNumber: 14, status: 'published', publishWithoutVideo: true });
    const { page } = suite.tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, guest.id, 'raw');
    for (const [id, title] of [
      ['raw', 'Filmed'],
      ['editing', 'Editing'],
      ['revise', 'Revise'],
      ['final', 'Review'],
      ['publish', 'Publish'],
    ]) {
      expect(await column(page, id!).getByRole('heading').innerText()).toContain(title);
    }
    expect(await column(page, 'publish').innerText()).toContain('Drop episodes here to publish to main catalog');
    const guestCard = await card(page, guest.id).innerText();
    expect(guestCard).toContain('Ada Lovelace');
    expect(guestCard).toContain('Episode #11');
    expect(guestCard).toContain('Pricing for SaaS');
    const soloCard = await card(page, solo.id).innerText();
    expect(soloCard).toContain('A solo episode');
    expect(soloCard).toContain('Episode #12');
    await expectInColumn(page, review.id, 'final');
    expect(await card(page, published.id).count()).toBe(0);
    expect(
      await column(page, 'revise')
        .getByRole('button', { name: /Start Edit|To Review|Publish/ })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('link', { name: 'View Site' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'editing-board');
  });

  it('moves a card forward with Start Edit, To Review and Publish', async () => {
    const episode = await create({ title: 'Button journey', guestName: 'Grace Hopper', episodeNumber: 21 });
    const { page } = suite.tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    await card(page, episode.id).getByRole('button', { name: 'Start Edit: Grace Hopper' }).click();
    await expectInColumn(page, episode.id, 'editing');
    await waitForEpisode(episode.id, { editingStatus: 'editing' });
    await card(page, episode.id).getByRole('button', { name: 'To Review: Grace Hopper' }).click();
    await expectInColumn(page, episode.id, 'final');
    await waitForEpisode(episode.id, { editingStatus: 'final', status: 'draft' });
    await card(page, episode.id).getByRole('button', { name: 'Publish: Grace Hopper' }).click();
    await confirmPublish(page);
    await card(page, episode.id).waitFor({ state: 'detached' });
    await waitForEpisode(episode.id, { status: 'published', editingStatus: 'final' });
    // A fresh load agrees: published episodes are off the board.
    const marker = await create({ title: 'Still filmed', episodeNumber: 22 });
    await page.reload();
    await expectInColumn(page, marker.id, 'raw');
    expect(await card(page, episode.id).count()).toBe(0);
  });

  it('drags a card with the mouse through every column and publishes it', async () => {
    const episode = await create({ title: 'Mouse journey', episodeNumber: 31 });
    const { page } = suite.tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    for (const target of ['editing', 'revise', 'final', 'raw', 'final']) {
      await mouseDrag(page, card(page, episode.id), column(page, target));
      await expectInColumn(page, episode.id, target);
      await waitForEpisode(episode.id, { editingStatus: target });
    }
    await mouseDrag(page, card(page, episode.id), column(page, 'publish'));
    await confirmPublish(page);
    await card(page, episode.id).waitFor({ state: 'detached' });
    await waitForEpisode(episode.id, { status: 'published', editingStatus: 'final' });
  });

  it('drags a card with the keyboard, column by column, and publishes it', async () => {
    const episode = await create({ title: 'Keyboard journey', episodeNumber: 41 });
    const { page } = suite.tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    await keyboardDrag(page, card(page, episode.id), 1);
    await expectInColumn(page, episode.id, 'editing');
    await waitForEpisode(episode.id, { editingStatus: 'editing' });
    await keyboardDrag(page, card(page, episode.id), 1);
    await expectInColumn(page, episode.id, 'revise');
    await waitForEpisode(episode.id, { editingStatus: 'revise' });
    await keyboardDrag(page, card(page, episode.id), 1);
    await expectInColumn(page, episode.id, 'final');
    await waitForEpisode(episode.id, { editingStatus: 'final' });
    await keyboardDrag(page, card(page, episode.id), -3);
    await expectInColumn(page, episode.id, 'raw');
    await waitForEpisode(episode.id, { editingStatus: 'raw' });
    await keyboardDrag(page, card(page, episode.id), 4);
    await confirmPublish(page);
    await card(page, episode.id).waitFor({ state: 'detached' });
    await waitForEpisode(episode.id, { status: 'published', editingStatus: 'final' });
  });

  it('opens the episode detail when a card is clicked', async () => {
    const episode = await create({ title: 'Click me', episodeNumber: 51 });
    const { page } = suite.tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    await card(page, episode.id).click({ position: { x: 150, y: 30 } });
    // The detail screen belongs to mfe-episodes (its own tests open it): this remote's part is the address.
    await page.waitForURL(`**/admin/episodes/${episode.id}`);
  });
});
