import type { Page } from 'playwright-core';

/** Picks an option of an antd Select by the combobox's accessible name and the option's title. */
export async function chooseOption(page: Page, comboboxName: string, optionTitle: string): Promise<void> {
  const box = page.getByRole('combobox', { name: comboboxName, exact: true });
  // A click can land while another dropdown is still closing: retry until this one is open.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await box.click();
    const opened = await box
      .and(page.locator('[aria-expanded="true"]'))
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) break;
  }
  const listId = await box.getAttribute('aria-controls');
  await page
    .locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) })
    .locator(`.ant-select-item-option[title="${optionTitle}"]`)
    .click();
}
