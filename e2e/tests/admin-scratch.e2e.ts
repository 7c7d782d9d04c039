import { launchBrowser, loginContext, openPage } from '../harness/browser';
import { startProduct } from '../harness/product';

it('scratch', async () => {
  const browser = await launchBrowser();
  const product = await startProduct();
  try {
    const { page, context } = await openPage(browser, product.url);
    await loginContext(context, product.url);
    await page.goto('/admin/automation');
    await page.getByRole('button', { name: 'New Rule' }).click();
    await page.getByRole('combobox', { name: 'Trigger Field' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator(`.ant-select-item-option[title="Booking Status"]`).click();
    await page.getByRole('combobox', { name: 'Trigger Value' }).click();
    await page.waitForTimeout(1000);
    console.log(await page.locator('.ant-select-dropdown').evaluateAll((els) => els.map((e) => e.className + ' :: ' + e.innerHTML.slice(0, 1500))));
    console.log(await page.getByRole('combobox').evaluateAll((els) => els.map((e) => e.outerHTML)));
  } finally {
    await browser.close();
    await product.stop();
  }
});
