import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of an antd Select by the combobox's accessible name and the option's title, as a
 * user does: opens it, goes down the list with the arrow keys until the option exists (the list is
 * virtual: an option past its first screenful is rendered only once the list scrolls to it), clicks
 * it, and checks the choice took.
 */
/** The select shows the choice, or it is gone: the choice moved its row away (a guest recorded goes to the archive). */
async function tookEffect(page: Page, box: Locator, optionTitle: string): Promise<boolean> {
  const chosen = page.locator('.ant-select', { has: box }).filter({ hasText: optionTitle });
  for (let check = 0; check < 15; check += 1) {
    if ((await box.count()) === 0 || (await chosen.count()) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

export async function chooseOption(page: Page, comboboxName: string, optionTitle: string): Promise<void> {
  const box = page.getByRole('combobox', { name: comboboxName, exact: true });
  // A click can land while another dropdown is still closing (or toggle this one shut), and a click
  // on an option while its dropdown animates shut selects nothing: retry until the choice shows.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await box.click();
    const listId = await box.getAttribute('aria-controls');
    const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
    const option = dropdown.locator(`.ant-select-item-option[title="${optionTitle}"]`);
    for (let presses = 0; presses < 30 && (await option.count()) === 0; presses += 1) await page.keyboard.press('ArrowDown');
    const visible = await option
      .waitFor({ state: 'visible', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!visible) continue;
    await option.click();
    if (await tookEffect(page, box, optionTitle)) return;
  }
  throw new Error(`Could not choose "${optionTitle}" in "${comboboxName}"`);
}
