import type { Locator, Page } from 'playwright-core';

/** The admin's toast (an antd notification) holding `text`. */
export const adminToast = (page: Page, text: string): Locator => page.locator('.ant-notification-notice', { hasText: text }).first();

/** Waits for the admin's toast holding `text` (some follow a save, an upload or a queue: allow a while). */
export async function waitForToast(page: Page, text: string, timeout = 15_000): Promise<void> {
  await adminToast(page, text).waitFor({ timeout });
}

/** Drags with real mouse events: press, small moves past the drag activation distance, then onto the target. */
export async function mouseDrag(page: Page, source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
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
