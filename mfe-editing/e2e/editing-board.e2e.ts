import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage, screenshot, type TrackedPage } from '../../e2e/harness/browser';
import { startProduct, type Product } from '../../e2e/harness/product';

interface Episode {
  id: number;
  title: string;
  status: string;
  editingStatus: string | null;
}

/** The admin API through the logged-in browser context (same cookies; Origin for the same-origin guard). */
function adminApi(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: baseURL };
  return {
    create: async (body: Record<string, unknown>): Promise<Episode> => {
      const response = await request.post(`${baseURL}/api/episodes`, { data: { description: 'A conversation about growth', ...body }, headers });
      if (!response.ok()) throw new Error(`create failed: ${response.status()} ${await response.text()}`);
      return (await response.json()) as Episode;
    },
    patch: async (id: number, body: Record<string, unknown>): Promise<void> => {
      const response = await request.patch(`${baseURL}/api/admin/episodes/${id}`, { data: body, headers });
      if (!response.ok()) throw new Error(`patch failed: ${response.status()} ${await response.text()}`);
    },
    get: async (id: number): Promise<Episode> => (await (await request.get(`${baseURL}/api/admin/episodes/${id}`)).json()) as Episode,
  };
}

const column = (page: Page, id: string) => page.getByTestId(`kanban-column-${id}`);
const card = (page: Page, id: number) => page.getByTestId(`kanban-card-${id}`);

async function expectInColumn(page: Page, episodeId: number, columnId: string): Promise<void> {
  await column(page, columnId).getByTestId(`kanban-card-${episodeId}`).waitFor({ state: 'visible', timeout: 10_000 });
}

/** Waits until the server reports the episode in the given state (the board saves asynchronously). */
async function waitForEpisode(api: ReturnType<typeof adminApi>, id: number, expected: Partial<Episode>): Promise<Episode> {
  const deadline = Date.now() + 10_000;
  let last: Episode | null = null;
  while (Date.now() < deadline) {
    last = await api.get(id);
    if (Object.entries(expected).every(([key, value]) => last?.[key as keyof Episode] === value)) return last;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Episode ${id} never reached ${JSON.stringify(expected)}; last ${JSON.stringify(last)}`);
}

/** Drags with real mouse events: press, a few small moves past the activation distance, then to the target. */
async function mouseDrag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Nothing to drag or nowhere to drop');
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 2 });
  await page.mouse.up();
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
  let product: Product;
  let browser: Browser;
  let tracked: TrackedPage;
  let api: ReturnType<typeof adminApi>;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    tracked = await openPage(browser, product.url, { width: 1680, height: 1000, reducedMotion: true });
    await loginContext(tracked.context, product.url);
    api = adminApi(tracked.context.request, product.url);
  });

  afterAll(async () => {
    await tracked?.context.close();
    await browser?.close();
    await product?.stop();
  });

  afterEach(() => {
    expect(tracked.errors).toEqual([]);
  });

  it('shows five columns with their cards and texts', async () => {
    const guest = await api.create({ title: 'Pricing for SaaS', guestName: 'Ada Lovelace', episodeNumber: 11 });
    const solo = await api.create({ title: 'A solo episode', episodeNumber: 12 });
    const review = await api.create({ title: 'Waiting for review', episodeNumber: 13 });
    await api.patch(review.id, { editingStatus: 'review' });
    const published = await api.create({ title: 'Already out', episodeNumber: 14, status: 'published', publishWithoutVideo: true });
    const { page } = tracked;
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
    const episode = await api.create({ title: 'Button journey', guestName: 'Grace Hopper', episodeNumber: 21 });
    const { page } = tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    await card(page, episode.id).getByRole('button', { name: 'Start Edit: Grace Hopper' }).click();
    await expectInColumn(page, episode.id, 'editing');
    await waitForEpisode(api, episode.id, { editingStatus: 'editing' });
    await card(page, episode.id).getByRole('button', { name: 'To Review: Grace Hopper' }).click();
    await expectInColumn(page, episode.id, 'final');
    await waitForEpisode(api, episode.id, { editingStatus: 'final', status: 'draft' });
    await card(page, episode.id).getByRole('button', { name: 'Publish: Grace Hopper' }).click();
    await confirmPublish(page);
    await card(page, episode.id).waitFor({ state: 'detached' });
    await waitForEpisode(api, episode.id, { status: 'published', editingStatus: 'final' });
    // A fresh load agrees: published episodes are off the board.
    const marker = await api.create({ title: 'Still filmed', episodeNumber: 22 });
    await page.reload();
    await expectInColumn(page, marker.id, 'raw');
    expect(await card(page, episode.id).count()).toBe(0);
  });

  it('drags a card with the mouse through every column and publishes it', async () => {
    const episode = await api.create({ title: 'Mouse journey', episodeNumber: 31 });
    const { page } = tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    for (const target of ['editing', 'revise', 'final', 'raw', 'final']) {
      await mouseDrag(page, card(page, episode.id), column(page, target));
      await expectInColumn(page, episode.id, target);
      await waitForEpisode(api, episode.id, { editingStatus: target });
    }
    await mouseDrag(page, card(page, episode.id), column(page, 'publish'));
    await confirmPublish(page);
    await card(page, episode.id).waitFor({ state: 'detached' });
    await waitForEpisode(api, episode.id, { status: 'published', editingStatus: 'final' });
  });

  it('drags a card with the keyboard, column by column, and publishes it', async () => {
    const episode = await api.create({ title: 'Keyboard journey', episodeNumber: 41 });
    const { page } = tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    await keyboardDrag(page, card(page, episode.id), 1);
    await expectInColumn(page, episode.id, 'editing');
    await waitForEpisode(api, episode.id, { editingStatus: 'editing' });
    await keyboardDrag(page, card(page, episode.id), 1);
    await expectInColumn(page, episode.id, 'revise');
    await waitForEpisode(api, episode.id, { editingStatus: 'revise' });
    await keyboardDrag(page, card(page, episode.id), 1);
    await expectInColumn(page, episode.id, 'final');
    await waitForEpisode(api, episode.id, { editingStatus: 'final' });
    await keyboardDrag(page, card(page, episode.id), -3);
    await expectInColumn(page, episode.id, 'raw');
    await waitForEpisode(api, episode.id, { editingStatus: 'raw' });
    await keyboardDrag(page, card(page, episode.id), 4);
    await confirmPublish(page);
    await card(page, episode.id).waitFor({ state: 'detached' });
    await waitForEpisode(api, episode.id, { status: 'published', editingStatus: 'final' });
  });

  it('opens the episode detail when a card is clicked', async () => {
    const episode = await api.create({ title: 'Click me', episodeNumber: 51 });
    const { page } = tracked;
    await page.goto('/admin/editing');
    await expectInColumn(page, episode.id, 'raw');
    await card(page, episode.id).click({ position: { x: 150, y: 30 } });
    // The detail screen belongs to mfe-episodes (its own tests open it): this remote's part is the address.
    await page.waitForURL(`**/admin/episodes/${episode.id}`);
  });
});
