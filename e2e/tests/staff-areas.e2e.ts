import type { BrowserContext, Page } from 'playwright-core';
import { createStaff } from '../harness/admin-cli';
import { expectNoBlockingViolations } from '../harness/axe';
import { loginContext, openPage, screenshot } from '../harness/browser';
import { useProductAndBrowser } from '../harness/suite';
import { expectNoSidewaysPageScroll, PHONE } from './admin-layout-checks';

const BOOKINGS_PERSON = { email: 'bookings.person@example.com', password: 'a bookings person password' };
const VIEWER = { email: 'viewer.person@example.com', password: 'a viewer person password' };
const DESKTOP = { width: 1280, height: 800 };

/** Every request the page makes to a remote's folder (/mfe/<name>/…): its manifest, remoteEntry.js and chunks. */
function recordRemoteRequests(page: Page): Map<string, string[]> {
  const byRemote = new Map<string, string[]>();
  page.on('request', (request) => {
    const match = /\/mfe\/([a-z]+)\//.exec(new URL(request.url()).pathname);
    if (!match?.[1]) return;
    byRemote.set(match[1], [...(byRemote.get(match[1]) ?? []), request.url()]);
  });
  return byRemote;
}

async function logInAs(context: BrowserContext, baseURL: string, person: { email: string; password: string }): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/admin/login`, {
    data: { username: person.email, password: person.password },
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`Login of ${person.email} failed: ${response.status()} ${await response.text()}`);
}

/** The sidebar's (or, on a phone, the drawer's) links as [name, href]. */
async function navLinks(page: Page): Promise<string[][]> {
  const links = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await links.first().waitFor();
  const found: string[][] = [];
  for (const link of await links.all()) found.push([(await link.textContent()) ?? '', (await link.getAttribute('href')) ?? '']);
  return found;
}

/**
 * Issue 31 item 3: the shell shows only the areas a person's role opens, never fetches the remote of
 * an area they cannot open, and names a closed area on a plain page. Staff are made with the admin
 * CLI (`npm run admin -- set-password` and `set-role`) against the running product's database.
 */
describe('staff roles in the admin shell: only the areas a role opens', () => {
  const suite = useProductAndBrowser();
  beforeAll(async () => {
    await createStaff(suite.product, BOOKINGS_PERSON.email, BOOKINGS_PERSON.password, 'bookings');
    await createStaff(suite.product, VIEWER.email, VIEWER.password, 'viewer');
  });

  it('a Bookings person lands on Bookings, sees Bookings and Automation only, and never loads Editing or Episodes', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url, { ...DESKTOP, reducedMotion: true });
    const remotes = recordRemoteRequests(page);
    // Through the login form: a login goes to /admin, which sends a person without Episodes to their first area.
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(BOOKINGS_PERSON.email);
    await page.getByLabel('Password').fill(BOOKINGS_PERSON.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/bookings');
    await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();
    expect(await navLinks(page)).toEqual([
      ['Outreach & Bookings', '/admin/bookings'],
      ['Email Automation', '/admin/automation'],
    ]);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Email Automation' }).click();
    await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
    await page.getByRole('tab', { name: 'Rules & Templates' }).waitFor();
    await page.getByTestId('runs-table').waitFor();
    expect(await page.getByRole('tab', { name: 'Subscribers' }).count()).toBe(0);
    // A link to the tab does not open it either.
    await page.goto('/admin/automation?tab=subscribers');
    await page.getByRole('tab', { name: 'Rules & Templates', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Subscribers' }).count()).toBe(0);

    // Deep links into closed areas: a plain page naming the area, and nothing of its remote.
    for (const [path, area] of [
      ['/admin/editing', 'Editing'],
      ['/admin/episodes', 'Episodes'],
      ['/admin/episodes/1', 'Episodes'],
      ['/admin/analytics', 'Analytics'],
    ]) {
      await page.goto(path!);
      await page.getByRole('heading', { level: 1, name: `No access to ${area}` }).waitFor();
      await page.getByText('Ask an owner of this back office to change your role.').waitFor();
      expect(await page.title()).toBe(`No access to ${area} · Admin Dashboard`);
    }
    await page.getByRole('link', { name: 'Go to Outreach & Bookings' }).click();
    await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();

    // The watcher sees remotes: the open ones were fetched, the closed ones never were.
    expect(remotes.get('bookings')?.some((url) => url.includes('remoteEntry'))).toBe(true);
    expect(remotes.get('automation')?.some((url) => url.includes('remoteEntry'))).toBe(true);
    expect(remotes.get('editing') ?? []).toEqual([]);
    expect(remotes.get('episodes') ?? []).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { ...DESKTOP, name: 'desktop' },
    { ...PHONE, name: 'phone' },
  ])('the closed-area page and the filtered navigation pass axe and fit at $width×$height', async ({ name, ...size }) => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url, { ...size, reducedMotion: true });
    const remotes = recordRemoteRequests(page);
    await logInAs(context, suite.product.url, BOOKINGS_PERSON);
    await page.goto('/admin/editing');
    await page.getByRole('heading', { level: 1, name: 'No access to Editing' }).waitFor();
    await page.getByText('Your role (Bookings) does not open the Editing area, so this page is not shown to you.').waitFor();
    await expectNoSidewaysPageScroll(page, `closed area ${name}`);
    await expectNoBlockingViolations(page, `closed area ${name}`);
    await screenshot(page, `staff-areas-closed-${size.width}x${size.height}`);
    if (name === 'phone') {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.locator('.ant-drawer').getByRole('navigation', { name: 'Admin sections' }).waitFor();
    }
    expect(await navLinks(page)).toEqual([
      ['Outreach & Bookings', '/admin/bookings'],
      ['Email Automation', '/admin/automation'],
    ]);
    await expectNoSidewaysPageScroll(page, `filtered navigation ${name}`);
    await expectNoBlockingViolations(page, `filtered navigation ${name}`);
    await screenshot(page, `staff-areas-nav-${size.width}x${size.height}`);
    expect(remotes.get('editing') ?? []).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Viewer lands on Manage Episodes, sees Automation, Episodes and Analytics, and never loads Bookings or Editing', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url, { ...DESKTOP, reducedMotion: true });
    const remotes = recordRemoteRequests(page);
    await logInAs(context, suite.product.url, VIEWER);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Manage Episodes' }).waitFor();
    expect(await navLinks(page)).toEqual([
      ['Email Automation', '/admin/automation'],
      ['Manage Episodes', '/admin'],
      ['Analytics', '/admin/analytics'],
    ]);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Email Automation' }).click();
    await page.getByRole('heading', { name: 'Email Automation' }).waitFor();
    await page.getByTestId('rules-table').waitFor();
    expect(await page.getByRole('tab', { name: 'Subscribers' }).count()).toBe(0);
    // Automation is read-only for a Viewer: no button the API would refuse, and a note saying why.
    await page.getByText('You can look at the rules and templates. Your role does not change them.').waitFor();
    expect(await page.getByRole('button', { name: /New Rule|New Template/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete|Reset) / }).count()).toBe(0);
    // The run history names guests (bookings.read): a Viewer's screen leaves it out rather than show a refusal.
    await page.getByText('Email Templates', { exact: true }).first().waitFor();
    expect(await page.getByTestId('runs-table').count()).toBe(0);
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { level: 1, name: 'No access to Bookings' }).waitFor();
    await page.getByText('Your role (Viewer) does not open the Bookings area, so this page is not shown to you.').waitFor();
    expect(remotes.get('bookings') ?? []).toEqual([]);
    expect(remotes.get('editing') ?? []).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an Owner sees every area, Manage Episodes at /admin, the Subscribers tab and the Editing board', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url, { ...DESKTOP, reducedMotion: true });
    const remotes = recordRemoteRequests(page);
    await loginContext(context, suite.product.url);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Manage Episodes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await navLinks(page)).toEqual([
      ['Outreach & Bookings', '/admin/bookings'],
      ['Email Automation', '/admin/automation'],
      ['Editing & Publishing', '/admin/editing'],
      ['Manage Episodes', '/admin'],
      ['Analytics', '/admin/analytics'],
      ['Team', '/admin/team'],
      ['Audit trail', '/admin/audit'],
    ]);
    await page.goto('/admin/automation?tab=subscribers');
    await page.getByRole('tab', { name: 'Subscribers', selected: true }).waitFor();
    await page.goto('/admin/editing');
    await page.getByText(/Drop episodes here to publish/).waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { name: /^No access/ }).count()).toBe(0);
    expect(remotes.get('editing')?.some((url) => url.includes('remoteEntry'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
