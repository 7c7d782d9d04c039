// Layout checks and seeding shared by the admin layout and accessibility sweeps (not a test file itself).
import type { Page } from 'playwright-core';
import type { AdminApi } from '../harness/admin-api';

export const DESKTOP_SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface SeededAdminData {
  guestIds: number[];
  episodeId: number;
}

/**
 * Guests with long names, companies and every status (so the widest badges show), status changes that
 * fill the run history, and episodes for the episode screens: all through the API.
 */
export async function seedAdminData(client: AdminApi): Promise<SeededAdminData> {
  const guests: Array<Record<string, string>> = [
    {
      name: 'Maximiliana Featherstonehaugh-Worthington',
      email: 'maximiliana.featherstonehaugh@enterprise-solutions.example.com',
      company: 'Featherstonehaugh Enterprise Solutions International',
      position: 'Chief Revenue Officer, EMEA',
      websiteUrl: 'https://enterprise-solutions.example.com',
      socialMediaUrl: 'https://social.example.com/maximiliana',
    },
    { name: 'Jane Doe', email: 'jane@example.com', company: 'Acme', position: 'Founder', bookingStatus: 'waiting_for_response' },
    { name: 'Bob Builder', email: 'bob@example.com', company: 'Initech', position: 'CEO', outreachStatus: '2nd_follow_up', bookingStatus: 'respond' },
    { name: 'Carla Cruz', email: 'carla@example.com', outreachStatus: 'newsletter', bookingStatus: 'cancelled' },
    { name: 'Dana Diaz', email: 'dana@example.com', outreachStatus: 'contacted', bookingStatus: 'booked' },
  ];
  const guestIds: number[] = [];
  for (const guest of guests) guestIds.push((await client.request<{ id: number }>('POST', '/api/admin/bookings', guest)).id);
  // Seeded rules fire on these: their runs fill the history (mail is not configured: skipped).
  await client.request('PATCH', `/api/admin/bookings/${guestIds[0]}`, { outreachStatus: '1st_outreach' });
  await client.request('PATCH', `/api/admin/bookings/${guestIds[1]}`, { outreachStatus: 'warm_up' });
  await client.request('PATCH', `/api/admin/bookings/${guestIds[2]}`, { bookingStatus: 'booked' });

  const episode = await client.request<{ id: number }>('POST', '/api/episodes', {
    title: 'How a two-person team sold its first SaaS product to a Fortune 500 company',
    description: 'Pricing, pilots and the long road to procurement: what worked and what the founders would skip next time.',
    episodeNumber: 7,
    guestName: 'Maximiliana Featherstonehaugh-Worthington',
  });
  // Publishing without a video is refused unless said so on purpose (the safe-publishing check).
  await client
    .request('PATCH', `/api/admin/episodes/${episode.id}`, { status: 'published' })
    .catch(() => client.request('PATCH', `/api/admin/episodes/${episode.id}`, { status: 'published', publishWithoutVideo: true }));
  await client.request('POST', '/api/episodes', { title: 'Draft about wholesale pricing', description: 'Work in progress.', episodeNumber: 8 });
  return { guestIds, episodeId: episode.id };
}

/**
 * Fails when the page itself can be scrolled sideways. Right after a resize the screens re-render for
 * the new width (matchMedia listeners, antd's breakpoints) a frame or more later, so an overflow gets
 * up to two seconds to go away before it counts: a loaded CI run measured a 390 px window still laid
 * out for 1280. An overflow that stays is a finding.
 */
export async function expectNoSidewaysPageScroll(page: Page, where: string): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 2_000 }).catch(() => undefined);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) throw new Error(`${where}: the page scrolls sideways (${scrollWidth} px of content in a ${innerWidth} px window)`);
}

/**
 * Every header cell of the table lies inside the table's own visible area and the window, and the
 * table does not scroll sideways: each column can be seen as the page opens.
 */
export async function expectAllColumnsVisible(page: Page, tableSelector: string, columns: readonly string[], where: string): Promise<void> {
  const report = await page.evaluate(
    ({ selector, names }) => {
      const table = document.querySelector(selector);
      if (!table) return { error: `no table ${selector}` };
      const scroller = table.querySelector('.ant-table-content, .ant-table-body') as HTMLElement | null;
      if (!scroller) return { error: 'no table content' };
      const box = scroller.getBoundingClientRect();
      const headers = [...table.querySelectorAll('thead th')] as HTMLElement[];
      const problems: string[] = [];
      for (const name of names) {
        const cell = headers.find((th) => (th.textContent ?? '').trim() === name);
        if (!cell) {
          problems.push(`column ${name} missing`);
          continue;
        }
        const rect = cell.getBoundingClientRect();
        if (rect.width < 20) problems.push(`column ${name} is ${rect.width} px wide`);
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          problems.push(`column ${name} [${rect.left}, ${rect.right}] outside the table [${box.left}, ${box.right}]`);
        if (rect.right > window.innerWidth) problems.push(`column ${name} ends at ${rect.right}, beyond the ${window.innerWidth} px window`);
      }
      if (scroller.scrollWidth > scroller.clientWidth + 1) problems.push(`the table scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
      return { problems };
    },
    { selector: tableSelector, names: [...columns] },
  );
  if ('error' in report && report.error) throw new Error(`${where}: ${report.error}`);
  if (report.problems && report.problems.length > 0) throw new Error(`${where}: ${report.problems.join('; ')}`);
}

/**
 * On a phone: the table scrolls inside its card (never the page), and its first column stays in view
 * while the rest scrolls under it.
 */
export async function expectTableScrollsInCardWithFirstColumnKept(page: Page, tableSelector: string, where: string): Promise<void> {
  const report = await page.evaluate(async (selector) => {
    const table = document.querySelector(selector);
    const scroller = table?.querySelector('.ant-table-content, .ant-table-body') as HTMLElement | null;
    const card = table?.closest('.ant-card') as HTMLElement | null;
    if (!table || !scroller || !card) return `no table, scroller or card for ${selector}`;
    const cardRect = card.getBoundingClientRect();
    if (cardRect.left < 0 || cardRect.right > window.innerWidth + 0.5) return `the card [${cardRect.left}, ${cardRect.right}] is wider than the window`;
    if (scroller.scrollWidth <= scroller.clientWidth) return 'the table does not need to scroll: nothing to check';
    const firstHeader = table.querySelector('thead th') as HTMLElement;
    const firstCell = table.querySelector('tbody tr.ant-table-row td') as HTMLElement | null;
    const before = firstHeader.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = scroller.getBoundingClientRect();
    const after = firstHeader.getBoundingClientRect();
    const cellAfter = firstCell?.getBoundingClientRect();
    scroller.scrollLeft = 0;
    if (Math.abs(after.left - before) > 1) return `the first column moved from ${before} to ${after.left} when the table scrolled`;
    if (after.left < box.left - 1 || after.right > box.right + 1) return 'the first column left the table view';
    if (cellAfter && Math.abs(cellAfter.left - after.left) > 1) return 'the first column’s cells did not stay with its header';
    return null;
  }, tableSelector);
  if (report) throw new Error(`${where}: ${report}`);
}

/** The header is one row: the title never wraps or breaks mid-word, and its controls overlap nothing. */
export async function expectHeaderFits(page: Page, where: string): Promise<void> {
  const report = await page.evaluate(() => {
    const header = document.querySelector('header.ant-layout-header') as HTMLElement | null;
    if (!header) return 'no header';
    const title = [...header.querySelectorAll('*')].find((el) => el.children.length === 0 && (el.textContent ?? '').trim() === 'Admin Dashboard') as
      HTMLElement | undefined;
    if (!title) return 'no "Admin Dashboard" title';
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight) || 24;
    const range = document.createRange();
    range.selectNodeContents(title);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    if (lines !== 1 || title.getBoundingClientRect().height > lineHeight * 1.5) return `the title takes ${lines} lines`;
    if (title.scrollWidth > title.clientWidth + 1) return 'the title is cut short';
    const headerRect = header.getBoundingClientRect();
    if (headerRect.right > window.innerWidth + 0.5) return 'the header is wider than the window';
    const parts = [...header.children].filter((el) => el.getBoundingClientRect().width > 0) as HTMLElement[];
    for (let i = 0; i < parts.length; i += 1) {
      for (let j = i + 1; j < parts.length; j += 1) {
        const a = parts[i]!.getBoundingClientRect();
        const b = parts[j]!.getBoundingClientRect();
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
          return `header parts overlap: ${parts[i]!.className || parts[i]!.tagName} and ${parts[j]!.className || parts[j]!.tagName}`;
        }
      }
    }
    return null;
  });
  if (report) throw new Error(`${where}: ${report}`);
}

/**
 * No control is covered by another: for every visible button, link, input, select and switch of the
 * header and the main area, the element found at its centre is the control itself (or inside it).
 * Controls out of the window, or scrolled out of a scrolling table, are not judged.
 */
export async function expectNoCoveredControls(page: Page, where: string, scope = 'header.ant-layout-header, main'): Promise<void> {
  const covered = await page.evaluate((rootSelector) => {
    const roots = [...document.querySelectorAll(rootSelector)];
    const selector = 'button, a[href], input:not([type="hidden"]), textarea, [role="combobox"], [role="switch"]';
    const problems: string[] = [];
    for (const root of roots) {
      for (const control of [...root.querySelectorAll(selector)] as HTMLElement[]) {
        const rect = control.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2) continue;
        const style = getComputedStyle(control);
        if (style.visibility === 'hidden' || style.opacity === '0') continue;
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
        // Inside a scrolling area, only what that area shows right now.
        let clipped = false;
        for (let parent = control.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent);
          if (/(auto|scroll|hidden)/.test(overflow.overflowX + overflow.overflowY)) {
            const box = parent.getBoundingClientRect();
            if (x < box.left || x > box.right || y < box.top || y > box.bottom) clipped = true;
          }
        }
        if (clipped) continue;
        // A cell scrolled under the sticky first column is not "covered" in the sense meant here.
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === control || control.contains(hit) || hit.contains(control)) continue;
        // antd's select renders its search input above the displayed value: the same control.
        const controlSelect = control.closest('.ant-select');
        if (controlSelect && controlSelect.contains(hit)) continue;
        const label = control.getAttribute('aria-label') ?? (control.textContent ?? '').trim().slice(0, 40);
        const by = (hit as HTMLElement).className?.toString().slice(0, 60) || hit.tagName;
        problems.push(`"${label}" is covered by ${by}`);
      }
    }
    return problems;
  }, scope);
  if (covered.length > 0) throw new Error(`${where}: ${covered.join('; ')}`);
}

/** Rectangles of two locators' elements do not intersect. */
export async function expectNoOverlap(page: Page, aSelector: string, bSelector: string, where: string): Promise<void> {
  const overlap = await page.evaluate(
    ({ a, b }) => {
      const rectsA = [...document.querySelectorAll(a)].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
      const rectsB = [...document.querySelectorAll(b)].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
      if (rectsA.length === 0 || rectsB.length === 0) return `nothing matched (${rectsA.length} × ${rectsB.length})`;
      for (const ra of rectsA) {
        for (const rb of rectsB) {
          if (ra.left < rb.right && rb.left < ra.right && ra.top < rb.bottom && rb.top < ra.bottom)
            return `overlap at ${JSON.stringify(ra)} / ${JSON.stringify(rb)}`;
        }
      }
      return null;
    },
    { a: aSelector, b: bSelector },
  );
  if (overlap) throw new Error(`${where}: ${overlap}`);
}
