// Issue 31 items 1, 6 and 7 in Chromium: an owner invites a colleague from the Team screen, the
// invitation arrives at a real SMTP server, the colleague opens its link signed out, sets a name and
// a password and signs in with the invited role; the owner changes the role, disables and removes
// them, each behind a confirmation. A forgotten password is reset from the mail; the account page
// lists sessions and ends them. axe and the layout at 1280×800 and 390×844 on every new screen.
// Screenshots land in e2e/artifacts/team-*.png.
import type { Browser, Page } from 'playwright-core';
import { chooseOption } from '../harness/antd-select';
import { expectNoBlockingViolations } from '../harness/axe';
import { loginContext, openPage, screenshot } from '../harness/browser';
import { E2E_ADMIN } from '../harness/product';
import { useSmtpCatcher } from '../harness/smtp-catcher';
import { useProductAndBrowser } from '../harness/suite';
import { until } from '../harness/until';
import { expectNoSidewaysPageScroll, PHONE } from './admin-layout-checks';

const DESKTOP = { width: 1280, height: 800 } as const;
const PASSWORD = 'priya-password-42';

describe('the Team screen, joining and the account page (issue 31)', () => {
  const env: Record<string, string> = { MAIL_FROM: 'Learn from the Best <show@podcast.example.com>', RATE_LIMIT_STAFF_LINKS: '1000' };
  const smtp = useSmtpCatcher(env);
  const suite = useProductAndBrowser(env);
  let browser: Browser;
  beforeAll(() => {
    browser = suite.browser;
  });

  /** The staff link (its secret in the fragment) in the newest mail to `to`. */
  const linkInMail = async (to: string, page: 'join' | 'reset-password', count = 1): Promise<string> => {
    const mails = await until(
      `mail ${count} to ${to}`,
      async () => smtp.mails.filter((mail) => mail.to.includes(to)),
      (found) => found.length >= count,
    );
    const text = mails[count - 1]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = new RegExp(`https?://[^\\s"<>]+/admin/${page}#token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
    if (!link) throw new Error(`No ${page} link in the mail to ${to}`);
    return link;
  };

  /** Signs in through the login form, as a person does. */
  const signInWithForm = async (page: Page, email: string, password: string) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  };

  const confirmDialog = async (page: Page, title: string, button: string) => {
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  };

  it('invites by mail; the colleague joins from the link and signs in as Editor; the owner changes the role, disables and removes them', async () => {
    const owner = await openPage(browser, suite.product.url, { ...DESKTOP, reducedMotion: true });
    await loginContext(owner.context, suite.product.url);
    await owner.page.goto('/admin/team');
    await owner.page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await owner.page.getByRole('cell', { name: E2E_ADMIN.email }).waitFor();
    await expectNoBlockingViolations(owner.page, 'team 1280');
    await expectNoSidewaysPageScroll(owner.page, 'team 1280');

    await owner.page.getByLabel('Email').fill('priya@example.com');
    await chooseOption(owner.page, 'Role', 'Editor');
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByText('Invitation sent').waitFor();
    await owner.page.getByRole('list', { name: 'Open invitations' }).getByText('priya@example.com').waitFor();
    await screenshot(owner.page, 'team-1280x800');

    // The colleague, signed out, on a phone.
    const link = await linkInMail('priya@example.com', 'join');
    const priya = await openPage(browser, suite.product.url, { ...PHONE, reducedMotion: true });
    await priya.page.goto(link);
    await priya.page.getByText('as Editor').waitFor();
    await priya.page.getByText('priya@example.com').waitFor();
    await expectNoBlockingViolations(priya.page, 'join 390');
    await expectNoSidewaysPageScroll(priya.page, 'join 390');
    await priya.page.getByRole('button', { name: 'Create my account' }).click();
    await priya.page.getByText('Name is required').waitFor();
    await priya.page.getByLabel('Your name').fill('Priya Raman');
    await priya.page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await priya.page.getByLabel('Repeat the new password').fill('something else');
    await priya.page.getByRole('button', { name: 'Create my account' }).click();
    await priya.page.getByText('The passwords do not match').waitFor();
    await priya.page.getByLabel('Repeat the new password').fill(PASSWORD);
    await priya.page.getByRole('button', { name: 'Create my account' }).click();
    await priya.page.getByText('Your account is ready. Sign in with priya@example.com and your new password.').waitFor();
    await screenshot(priya.page, 'team-join-390x844');
    // The link works once (a fresh load: the same address again would only be a fragment change).
    await priya.page.goto('about:blank');
    await priya.page.goto(link);
    await priya.page.getByText('This invitation has expired, was used already or was withdrawn. Ask an owner to invite you again.').waitFor();

    await signInWithForm(priya.page, 'priya@example.com', PASSWORD);
    await priya.page.goto('/admin/account');
    await priya.page.getByText('role Editor', { exact: false }).waitFor();

    // The owner sees Priya on the team, and changes her role after confirming.
    await owner.page.reload();
    const row = owner.page.getByRole('row', { name: /priya@example\.com/ });
    await row.getByText('Priya Raman').waitFor();
    // The picker asks before it changes anything, so it keeps showing Editor until confirmed.
    const picker = owner.page.getByRole('combobox', { name: 'Role of Priya Raman', exact: true });
    await picker.click();
    await owner.page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`).waitFor({ state: 'attached' });
    await owner.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Viewer"]').click();
    await owner.page.getByRole('dialog', { name: 'Change role' }).getByText('from Editor to Viewer', { exact: false }).waitFor();
    await confirmDialog(owner.page, 'Change role', 'Change role');
    await row.getByTitle('Viewer').waitFor();
    // Each confirmed change says what changed.
    await owner.page.getByText('Priya Raman is now Viewer').waitFor();
    await until(
      'the role change',
      async () => (await priya.context.request.get('/api/admin/me')).json() as Promise<{ role: string }>,
      (me) => me.role === 'viewer',
    );

    // Disabled: her next request is signed out.
    await owner.page.getByRole('button', { name: 'Disable Priya Raman' }).click();
    await confirmDialog(owner.page, 'Disable account', 'Disable');
    await row.getByText('Disabled').waitFor();
    await owner.page.getByText('Priya Raman is disabled and signed out everywhere').waitFor();
    expect((await priya.context.request.get('/api/admin/me')).status()).toBe(401);
    await owner.page.getByRole('button', { name: 'Enable Priya Raman' }).click();
    await confirmDialog(owner.page, 'Enable account', 'Enable');
    await row.getByText('Active').waitFor();

    // Removed: asks first; Cancel keeps her.
    await owner.page.getByRole('button', { name: 'Remove Priya Raman' }).click();
    await owner.page.getByRole('dialog', { name: 'Remove from the team' }).getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor();
    await owner.page.getByRole('button', { name: 'Remove Priya Raman' }).click();
    await confirmDialog(owner.page, 'Remove from the team', 'Remove');
    await row.waitFor({ state: 'detached' });
    await owner.page.getByText('Priya Raman is removed from the team').waitFor();
    expect(owner.errors).toEqual([]);
    // The used link's 410 and the disabled session's 401 are answers the pages show, not faults.
    expect(priya.errors.filter((error) => !/status of (401|410)/.test(error))).toEqual([]);
    await owner.context.close();
    await priya.context.close();
  });

  it('on a phone: the Team screen is one card per person with its controls in view, and an owner-only entry in the navigation', async () => {
    const { page, context, errors } = await openPage(browser, suite.product.url, { ...PHONE, reducedMotion: true });
    await loginContext(context, suite.product.url);
    await page.goto('/admin/team');
    const cards = page.getByRole('list', { name: 'Team members' });
    await cards.getByText(E2E_ADMIN.email).waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    await expectNoSidewaysPageScroll(page, 'team 390');
    await expectNoBlockingViolations(page, 'team 390');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Team' }).waitFor();
    await screenshot(page, 'team-390x844');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a forgotten password is reset from the mail; the account page lists sessions and ends them', async () => {
    // Two browsers signed in as the owner.
    const other = await openPage(browser, suite.product.url, { ...DESKTOP, reducedMotion: true });
    await loginContext(other.context, suite.product.url);
    const here = await openPage(browser, suite.product.url, { ...PHONE, reducedMotion: true });
    await here.page.goto('/admin/login');
    await here.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await here.page.waitForURL('**/admin/forgot-password');
    await here.page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectNoBlockingViolations(here.page, 'forgot password 390');
    await here.page.getByLabel('Email').fill(E2E_ADMIN.email);
    await here.page.getByRole('button', { name: 'Send reset link' }).click();
    await here.page.getByText('If that address belongs to a staff account, a link to reset its password is on its way.', { exact: false }).waitFor();
    await here.page.goto(await linkInMail(E2E_ADMIN.email, 'reset-password'));
    await here.page.getByRole('button', { name: 'Set new password' }).waitFor();
    await expectNoBlockingViolations(here.page, 'reset password 390');
    await expectNoSidewaysPageScroll(here.page, 'reset password 390');
    const newPassword = 'owner-new-password-7';
    await here.page.getByLabel('New password', { exact: true }).fill(newPassword);
    await here.page.getByLabel('Repeat the new password').fill(newPassword);
    await here.page.getByRole('button', { name: 'Set new password' }).click();
    await here.page.getByText(`Your password is set. Sign in with ${E2E_ADMIN.email} and your new password.`).waitFor();
    // Every session of the account ended with the reset.
    expect((await other.context.request.get('/api/admin/me')).status()).toBe(401);

    await signInWithForm(here.page, E2E_ADMIN.email, newPassword);
    await signInWithForm(other.page, E2E_ADMIN.email, newPassword);
    await here.page.goto('/admin/account');
    const sessions = here.page.getByRole('list').filter({ hasText: 'This browser' });
    await sessions.getByText('This browser').waitFor();
    await until(
      'two sessions listed',
      async () => here.page.getByRole('button', { name: /^End the session on / }).count(),
      (count) => count >= 1,
    );
    await expectNoBlockingViolations(here.page, 'account 390');
    await expectNoSidewaysPageScroll(here.page, 'account 390');
    await screenshot(here.page, 'team-account-390x844');
    await here.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await here.page.getByText('Signed out everywhere else').waitFor();
    expect((await other.context.request.get('/api/admin/me')).status()).toBe(401);

    // Back to the harness's password, through the account page's form (at 1280).
    await here.page.setViewportSize(DESKTOP);
    await here.page.getByLabel('Current password').fill(newPassword);
    await here.page.getByLabel('New password', { exact: true }).fill(E2E_ADMIN.password);
    await here.page.getByLabel('Repeat the new password').fill(E2E_ADMIN.password);
    await here.page.getByRole('button', { name: 'Change password' }).click();
    await here.page.getByText('Password changed').waitFor();
    await expectNoBlockingViolations(here.page, 'account 1280');
    await screenshot(here.page, 'team-account-1280x800');
    expect(here.errors.filter((error) => !/401|Unauthorized/.test(error))).toEqual([]);
    await here.context.close();
    await other.context.close();
  });
});
