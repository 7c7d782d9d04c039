import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginContext, openPage, screenshot } from '../../e2e/harness/browser';
import { freePort } from '../../e2e/harness/free-port';
import { chooseOption } from '../../e2e/harness/antd-select';
import { startProduct, type Product } from '../../e2e/harness/product';
import { smtpSettings, startSmtpCatcher, type SmtpCatcher } from '../../e2e/harness/smtp-catcher';
import { Client } from 'pg';

const PG_ROOT_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

interface Rule {
  id: number;
  name: string;
  enabled: boolean;
}

interface Template {
  id: number;
  name: string;
  subject: string;
  variables: string[];
}

const REJECTED_ADDRESS = 'refused@example.com';

async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await notice.first().waitFor({ timeout: 15_000 });
  if (description !== undefined) await notice.filter({ hasText: description }).first().waitFor({ timeout: 15_000 });
}

async function eventually(check: () => Promise<boolean>, what: string, attempts = 75): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('admin automation (mfe-automation in the shell)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('with mail configured (a real SMTP catcher)', () => {
    let product: Product;
    let smtp: SmtpCatcher;
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      // Refuses one address on purpose.
      smtp = await startSmtpCatcher({ refuse: [REJECTED_ADDRESS] });
      product = await startProduct({ ...smtpSettings(smtp), MAIL_FROM: 'Podcast <podcast@example.com>' });
    });
    afterAll(async () => {
      await product?.stop();
      await smtp?.close();
    });
    beforeEach(async () => {
      ({ page, context, errors } = await openPage(browser, product.url, { reducedMotion: true }));
      await loginContext(context, product.url);
    });
    afterEach(async () => {
      await context?.close();
    });

    const api = {
      rules: async () => (await (await context.request.get(`${product.url}/api/admin/automation/rules`)).json()) as Rule[],
      templates: async () => (await (await context.request.get(`${product.url}/api/admin/automation/templates`)).json()) as Template[],
    };

    async function openAutomation(): Promise<void> {
      await page.goto('/admin/automation');
      await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
      await rulesTable()
        .getByRole('row', { name: /Send first outreach email/ })
        .waitFor();
      await page.getByTestId('template-card').first().waitFor();
    }

    const rulesTable = () => page.getByTestId('rules-table');

    it('shows the rules table, the template grid and the test card, without the warning', async () => {
      await openAutomation();
      for (const column of ['Rule Name', 'Trigger', 'Actions', 'Status', 'Controls']) {
        await rulesTable().getByRole('columnheader', { name: column, exact: true }).waitFor();
      }
      const row = rulesTable().getByRole('row', { name: /Send first outreach email/ });
      await row.getByText('Outreach Status → 1st Outreach').waitFor();
      await row.getByText(/^Send Email/).waitFor();
      await row.getByText('Active').waitFor();
      await rulesTable()
        .getByRole('row', { name: /Warm up on LinkedIn/ })
        .getByText('LinkedIn Audience')
        .waitFor();
      await rulesTable()
        .getByRole('row', { name: /Offer to reschedule/ })
        .getByText('Disabled')
        .waitFor();

      const templates = await api.templates();
      const wide = templates.find((template) => template.variables.length > 3);
      expect(wide).toBeDefined();
      const card = page.getByTestId('template-card').filter({ hasText: wide!.name });
      await card.getByText(`+${wide!.variables.length - 3} more`).waitFor();
      expect(await card.locator('.ant-tag').count()).toBe(4);
      await card.getByText(wide!.subject).waitFor();

      await page.getByText('Test Email System').waitFor();
      await page.getByText('[TEST]', { exact: false }).first().waitFor();
      expect(await page.locator('ol li').count()).toBe(5);
      expect(await page.getByText('Email Not Configured').count()).toBe(0);
      await screenshot(page, 'admin-automation');
      expect(errors).toEqual([]);
    });

    it('toggles a rule with the success toast, and reports a failed toggle', async () => {
      await openAutomation();
      const row = rulesTable().getByRole('row', { name: /Send first outreach email/ });
      await page.getByRole('switch', { name: 'Enable rule Send first outreach email' }).click();
      await expectToast(page, 'Success', 'Automation rule updated successfully');
      await row.getByText('Disabled').waitFor();
      expect((await api.rules()).find((rule) => rule.name === 'Send first outreach email')?.enabled).toBe(false);

      await page.route('**/api/admin/automation/rules/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' })
          : route.continue(),
      );
      await page.getByRole('switch', { name: 'Enable rule Send first outreach email' }).click();
      await expectToast(page, 'Error', 'Failed to update automation rule');
      await row.getByText('Disabled').waitFor();
      await page.unroute('**/api/admin/automation/rules/*');

      await page.getByRole('switch', { name: 'Enable rule Send first outreach email' }).click();
      await row.getByText('Active').waitFor();
      expect((await api.rules()).find((rule) => rule.name === 'Send first outreach email')?.enabled).toBe(true);
    });

    it('previews a template: subject, variables as tokens and the read-only text body', async () => {
      await openAutomation();
      const [template] = await api.templates();
      await page.getByRole('button', { name: `Preview ${template!.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Preview: ${template!.name}` });
      await dialog.waitFor();
      await expect(dialog.getByTestId('preview-subject').innerText()).resolves.toBe(template!.subject);
      for (const variable of template!.variables) await dialog.getByText(`{{${variable}}}`, { exact: true }).waitFor();
      const body = dialog.getByLabel('Text Body');
      await expect(body.getAttribute('readonly')).resolves.not.toBeNull();
    });

    it('edits a template with the validation toast, the save toast and a failed save', async () => {
      await openAutomation();
      const template = (await api.templates()).find((candidate) => candidate.name === 'Follow-up')!;
      await page.getByRole('button', { name: `Edit ${template.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Email Template' });
      await dialog.waitFor();
      for (const label of ['Template Name', 'Subject Line', 'HTML Body', 'Text Body']) await dialog.getByLabel(label).waitFor();

      await dialog.getByLabel('Template Name').fill('');
      await dialog.getByRole('button', { name: 'Save Template' }).click();
      await expectToast(page, 'Validation Error', 'Name and subject are required');
      await dialog.getByLabel('Template Name').fill('Follow-up');
      await dialog.getByLabel('Subject Line').fill('  ');
      await dialog.getByRole('button', { name: 'Save Template' }).click();
      await expectToast(page, 'Validation Error', 'Name and subject are required');

      await page.route('**/api/admin/automation/templates/*', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' })
          : route.continue(),
      );
      await dialog.getByLabel('Subject Line').fill('Checking in, {{firstName}} from {{company}}');
      await dialog.getByRole('button', { name: 'Save Template' }).click();
      await expectToast(page, 'Save Failed', 'Failed to save template changes');
      await page.unroute('**/api/admin/automation/templates/*');

      await dialog.getByRole('button', { name: 'Save Template' }).click();
      await expectToast(page, 'Template Saved');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('template-card').filter({ hasText: 'Checking in, {{firstName}} from {{company}}' }).waitFor();
      const saved = (await api.templates()).find((candidate) => candidate.id === template.id)!;
      expect(saved.subject).toBe('Checking in, {{firstName}} from {{company}}');
      expect(saved.variables).toEqual(expect.arrayContaining(['firstName', 'company']));
    });

    it('creates a template and a rule that sends it, then deletes both', async () => {
      await openAutomation();
      await page.getByRole('button', { name: 'New Template' }).click();
      const templateDialog = page.getByRole('dialog', { name: 'New Email Template' });
      await templateDialog.getByLabel('Template Name').fill('Podcast kit');
      await templateDialog.getByLabel('Subject Line').fill('Your kit, {{firstName}}');
      await templateDialog.getByLabel('Text Body').fill('Hi {{firstName}}, here is the kit.');
      await templateDialog.getByRole('button', { name: 'Save Template' }).click();
      await expectToast(page, 'Template Saved');
      await page.getByTestId('template-card').filter({ hasText: 'Podcast kit' }).waitFor();

      await page.getByRole('button', { name: 'New Rule' }).click();
      const ruleDialog = page.getByRole('dialog', { name: 'New Automation Rule' });
      await ruleDialog.getByRole('button', { name: 'Save Rule' }).click();
      await ruleDialog.getByText('Rule name is required').waitFor();
      await ruleDialog.getByText('Trigger value is required').waitFor();
      await ruleDialog.getByText('Choose the template this email sends').waitFor();
      await ruleDialog.getByLabel('Rule Name').fill('Kit after booking');
      await chooseOption(page, 'Trigger Field', 'Booking Status');
      await chooseOption(page, 'Trigger Value', 'Booked');
      await chooseOption(page, 'Action 1 template', 'Podcast kit');
      await ruleDialog.getByRole('button', { name: 'Add Action' }).click();
      await chooseOption(page, 'Action 2 type', 'Update GHL Tags');
      await ruleDialog.getByRole('button', { name: 'Move action 2 up' }).click();
      await ruleDialog.getByRole('button', { name: 'Save Rule' }).click();
      await expectToast(page, 'Success', 'Automation rule created successfully');
      const row = rulesTable().getByRole('row', { name: /Kit after booking/ });
      await row.getByText('Booking Status → Booked').waitFor();
      const created = (await (await context.request.get(`${product.url}/api/admin/automation/rules`)).json()) as Array<
        Rule & { actions: Array<{ type: string; templateId?: number }> }
      >;
      const kitTemplate = (await api.templates()).find((template) => template.name === 'Podcast kit')!;
      expect(created.find((rule) => rule.name === 'Kit after booking')?.actions).toEqual([
        { type: 'update_ghl_tags' },
        { type: 'send_email', templateId: kitTemplate.id },
      ]);

      await page.getByRole('button', { name: 'Delete rule Kit after booking' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
      await row.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Delete Podcast kit' }).click();
      await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
      await page.getByTestId('template-card').filter({ hasText: 'Podcast kit' }).waitFor({ state: 'detached' });
      expect((await api.templates()).some((template) => template.name === 'Podcast kit')).toBe(false);
    });

    it('tests the connection and reports a server failure as a connection error', async () => {
      await openAutomation();
      await page.getByRole('button', { name: 'Test Connection' }).click();
      await expectToast(page, 'Connection Successful!');
      await page.route('**/api/admin/automation/test-connection', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' }),
      );
      await page.getByRole('button', { name: 'Test Connection' }).click();
      await expectToast(page, 'Connection Error', 'Failed to test Gmail connection');
    });

    it('sends a test email that arrives at the SMTP catcher, with every failure toast', async () => {
      await openAutomation();
      const send = page.getByRole('button', { name: 'Send Test Email' });
      await expect(send.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Test Email Address').fill('guest-test@example.com');
      await expect(send.isDisabled()).resolves.toBe(true);
      await chooseOption(page, 'Email Template', 'First outreach');
      await expect(send.isDisabled()).resolves.toBe(false);

      await send.click();
      await expectToast(page, 'Test Email Sent!');
      await eventually(async () => smtp.mails.some((mail) => mail.to.includes('guest-test@example.com')), 'the test email at the catcher');
      const mail = smtp.mails.find((candidate) => candidate.to.includes('guest-test@example.com'))!;
      expect(mail.subject.startsWith('[TEST] ')).toBe(true);
      expect(mail.subject).not.toContain('{{');

      // A blank address counts as missing.
      await page.getByLabel('Test Email Address').fill('   ');
      await send.click();
      await expectToast(page, 'Missing Information', 'Please enter an email address and select a template');

      // The mail server refuses the recipient: the API says why.
      await page.getByLabel('Test Email Address').fill(REJECTED_ADDRESS);
      await send.click();
      await expectToast(page, 'Email Failed', /did not accept the test email/);

      await page.route('**/api/admin/automation/test-email', (route) => route.abort('failed'));
      await page.getByLabel('Test Email Address').fill('guest-test@example.com');
      await send.click();
      await expectToast(page, 'Error', 'Network error while sending test email');
    });

    it('lists the automation runs a status change causes, and the outreach email arrives', async () => {
      // Independent of the toggle test: the first-outreach rule is on.
      const firstOutreach = (await api.rules()).find((rule) => rule.name === 'Send first outreach email')!;
      await context.request.patch(`${product.url}/api/admin/automation/rules/${firstOutreach.id}`, {
        data: { enabled: true },
        headers: { Origin: product.url },
      });
      const created = await context.request.post(`${product.url}/api/admin/bookings`, {
        data: { name: 'Run Guest', email: 'run-guest@example.com' },
        headers: { Origin: product.url },
      });
      const guest = (await created.json()) as { id: number };
      await context.request.patch(`${product.url}/api/admin/bookings/${guest.id}`, {
        data: { outreachStatus: '1st_outreach' },
        headers: { Origin: product.url },
      });
      await eventually(async () => smtp.mails.some((mail) => mail.to.includes('run-guest@example.com')), 'the outreach email at the catcher');

      await openAutomation();
      await page.getByText('Recent Automation Runs').waitFor();
      const run = page.getByTestId('runs-table').getByRole('row', { name: /Run Guest/ });
      await run.getByText('Send first outreach email').waitFor();
      await run.getByText('sent', { exact: true }).waitFor();
    });
  });

  describe('with an unreachable mail server', () => {
    let product: Product;
    beforeAll(async () => {
      const deadPort = await freePort();
      product = await startProduct({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(deadPort), SMTP_SECURE: 'false', MAIL_FROM: 'podcast@example.com' });
    });
    afterAll(async () => {
      await product?.stop();
    });

    it('reports the failed connection with the server message', async () => {
      const { page, context } = await openPage(browser, product.url, { reducedMotion: true });
      await loginContext(context, product.url);
      await page.goto('/admin/automation');
      await page.getByRole('button', { name: 'Test Connection' }).click();
      await expectToast(page, 'Connection Failed', /Could not connect/);
      await context.close();
    });
  });

  describe('an email skipped without mail settings runs again once they are set (issue 12)', () => {
    // Two servers, one after the other, over the same database: first without mail, then with a real
    // SMTP catcher, the way an admin fixes the settings and restarts.
    const database = `podcast_e2e_runagain_${Date.now().toString(36)}`;
    const databaseUrl = `${PG_ROOT_URL}/${database}`;
    let smtp: SmtpCatcher;
    let product: Product | undefined;
    afterAll(async () => {
      await product?.stop();
      await smtp?.close();
      const client = new Client({ connectionString: `${PG_ROOT_URL}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await client.end();
    });

    it('offers "Run again" in the history, sends the email and records it sent', async () => {
      product = await startProduct({ DATABASE_URL: databaseUrl });
      const { context: first } = await openPage(browser, product.url, { reducedMotion: true });
      await loginContext(first, product.url);
      const headers = { Origin: product.url };
      const guest = (await (
        await first.request.post(`${product.url}/api/admin/bookings`, { data: { name: 'Later Guest', email: 'later@example.com' }, headers })
      ).json()) as { id: number };
      await first.request.patch(`${product.url}/api/admin/bookings/${guest.id}`, { data: { outreachStatus: '1st_outreach' }, headers });
      await eventually(async () => {
        const runs = (await (await first.request.get(`${product!.url}/api/admin/automation/runs`)).json()) as Array<{ guestName: string; status: string }>;
        return runs.some((run) => run.guestName === 'Later Guest' && run.status === 'skipped');
      }, 'the run skipped for missing mail');
      await first.close();
      await product.stop();

      smtp = await startSmtpCatcher({ refuse: [REJECTED_ADDRESS] });
      product = await startProduct({ DATABASE_URL: databaseUrl, ...smtpSettings(smtp), MAIL_FROM: 'Podcast <podcast@example.com>' });
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const { page, context, errors } = await openPage(browser, product.url, { ...size, reducedMotion: true });
        await loginContext(context, product.url);
        await page.goto('/admin/automation#run-history');
        const row = page.getByTestId('runs-table').getByRole('row', { name: /Later Guest/ });
        await row
          .getByText('skipped', { exact: true })
          .or(row.getByText('sent', { exact: true }))
          .first()
          .waitFor();
        if (size.width === 1280) {
          await row.getByRole('button', { name: 'Run again: Send first outreach email for Later Guest' }).waitFor();
          await screenshot(page, 'admin-automation-run-again-1280x800');
          await row.getByRole('button', { name: /^Run again/ }).click();
          await expectToast(page, 'Run Queued', 'The email to Later Guest is queued again.');
          await eventually(async () => smtp.mails.some((mail) => mail.to.includes('later@example.com')), 'the email at the catcher');
          expect(smtp.mails.filter((mail) => mail.to.includes('later@example.com'))).toHaveLength(1);
          await page.reload();
          await page
            .getByTestId('runs-table')
            .getByRole('row', { name: /Later Guest/ })
            .getByText('sent', { exact: true })
            .waitFor();
          expect(await page.getByRole('button', { name: /^Run again/ }).count()).toBe(0);
        } else {
          // On a phone the history scrolls in its card; the run is there, sent, with nothing left to run.
          await row.getByText('sent', { exact: true }).waitFor();
          await screenshot(page, 'admin-automation-run-again-390x844');
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  });

  describe('without mail configuration', () => {
    let product: Product;
    beforeAll(async () => {
      product = await startProduct();
    });
    afterAll(async () => {
      await product?.stop();
    });

    it('shows the warning card and no test card', async () => {
      const { page, context, errors } = await openPage(browser, product.url, { reducedMotion: true });
      await loginContext(context, product.url);
      await page.goto('/admin/automation');
      await page.getByText('Email Not Configured').waitFor();
      await page.getByText(/mail-provider user and app password in the environment settings/).waitFor();
      await page
        .getByTestId('rules-table')
        .getByRole('row', { name: /Send first outreach email/ })
        .waitFor();
      expect(await page.getByText('Test Email System').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
