import type { Page } from 'playwright-core';
import { loginContext, openPage, screenshot } from '../harness/browser';
import { E2E_ADMIN } from '../harness/product';
import { useProductAndBrowser } from '../harness/suite';

/** The one toast slot (antd notification) showing this title and, when given, this description. */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await notice.first().waitFor({ timeout: 10_000 });
  if (description !== undefined) await notice.filter({ hasText: description }).first().waitFor({ timeout: 10_000 });
}

describe('admin shell: login, header, sidebar and logged-out behaviour', () => {
  const suite = useProductAndBrowser();

  it('shows the login card and refuses wrong credentials with the server message', async () => {
    const { page, context } = await openPage(suite.browser, suite.product.url);
    await page.goto('/admin/login');
    await page.getByText('Admin Login').waitFor();
    await page.getByTestId('particle-background').locator('[data-particle]').nth(2).waitFor({ state: 'attached' });
    await screenshot(page, 'admin-login');

    // Spec §5: submit does nothing while a field is empty.
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/login')) loginCalls.push(request.method());
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    expect(loginCalls).toEqual([]);

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login Failed', 'Invalid credentials');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(loginCalls).toEqual(['POST']);
    await context.close();
  });

  it('logs in through the form, redirects to /admin and shows the shell', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url);
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Success', 'Logged in successfully');
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.getByText('Admin Dashboard').waitFor();
    await page.getByText('Welcome, Admin').waitFor();
    await expect(page.getByRole('img', { name: /logo/i }).first().isVisible()).resolves.toBe(true);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const entries = [
      ['Outreach & Bookings', '/admin/bookings'],
      ['Email Automation', '/admin/automation'],
      ['Editing & Publishing', '/admin/editing'],
      ['Manage Episodes', '/admin'],
      ['Analytics', '/admin/analytics'],
    ];
    for (const [name, href] of entries) {
      await expect(nav.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href);
    }
    await nav.getByRole('link', { name: 'Outreach & Bookings' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/bookings');
    await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();
    await screenshot(page, 'admin-shell-bookings');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out with a POST, then reloads into the logged-out state', async () => {
    const { page, context } = await openPage(suite.browser, suite.product.url);
    await loginContext(context, suite.product.url);
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/admin/logout') && request.method() === 'POST');
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Logout' }).click();
    await logout;
    await reload;
    await page.getByText('Please log in to access this page').waitFor();
    await context.close();
  });

  it.each(['/admin/bookings', '/admin/editing', '/admin/episodes/1'])('%s without a session shows the login message and link', async (path) => {
    const { page, context } = await openPage(suite.browser, suite.product.url);
    await page.goto(path);
    await page.getByText('Please log in to access this page').waitFor();
    const link = page.getByRole('link', { name: 'Go to Login' });
    // The link leads to the login and remembers the page (issue 12: the login returns there).
    await expect(link.getAttribute('href')).resolves.toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText('Admin Login').waitFor();
    await context.close();
  });

  async function logInThroughTheForm(page: Page): Promise<void> {
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Success', 'Logged in successfully');
  }

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('returns to the admin page that asked for the login (/admin/bookings at $width px)', async (size) => {
    const { page, context } = await openPage(suite.browser, suite.product.url, size);
    await page.goto('/admin/bookings');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await logInThroughTheForm(page);
    await page.waitForURL((url) => url.pathname === '/admin/bookings');
    await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();
    await screenshot(page, `admin-login-returns-bookings-${size.width}x${size.height}`);
    await context.close();
  });

  it('returns to Automation after its redirect through /admin to the login', async () => {
    const { page, context } = await openPage(suite.browser, suite.product.url);
    await page.goto('/admin/automation');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await logInThroughTheForm(page);
    await page.waitForURL((url) => url.pathname === '/admin/automation');
    await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
    await context.close();
  });

  it('never returns to another site: a foreign target falls back to /admin', async () => {
    const { page, context } = await openPage(suite.browser, suite.product.url);
    await page.goto(`/admin/login?next=${encodeURIComponent('//evil.example/admin')}`);
    await logInThroughTheForm(page);
    await page.waitForURL((url) => url.pathname === '/admin' && url.host === new URL(suite.product.url).host);
    await context.close();
  });

  it('/admin/automation without a session redirects to /admin, which sends the visitor to the login', async () => {
    const { page, context } = await openPage(suite.browser, suite.product.url);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/admin/automation');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText('Admin Login').waitFor();
    expect(visited).toContain('/admin');
    await context.close();
  });

  it.each(['/admin', '/admin/episodes'])('%s without a session redirects to /admin/login', async (path) => {
    const { page, context } = await openPage(suite.browser, suite.product.url);
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText('Admin Login').waitFor();
    await context.close();
  });
});
