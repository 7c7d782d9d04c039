import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { blockingViolations } from '../../e2e/harness/axe';
import { animationsSettled, loginContext, openPage, screenshot } from '../../e2e/harness/browser';
import { chooseOption } from '../../e2e/harness/antd-select';
import { useProductAndBrowser } from '../../e2e/harness/suite';
import { expectAllColumnsVisible } from '../../e2e/tests/admin-layout-checks';

interface Booking {
  id: number;
  name: string;
  outreachStatus: string;
  bookingStatus: string;
  position: string;
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  await notice.first().waitFor({ timeout: 10_000 });
  if (description !== undefined) await notice.filter({ hasText: description }).first().waitFor({ timeout: 10_000 });
}

/** The names in the Guest column, top to bottom. */
async function guestNames(page: Page): Promise<string[]> {
  return page.locator('.ant-table-tbody tr.ant-table-row td:first-child button').allInnerTexts();
}

async function waitForGuestNames(page: Page, expected: string[]): Promise<void> {
  await page
    .waitForFunction(
      (names) => {
        const shown = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child button')].map((b) => (b.textContent ?? '').trim());
        return JSON.stringify(shown) === JSON.stringify(names);
      },
      expected,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`Expected guests ${JSON.stringify(expected)}, saw ${JSON.stringify(await guestNames(page))}`);
    });
}

/** A status badge inside a table row, by its exact label. */
function badge(row: Locator, label: string): Locator {
  return row.locator('.ant-tag').filter({ hasText: new RegExp(`^${label}$`) });
}

/** Polls until the check passes (the server's state after the screen's refetch). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function createGuest(request: APIRequestContext, url: string, body: Record<string, string>): Promise<Booking> {
  const response = await request.post(`${url}/api/admin/bookings`, { data: body, headers: { Origin: url } });
  if (!response.ok()) throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Booking;
}

async function listGuests(request: APIRequestContext, url: string): Promise<Booking[]> {
  return (await (await request.get(`${url}/api/admin/bookings`)).json()) as Booking[];
}

/**
 * Mail is configured (a sender and an SMTP host) so that a status change really queues an email; the
 * host refuses connections, which only matters to the runner later, never to the screen's answer.
 */
const MAIL_CONFIGURED = { SMTP_HOST: '127.0.0.1', SMTP_PORT: '1', SMTP_SECURE: 'false', MAIL_FROM: 'Podcast <podcast@example.com>' };

/** Fails when the page, or any element in it, can be scrolled sideways, or an element is wider than the window. */
async function expectNothingSideways(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement as HTMLElement;
    if (root.scrollWidth > window.innerWidth) found.push(`the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 50)}`;
      if (rect.width > window.innerWidth + 0.5) found.push(`${name} is ${Math.round(rect.width)} px wide`);
      const overflowX = getComputedStyle(element).overflowX;
      if (/(auto|scroll)/.test(overflowX) && element.scrollWidth > element.clientWidth + 1) found.push(`${name} scrolls sideways`);
    }
    return found;
  });
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
}

/**
 * The text of each line `element` shows, from the client rectangles of each character of its text
 * nodes (a line is the characters sharing a top), trimmed.
 */
async function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const range = document.createRange();
    const byTop = new Map<number, string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const top = Math.round(rect.top);
        byTop.set(top, (byTop.get(top) ?? '') + text[i]);
      }
    }
    return [...byTop.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([, line]) => line.trim())
      .filter((line) => line !== '');
  });
}

describe('admin bookings (mfe-bookings in the shell)', () => {
  const suite = useProductAndBrowser(MAIL_CONFIGURED);
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  // Each test starts from an empty guest list in a fresh logged-in browser context.
  beforeEach(async () => {
    ({ page, context, errors } = await openPage(suite.browser, suite.product.url, { reducedMotion: true }));
    await loginContext(context, suite.product.url);
    for (const guest of await listGuests(context.request, suite.product.url)) {
      await context.request.delete(`${suite.product.url}/api/admin/bookings/${guest.id}`, { headers: { Origin: suite.product.url } });
    }
  });
  afterEach(async () => {
    await context?.close();
  });

  async function openBookings(): Promise<void> {
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();
    await page.getByTestId('bookings-count').filter({ hasText: 'Showing' }).waitFor();
  }

  it('shows the page frame: title, search, View Site, the card texts and the count', async () => {
    await openBookings();
    await expect(page.getByPlaceholder('Search guests...').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: /View Site/ }).getAttribute('href')).resolves.toBe('/');
    await page.getByText('Guest Management & Outreach').waitFor();
    await page.getByText('Track potential guests, outreach status, and booking confirmations.').waitFor();
    await page.getByText('Showing 0 active guests').waitFor();
    for (const column of ['Guest', 'Company', 'Contact', 'Social Media', 'Outreach Status', 'Booking Status']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('adds a guest through the dialog with every validation message, client and server side', async () => {
    await openBookings();
    await page.getByRole('button', { name: 'Add New Guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
    await dialog.waitFor();
    await expect(dialog.evaluate((element) => (element.closest('.ant-modal') as HTMLElement).style.width)).resolves.toBe('600px');
    // Email is optional (a guest may be reached through LinkedIn): not marked required (issue 29).
    await dialog.getByText('Email', { exact: true }).waitFor();
    expect(await dialog.getByText('Email *').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Add Guest' }).click();
    await dialog.getByText('Name is required').waitFor();

    await dialog.getByLabel('Name *').fill('Ada Lovelace');
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByLabel('Website URL').fill('example');
    await dialog.getByLabel('Social Media URL').fill('just text');
    await dialog.getByRole('button', { name: 'Add Guest' }).click();
    await dialog.getByText('Valid email is required').waitFor();
    await dialog.getByText('Please enter a valid website URL').waitFor();
    await dialog.getByText('Please enter a valid social media URL').waitFor();
    expect(await listGuests(context.request, suite.product.url)).toEqual([]);

    // A rule only the server knows (name length) comes back under its field.
    await dialog.getByLabel('Name *').fill('A'.repeat(201));
    await dialog.getByLabel('Email', { exact: true }).fill('');
    await dialog.getByLabel('Website URL').fill('');
    await dialog.getByLabel('Social Media URL').fill('');
    await dialog.getByRole('button', { name: 'Add Guest' }).click();
    await dialog.getByText('Name must be at most 200 characters').waitFor();

    await dialog.getByLabel('Name *').fill('Ada Lovelace');
    await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await dialog.getByLabel('Company').fill('Analytical Engines');
    await dialog.getByLabel('Position').fill('Founder');
    await dialog.getByLabel('Website URL').fill('https://engines.example.com');
    await dialog.getByLabel('Social Media URL').fill('https://social.example.com/ada');
    await dialog.getByRole('button', { name: 'Add Guest' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Showing 1 active guests').waitFor();

    const row = page.getByRole('row', { name: /Ada Lovelace/ });
    await row.getByText('Founder').waitFor();
    await expect(row.getByRole('link', { name: 'Analytical Engines' }).getAttribute('href')).resolves.toBe('https://engines.example.com');
    await expect(row.getByRole('link', { name: 'Social profile of Ada Lovelace' }).getAttribute('href')).resolves.toBe('https://social.example.com/ada');
    await row.getByText('ada@example.com').waitFor();
    await row.getByText('No Contact').waitFor();
    await row.getByText('Waiting for Response').waitFor();
    const [saved] = await listGuests(context.request, suite.product.url);
    expect(saved).toMatchObject({ name: 'Ada Lovelace', outreachStatus: 'no_contact', bookingStatus: 'waiting_for_response' });

    // The dialog opens empty again after a successful add.
    await page.getByRole('button', { name: 'Add New Guest' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Guest' }).getByLabel('Name *').inputValue()).resolves.toBe('');
  });

  it('shows one word for an empty value: "N/A" for a guest without company, email or social link (issue 29)', async () => {
    await createGuest(context.request, suite.product.url, { name: 'Plain Guest' });
    await openBookings();
    const row = page.getByRole('row', { name: /Plain Guest/ });
    await expect(row.getByText('N/A', { exact: true }).count()).resolves.toBe(3);
    expect(await row.getByText(/^(-|—|Not set)$/).count()).toBe(0);
  });

  it('wraps a long email after "@" and dots, never inside a word (390 px)', async () => {
    await createGuest(context.request, suite.product.url, {
      name: 'Maximiliana Featherstonehaugh-Worthington',
      email: 'maximiliana.featherstonehaugh@enterprise-solutions.example.com',
    });
    await context.close();
    ({ page, context, errors } = await openPage(suite.browser, suite.product.url, { width: 390, height: 844, reducedMotion: true }));
    await loginContext(context, suite.product.url);
    await openBookings();
    const lines = await page
      .getByRole('article', { name: /Maximiliana/ })
      .getByText(/^maximiliana/)
      .evaluate((element) => {
        // Each rendered line's text, from the client rectangles of each character.
        const text = element.textContent ?? '';
        const range = document.createRange();
        const node = [...element.childNodes].flatMap((child) => (child.nodeType === Node.TEXT_NODE ? [child] : []));
        const byTop = new Map<number, string>();
        for (const textNode of node) {
          for (let i = 0; i < (textNode.textContent ?? '').length; i += 1) {
            range.setStart(textNode, i);
            range.setEnd(textNode, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            byTop.set(top, (byTop.get(top) ?? '') + (textNode.textContent ?? '')[i]);
          }
        }
        return { text, lines: [...byTop.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line) };
      });
    expect(lines.text).toBe('maximiliana.featherstonehaugh@enterprise-solutions.example.com');
    expect(lines.lines.length).toBeGreaterThan(1);
    for (const line of lines.lines.slice(0, -1)) expect(line).toMatch(/[@.]$/);
  });

  it('wraps long company names, guest names and positions between words at 1280×800, never inside one (issue 29)', async () => {
    const company = 'Northwind International Holdings Corporation';
    const guests: Array<Record<string, string> & { name: string; position: string }> = [
      {
        name: 'Bartholomew Featherstonehaugh',
        position: 'Chief Executive Officer and Founder',
        company,
        websiteUrl: 'https://northwind.example.com',
        // A long unbreakable domain asks the Contact column for room: it must not take it from the others' words.
        email: 'bartholomew.featherstonehaugh@northwindinternationalholdingscorporation.com',
        socialMediaUrl: 'https://social.example.com/bartholomew',
      },
      { name: 'Maximiliana Oppenheimer-Vandenberg', position: 'Head of International Partnerships', company },
    ];
    // One token longer than the whole column: the only text that may break inside a word, at the column's edge.
    const oneToken = 'Supercalifragilisticexpialidociousventures';
    for (const guest of [...guests, { name: 'Token Company', company: oneToken }]) await createGuest(context.request, suite.product.url, guest);
    await openBookings();
    for (const guest of guests) {
      const row = page.getByRole('row', { name: new RegExp(guest.name) });
      const cells = {
        name: row.getByRole('button', { name: guest.name, exact: true }),
        position: row.getByText(guest.position, { exact: true }),
        company: row.getByText(company, { exact: true }),
      };
      for (const [what, cell] of Object.entries(cells)) {
        const text = (await cell.innerText()).trim();
        const lines = await renderedLines(cell);
        // Every character shown, in order, on some line.
        expect({ what, shown: lines.join('').replace(/\s+/g, '') }).toEqual({ what, shown: text.replace(/\s+/g, '') });
        // Each line is made of whole words (a hyphen may end a line: "Oppenheimer-", then "Vandenberg").
        const pieces = new Set(text.split(/\s+/).flatMap((word) => [word, ...word.split(/(?<=-)/)]));
        for (const line of lines) {
          for (const piece of line.split(/\s+/)) expect({ what, line, piece, whole: pieces.has(piece) }).toEqual({ what, line, piece, whole: true });
        }
      }
      // The company name wraps in its column rather than running on one long line.
      expect((await renderedLines(cells.company)).length).toBeGreaterThan(1);
    }
    const tokenCell = page.getByRole('row', { name: /Token Company/ }).getByText(oneToken, { exact: true });
    const companyColumn = (await page.getByRole('columnheader', { name: 'Company', exact: true }).boundingBox())!;
    const tokenBox = (await tokenCell.boundingBox())!;
    expect((await renderedLines(tokenCell)).length).toBeGreaterThan(1);
    expect(tokenBox.x + tokenBox.width).toBeLessThanOrEqual(companyColumn.x + companyColumn.width);
    expect(companyColumn.width).toBeLessThanOrEqual(141);
    await expectAllColumnsVisible(
      page,
      '.ant-table-wrapper',
      ['Guest', 'Company', 'Contact', 'Social Media', 'Outreach Status', 'Booking Status'],
      'bookings 1280',
    );
    await screenshot(page, 'admin-bookings-long-names-1280x800');
  });

  it('edits a guest through the Edit Guest dialog, with its validation messages', async () => {
    await createGuest(context.request, suite.product.url, { name: 'Grace Hopper', email: 'grace@example.com', position: 'Rear Admiral', company: 'Navy' });
    await openBookings();
    await page.getByRole('button', { name: 'Grace Hopper' }).click();
    // The dialog's heading names the guest (issue 29).
    const dialog = page.getByRole('dialog', { name: 'Edit Guest: Grace Hopper' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe('grace@example.com');

    await dialog.getByLabel('Name *').fill('');
    await dialog.getByLabel('Email', { exact: true }).fill('grace@');
    await dialog.getByLabel('Website URL').fill('nope');
    await dialog.getByLabel('Social Media URL').fill('nope');
    await dialog.getByRole('button', { name: 'Update Guest' }).click();
    for (const message of ['Name is required', 'Valid email is required', 'Please enter a valid website URL', 'Please enter a valid social media URL']) {
      await dialog.getByText(message).waitFor();
    }

    await dialog.getByLabel('Name *').fill('Grace Brewster Hopper');
    await dialog.getByLabel('Email', { exact: true }).fill('grace@example.org');
    await dialog.getByLabel('Website URL').fill('');
    await dialog.getByLabel('Social Media URL').fill('');
    await dialog.getByLabel('Position').fill('Computer Scientist');
    await dialog.getByRole('button', { name: 'Update Guest' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Grace Brewster Hopper/ });
    await row.getByText('Computer Scientist').waitFor();
    await row.getByText('grace@example.org').waitFor();
    const [saved] = await listGuests(context.request, suite.product.url);
    expect(saved).toMatchObject({ name: 'Grace Brewster Hopper', position: 'Computer Scientist' });
  });

  it('deletes a guest after a confirmation', async () => {
    await createGuest(context.request, suite.product.url, { name: 'Short Lived' });
    await openBookings();
    await page.getByRole('button', { name: 'Short Lived' }).click();
    await page.getByRole('dialog', { name: 'Edit Guest' }).getByRole('button', { name: 'Delete Guest' }).click();
    await page.getByText('Are you sure you want to delete "Short Lived"? This action cannot be undone.').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Guest Deleted');
    await page.getByText('Showing 0 active guests').waitFor();
    expect(await listGuests(context.request, suite.product.url)).toEqual([]);
  });

  describe('with several guests', () => {
    // Created oldest first; every sort order gives a different sequence.
    beforeEach(async () => {
      await createGuest(context.request, suite.product.url, {
        name: 'Charlie',
        email: 'charlie@example.com',
        company: 'Zeta Corp',
        position: 'CTO',
        outreachStatus: '1st_outreach',
        bookingStatus: 'cancelled',
      });
      await createGuest(context.request, suite.product.url, {
        name: 'alice',
        email: 'alice@example.com',
        company: 'Acme',
        position: 'Head of Growth',
        outreachStatus: 'warm_up',
        bookingStatus: 'respond',
      });
      await createGuest(context.request, suite.product.url, {
        name: 'Bob',
        email: 'bob@mail.test',
        company: 'Initech',
        position: 'CEO',
        outreachStatus: 'contacted',
        bookingStatus: 'booked',
      });
      await createGuest(context.request, suite.product.url, {
        name: 'Dana',
        email: 'dana@example.com',
        company: 'Recorded Inc',
        position: 'Host',
        bookingStatus: 'recorded',
      });
    });

    it('sorts newest first by default, and by every other order', async () => {
      await openBookings();
      await waitForGuestNames(page, ['Bob', 'alice', 'Charlie']);
      await page.getByText('Newest first').waitFor();
      const orders: Array<[string, string[]]> = [
        ['Oldest first', ['Charlie', 'alice', 'Bob']],
        ['Name A-Z', ['alice', 'Bob', 'Charlie']],
        // The pipeline order of the spec's status lists (issue 12), not the alphabet of the codes:
        // 1st_outreach < warm_up < contacted; respond < booked < cancelled.
        ['Outreach status', ['Charlie', 'alice', 'Bob']],
        ['Booking status', ['alice', 'Bob', 'Charlie']],
        ['Newest first', ['Bob', 'alice', 'Charlie']],
      ];
      for (const [label, names] of orders) {
        await chooseOption(page, 'Sort guests', label);
        await waitForGuestNames(page, names);
      }
    });

    it('searches name, email, company and position case-insensitively', async () => {
      await openBookings();
      const search = page.getByPlaceholder('Search guests...');
      const cases: Array<[string, string[]]> = [
        ['ALI', ['alice']],
        ['mail.test', ['Bob']],
        ['zeta', ['Charlie']],
        ['head of', ['alice']],
        ['c', ['Bob', 'alice', 'Charlie']],
      ];
      for (const [text, names] of cases) {
        await search.fill(text);
        await waitForGuestNames(page, names);
      }
      await search.fill('nobody-matches');
      await page.getByText('Showing 0 active guests').waitFor();
    });

    it('asks the server for 25 guests a page, with the search and the view as parameters (issue 18)', async () => {
      for (let n = 1; n <= 26; n += 1) await createGuest(context.request, suite.product.url, { name: `Paged ${String(n).padStart(2, '0')}` });
      const asked: URLSearchParams[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/admin/bookings' && request.method() === 'GET') asked.push(url.searchParams);
      });
      await openBookings();
      await page.getByText('Showing 29 active guests').waitFor();
      expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(25);
      await page.locator('.ant-pagination-item-2').click();
      await waitForGuestNames(page, ['Paged 01', 'Bob', 'alice', 'Charlie']);
      await page.getByText('Showing 29 active guests').waitFor();
      const search = page.getByPlaceholder('Search guests...');
      await search.fill('PAGED 2');
      await waitForGuestNames(page, ['Paged 26', 'Paged 25', 'Paged 24', 'Paged 23', 'Paged 22', 'Paged 21', 'Paged 20']);
      await page.getByText('Showing 7 active guests').waitFor();
      const query = (params: URLSearchParams) => Object.fromEntries(params);
      expect(asked.map(query)).toEqual(
        expect.arrayContaining([
          { limit: '25', offset: '0', archived: 'false', sort: 'newest' },
          { limit: '25', offset: '25', archived: 'false', sort: 'newest' },
          { limit: '25', offset: '0', archived: 'false', sort: 'newest', q: 'PAGED 2' },
        ]),
      );
    });

    it('hides recorded guests by default and shows only them in the archive', async () => {
      await openBookings();
      await page.getByText('Showing 3 active guests').waitFor();
      await page.getByRole('button', { name: 'Show Archive' }).click();
      await waitForGuestNames(page, ['Dana']);
      await page.getByText('Showing 1 archived guests').waitFor();
      await page.getByRole('button', { name: 'Hide Archive' }).click();
      await waitForGuestNames(page, ['Bob', 'alice', 'Charlie']);
    });

    it('changes both statuses inline and keeps them after the refetch', async () => {
      await openBookings();
      await chooseOption(page, 'Outreach status of alice', 'Contacted');
      await chooseOption(page, 'Booking status of alice', 'Booked');
      const row = page.getByRole('row', { name: /alice/ });
      await badge(row, 'Contacted').waitFor();
      await badge(row, 'Booked').waitFor();
      await eventually(async () => {
        const alice = (await listGuests(context.request, suite.product.url)).find((guest) => guest.name === 'alice');
        return alice?.outreachStatus === 'contacted' && alice.bookingStatus === 'booked';
      }, 'both status changes to be saved');
      await page.reload();
      await badge(page.getByRole('row', { name: /alice/ }), 'Contacted').waitFor();
      await badge(page.getByRole('row', { name: /alice/ }), 'Booked').waitFor();

      // Recording moves the guest into the archive.
      await chooseOption(page, 'Booking status of Bob', 'Recorded');
      await waitForGuestNames(page, ['alice', 'Charlie']);
      await page.getByRole('button', { name: 'Show Archive' }).click();
      await waitForGuestNames(page, ['Dana', 'Bob']);
      await screenshot(page, 'admin-bookings-archive');
    });

    it.each([
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ])('names the automation a status change queued, with a link to the run history ($width px)', async (size) => {
      await context.close();
      ({ page, context, errors } = await openPage(suite.browser, suite.product.url, { ...size, reducedMotion: true }));
      await loginContext(context, suite.product.url);
      await openBookings();
      // The seeded "Send first outreach email" rule fires on 1st Outreach.
      await chooseOption(page, 'Outreach status of Bob', '1st Outreach');
      await expectToast(page, 'Automation queued', '1 email queued for Bob.');
      // The toast opens below the header: Logout and the drawer toggle stay free.
      const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Automation queued' });
      const toastBox = await notice.boundingBox();
      for (const button of await page.locator('header.ant-layout-header button').all()) {
        const box = await button.boundingBox();
        if (!box || !toastBox) continue;
        expect(toastBox.y >= box.y + box.height || box.x >= toastBox.x + toastBox.width || box.x + box.width <= toastBox.x).toBe(true);
      }
      await screenshot(page, `admin-bookings-automation-toast-${size.width}x${size.height}`);
      // The run history is the automation remote's screen (e2e/tests/cross-remote-data.e2e.ts follows the link).
      expect(await notice.getByRole('link', { name: 'View run history' }).getAttribute('href')).toBe('/admin/automation#run-history');
      // A change that fires no rule says nothing.
      await chooseOption(page, 'Outreach status of alice', 'Contacted');
      // A phone shows each guest as a card, a wider screen as a table row.
      await badge(page.getByRole(size.width < 768 ? 'article' : 'row', { name: /alice/ }), 'Contacted').waitFor();
      await eventually(
        async () => (await listGuests(context.request, suite.product.url)).find((g) => g.name === 'alice')?.outreachStatus === 'contacted',
        'the change',
      );
      expect(await page.locator('.ant-notification-notice').filter({ hasText: 'queued for alice' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('applies a status change at once and rolls it back when the server fails', async () => {
      await openBookings();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/bookings/*', async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        await gate;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Database unavailable' }) });
      });
      const row = page.getByRole('row', { name: /Charlie/ });
      await badge(row, '1st Outreach').waitFor();
      await chooseOption(page, 'Outreach status of Charlie', 'Nurture');
      // Optimistic: the new badge shows while the request is still pending.
      await badge(row, 'Nurture').waitFor();
      expect(await badge(row, '1st Outreach').count()).toBe(0);
      release();
      // A plain sentence, never the server's raw answer (issue 29).
      await expectToast(page, 'Update Failed', 'The server could not answer just now. Please try again in a moment.');
      expect(await page.locator('.ant-notification-notice').filter({ hasText: '500' }).count()).toBe(0);
      await badge(row, '1st Outreach').waitFor();
      await badge(row, 'Nurture').waitFor({ state: 'detached' });
      const charlie = (await listGuests(context.request, suite.product.url)).find((guest) => guest.name === 'Charlie');
      expect(charlie?.outreachStatus).toBe('1st_outreach');
    });
  });
  describe('on a phone and around the archive (issue 29)', () => {
    const PHONE = { width: 390, height: 844 };
    const DESKTOP = { width: 1280, height: 800 };

    async function openAt(size: { width: number; height: number }): Promise<void> {
      await context.close();
      ({ page, context, errors } = await openPage(suite.browser, suite.product.url, { ...size, reducedMotion: true }));
      await loginContext(context, suite.product.url);
      await openBookings();
    }

    const card = (name: string) => page.getByRole('article', { name });

    it('at 390×844 adds a guest and sets Booked by clicking, with nothing scrolled sideways, and says truthfully that no email went out', async () => {
      await createGuest(context.request, suite.product.url, { name: 'Existing Guest', email: 'existing@example.com', company: 'Acme' });
      await openAt(PHONE);
      await expectNothingSideways(page, 'bookings 390');
      // Each guest is a card with its status dropdowns, Edit and Delete in view: no table.
      expect(await page.locator('.ant-table').count()).toBe(0);
      const existing = card('Existing Guest');
      for (const control of [
        existing.getByRole('combobox', { name: 'Outreach status of Existing Guest' }),
        existing.getByRole('combobox', { name: 'Booking status of Existing Guest' }),
        existing.getByRole('button', { name: 'Edit Existing Guest' }),
        existing.getByRole('button', { name: 'Delete Existing Guest' }),
      ]) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      }

      await page.getByRole('button', { name: 'Add New Guest' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
      await dialog.getByLabel('Name *').fill('Priya Raman');
      await dialog.getByLabel('Company').fill('Raman Retail');
      await dialog.getByRole('button', { name: 'Add Guest' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const priya = card('Priya Raman');
      await priya.waitFor();
      await priya.getByRole('combobox', { name: 'Booking status of Priya Raman' }).scrollIntoViewIfNeeded();
      await chooseOption(page, 'Booking status of Priya Raman', 'Booked');
      await badge(priya, 'Booked').waitFor();
      // The seeded "Confirm booking" rule fires on Booked: an email and a GHL tag update, neither of
      // which can happen; the toast says so instead of "queued".
      await expectToast(page, 'Automation skipped', 'No email sent: Priya Raman has no email address.');
      const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Automation skipped' });
      await notice.getByText('No GHL tag update: GoHighLevel is not configured.').waitFor();
      expect(await notice.getByText(/queued/).count()).toBe(0);
      await eventually(
        async () => (await listGuests(context.request, suite.product.url)).some((g) => g.name === 'Priya Raman' && g.bookingStatus === 'booked'),
        'Booked saved',
      );
      await expectNothingSideways(page, 'bookings 390 after Booked');
      await screenshot(page, 'admin-bookings-390x844-booked');
      // The run history agrees: the runner skipped it for the same reason.
      await eventually(async () => {
        const runs = (await (await context.request.get(`${suite.product.url}/api/admin/automation/runs?limit=50`)).json()) as Array<{
          guestName: string;
          actionType: string;
          status: string;
          detail: string;
        }>;
        const mail = runs.find((run) => run.guestName === 'Priya Raman' && run.actionType === 'send_email');
        return mail?.status === 'skipped' && mail.detail === 'The guest has no email address';
      }, 'the run history to say the email was skipped');
      expect(errors).toEqual([]);
    });

    it.each([DESKTOP, PHONE])(
      'says a guest set to Recorded moved to the archive, keeps Show Archive and Add New Guest free, and Undo restores ($width px)',
      async (size) => {
        await createGuest(context.request, suite.product.url, { name: 'Bob Booked', email: 'bob@example.com', bookingStatus: 'booked' });
        await openAt(size);
        await chooseOption(page, 'Booking status of Bob Booked', 'Recorded');
        await expectToast(page, 'Moved to the archive', 'Bob Booked is Recorded and now in the archive (Show Archive lists them).');
        const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Moved to the archive' });
        await page.getByText('Showing 0 active guests').waitFor();
        for (const name of ['Show Archive', 'Add New Guest']) {
          const button = await page.getByRole('button', { name }).boundingBox();
          const toast = await notice.boundingBox();
          if (!button || !toast) throw new Error(`no box for ${name} or the toast`);
          const apart =
            toast.y >= button.y + button.height ||
            toast.y + toast.height <= button.y ||
            toast.x >= button.x + button.width ||
            toast.x + toast.width <= button.x;
          expect({ name, apart }).toEqual({ name, apart: true });
        }
        await screenshot(page, `admin-bookings-archive-toast-${size.width}x${size.height}`);
        const runsBefore = ((await (await context.request.get(`${suite.product.url}/api/admin/automation/runs?limit=200`)).json()) as unknown[]).length;

        await notice.getByRole('button', { name: 'Undo' }).click();
        await expectToast(page, 'Undone', 'Bob Booked is Booked again. No automation ran for the change back.');
        await page.getByText('Showing 1 active guests').waitFor();
        const guest = (await listGuests(context.request, suite.product.url)).find((g) => g.name === 'Bob Booked');
        expect(guest?.bookingStatus).toBe('booked');
        // The Undo fired no rule (Booked would have sent the confirmation again).
        const runsAfter = ((await (await context.request.get(`${suite.product.url}/api/admin/automation/runs?limit=200`)).json()) as unknown[]).length;
        expect(runsAfter).toBe(runsBefore);
        expect(errors).toEqual([]);
      },
    );

    it.each([DESKTOP, PHONE])('has no serious or critical axe finding on Bookings, Add New Guest and Edit Guest ($width px)', async (size) => {
      await createGuest(context.request, suite.product.url, {
        name: 'Jane Doe',
        email: 'jane.doe@enterprise-solutions.example.com',
        company: 'Acme',
        socialMediaUrl: 'https://social.example.com/jane',
      });
      await createGuest(context.request, suite.product.url, { name: 'No Details' });
      await openAt(size);
      // The search's clear button shows once there is text (it was a 12 × 12 px target).
      await page.getByPlaceholder('Search guests...').fill('e');
      await page.getByText('Showing 2 active guests').waitFor();
      const clear = await page.getByRole('button', { name: 'Clear search' }).boundingBox();
      expect(clear && clear.width >= 24 && clear.height >= 24).toBe(true);
      const findings = (await blockingViolations(page)).map((line) => `page: ${line}`);

      await page.getByRole('button', { name: 'Add New Guest' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Guest' });
      await add.getByLabel('Name *').waitFor();
      await animationsSettled(page);
      findings.push(...(await blockingViolations(page)).map((line) => `add: ${line}`));
      await add.getByRole('button', { name: 'Cancel' }).click();
      await add.waitFor({ state: 'hidden' });

      await (
        size.width < 768 ? card('Jane Doe').getByRole('button', { name: 'Edit Jane Doe' }) : page.getByRole('button', { name: 'Jane Doe', exact: true })
      ).click();
      const edit = page.getByRole('dialog', { name: 'Edit Guest: Jane Doe' });
      await edit.getByLabel('Name *').waitFor();
      await animationsSettled(page);
      findings.push(...(await blockingViolations(page)).map((line) => `edit: ${line}`));
      await screenshot(page, `admin-bookings-edit-guest-${size.width}x${size.height}`);
      expect(findings).toEqual([]);
    });

    it("marks an invalid field at the field with the API's message", async () => {
      await openAt(PHONE);
      await page.getByRole('button', { name: 'Add New Guest' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
      await dialog.getByLabel('Name *').fill('N'.repeat(201));
      await dialog.getByRole('button', { name: 'Add Guest' }).click();
      const item = dialog.locator('.ant-form-item', { has: page.getByLabel('Name *') });
      await item.getByText('Name must be at most 200 characters').waitFor();
      await expect(item.getAttribute('class')).resolves.toContain('ant-form-item-has-error');
      await expect(dialog.getByLabel('Name *').getAttribute('aria-invalid')).resolves.toBe('true');
    });

    it('shows a failed list in plain words with Retry, which loads it', async () => {
      await createGuest(context.request, suite.product.url, { name: 'Retry Guest' });
      await context.close();
      ({ page, context, errors } = await openPage(suite.browser, suite.product.url, { reducedMotion: true }));
      await loginContext(context, suite.product.url);
      let failing = true;
      await page.route('**/api/admin/bookings?*', async (route) => {
        if (failing && route.request().method() === 'GET') {
          await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }) });
          return;
        }
        await route.continue();
      });
      await page.goto('/admin/bookings');
      const alert = page.getByRole('alert').filter({ hasText: 'Could not load the guests' });
      await alert.getByText('The server could not answer just now. Please try again in a moment.').waitFor({ timeout: 30_000 });
      expect(await alert.getByText(/500|statusCode/).count()).toBe(0);
      failing = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('button', { name: 'Retry Guest' }).waitFor();
      await page.getByText('Showing 1 active guests').waitFor();
    });
  });
});
