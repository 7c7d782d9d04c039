import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto } from '@podcast/contracts';
import type { Page } from 'playwright-core';
import { chooseOption } from '../../e2e/harness/antd-select';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestClip } from '../../e2e/harness/test-media';
import { until } from '../../e2e/harness/until';
import { expectNoCoveredControls, expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CORE_MEDIA = 'AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4_1 like Mac OS X; en_us)';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const statistic = (page: Page, title: string) => page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');
const tableRows = (page: Page, card: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${card}$`) }) })
    .locator('.ant-table-tbody tr.ant-table-row');

/** Issue 15 item 5: the Analytics screen (/admin/analytics) over real plays and downloads. */
describe('Analytics (/admin/analytics)', () => {
  const suite = useAdminPage({ width: 1280, height: 800 });
  let dir: string;
  let played: AdminEpisodeDto;
  let downloaded: AdminEpisodeDto;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'analytics-'));
    const { admin, product } = suite;
    played = await admin.publishedEpisode({ title: 'Most played episode', description: 'Played on the site', episodeNumber: 1 });
    downloaded = await admin.createEpisode({ title: 'Downloaded episode', description: 'Fetched by apps', episodeNumber: 2 });
    await admin.uploadTranscodedVideo(downloaded.id, makeTestClip(join(dir, 'clip.mp4'), { seconds: 2, size: '1280x720' }));
    await admin.updateEpisode(downloaded.id, { status: 'published', editingStatus: 'final' });
    const play = (agent: string) =>
      fetch(`${product.url}/api/episodes/${played.id}/play`, { method: 'POST', headers: { 'User-Agent': agent, Origin: product.url } }).then((res) => {
        if (res.status !== 204) throw new Error(`play answered ${res.status}`);
      });
    // Ten plays of one listener count once; a second browser is a second listener.
    for (let i = 0; i < 10; i += 1) await play(CHROME);
    await play(FIREFOX);
    const fetchEnclosure = async (agent: string, range?: string) => {
      const res = await fetch(`${product.url}/podcast/episodes/${downloaded.id}/720p.mp4`, {
        headers: { 'User-Agent': agent, ...(range ? { Range: range } : {}) },
      });
      await res.arrayBuffer();
      if (res.status !== (range ? 206 : 200)) throw new Error(`the enclosure answered ${res.status}`);
    };
    await fetchEnclosure(GOOGLEBOT);
    await fetchEnclosure(CORE_MEDIA, 'bytes=0-1');
    await fetchEnclosure(CORE_MEDIA, 'bytes=0-999');
    await fetchEnclosure(CORE_MEDIA, 'bytes=1000-');
    // A download is recorded just after its answer is sent: wait until it is in before the screen reads it.
    await until(
      'the download to be recorded',
      () => admin.request<{ totals: { downloads: number } }>('GET', `/api/admin/analytics/episodes/${downloaded.id}`),
      (report) => report.totals.downloads === 1,
    );
  }, 180_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const open = async (page: Page) => {
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 2 }).waitFor();
    await page.getByTestId('analytics-chart').locator('.recharts-line').first().waitFor({ state: 'attached' });
  };

  it('is in the sidebar and shows the deduplicated totals, the 90-day chart, top episodes and apps', async () => {
    const { page } = suite.tracked;
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/analytics');
    await page.getByTestId('analytics-chart').locator('.recharts-line').first().waitFor({ state: 'attached' });
    expect(await statistic(page, 'Plays').innerText()).toBe('2');
    expect(await statistic(page, 'Downloads').innerText()).toBe('1');
    expect(await page.getByTestId('analytics-chart').locator('.recharts-line').count()).toBe(2);
    // For screen readers the chart is one image whose name sums it up (window, totals, busiest day).
    const { to: today } = await suite.admin.request<{ to: string }>('GET', '/api/admin/analytics?days=90');
    const chart = page.getByRole('img', { name: /^Plays and downloads per day, / });
    expect(await chart.getAttribute('data-testid')).toBe('analytics-chart');
    expect(await chart.getAttribute('aria-label')).toMatch(
      new RegExp(
        `^Plays and downloads per day, \\d{4}-\\d{2}-\\d{2} to ${today}: 2 plays and 1 download in total; busiest day ${today} \\(2 plays, 1 download\\)$`,
      ),
    );
    await page.getByText(/^Last 90 days \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, UTC\)/).waitFor();
    const top = await tableRows(page, 'Top episodes').allInnerTexts();
    expect(top.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['Most played episode', '2', '0'],
      ['Downloaded episode', '0', '1'],
    ]);
    const apps = await tableRows(page, 'Apps').allInnerTexts();
    expect(apps.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['Browser', '2', '0'],
      ['Apple Podcasts', '0', '1'],
    ]);
    await screenshot(page, 'analytics');
  });

  it("offers the chart's figures as a table reachable by role: one row per day, today's plays and downloads, the totals", async () => {
    const { page } = suite.tracked;
    await open(page);
    // The last day of the window is the server's today (UTC), where the plays and the download are.
    const report = await suite.admin.request<{ to: string; days: unknown[] }>('GET', '/api/admin/analytics?days=90');
    const today = report.to;
    expect(report.days).toHaveLength(90);
    const caption = 'Plays and downloads per day';
    expect(await page.getByRole('table', { name: caption, exact: true }).count()).toBe(0);
    const toggle = page.getByRole('button', { name: 'Show as table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: caption, exact: true });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Date (UTC)', 'Plays', 'Downloads']);
    // 90 days, oldest first as in the chart, each named by its date (a row header).
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(1 + 90 + 1);
    const todayRow = table.getByRole('row', { name: new RegExp(`^${today}\\b`) });
    expect(await todayRow.getByRole('rowheader').innerText()).toBe(today);
    expect(await todayRow.getByRole('cell').allInnerTexts()).toEqual(['2', '1']);
    expect(await rows.nth(90).getByRole('rowheader').innerText()).toBe(today);
    expect(
      await table
        .getByRole('row', { name: /^Total\b/ })
        .getByRole('cell')
        .allInnerTexts(),
    ).toEqual(['2', '1']);
    // A day without listeners shows zeros, not a gap.
    expect(await rows.nth(1).getByRole('cell').allInnerTexts()).toEqual(['0', '0']);
    await page.getByRole('button', { name: 'Hide table' }).click();
    await table.waitFor({ state: 'detached' });

    // One episode's table is named after it and holds its own figures.
    await chooseOption(page, 'Episode', `#2 ${downloaded.title}`);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const episodeTable = page.getByRole('table', { name: `${caption}: ${downloaded.title}`, exact: true });
    await episodeTable.waitFor();
    expect(
      await episodeTable
        .getByRole('row', { name: new RegExp(`^${today}\\b`) })
        .getByRole('cell')
        .allInnerTexts(),
    ).toEqual(['0', '1']);
    expect(await page.getByRole('img', { name: new RegExp(`^${caption}: ${downloaded.title}, .*: 0 plays and 1 download in total;`) }).count()).toBe(1);
  });

  it("shows one episode's figures when it is chosen, and the Plays column agrees", async () => {
    const { page } = suite.tracked;
    await open(page);
    await chooseOption(page, 'Episode', `#1 ${played.title}`);
    await page.locator('.ant-card-head-title', { hasText: `Plays and downloads per day: ${played.title}` }).waitFor();
    expect(await statistic(page, 'Plays').innerText()).toBe('2');
    expect(await statistic(page, 'Downloads').innerText()).toBe('0');
    expect(await tableRows(page, 'Top episodes').count()).toBe(0);
    expect((await tableRows(page, 'Apps').allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([['Browser', '2', '0']]);
    expect((await suite.admin.request<AdminEpisodeDto>('GET', `/api/admin/episodes/${played.id}`)).plays).toBe(2);
    await chooseOption(page, 'Episode', 'All episodes');
    await page.locator('.ant-card-head-title', { hasText: /^Plays and downloads per day$/ }).waitFor();
    expect(await statistic(page, 'Downloads').innerText()).toBe('1');
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('has no serious axe finding and fits the window at $width×$height', async (size) => {
    const { page } = suite.tracked;
    await page.setViewportSize(size);
    await open(page);
    await tableRows(page, 'Apps').first().waitFor();
    const chart = (await page.getByTestId('analytics-chart').boundingBox())!;
    expect(chart.width).toBeGreaterThan(200);
    expect(chart.x + chart.width).toBeLessThanOrEqual(size.width);
    await expectNoSidewaysPageScroll(page, `analytics ${size.width}`);
    await expectNoCoveredControls(page, `analytics ${size.width}`);
    await expectNoBlockingViolations(page, `analytics at ${size.width}×${size.height}`);
    await screenshot(page, `analytics-${size.width}`);
    // With the per-day table shown as well.
    await page.getByRole('button', { name: 'Show as table' }).click();
    await page.getByRole('table', { name: 'Plays and downloads per day', exact: true }).waitFor();
    await expectNoSidewaysPageScroll(page, `analytics ${size.width}, table shown`);
    await expectNoCoveredControls(page, `analytics ${size.width}, table shown`);
    await expectNoBlockingViolations(page, `analytics at ${size.width}×${size.height}, table shown`);
    await screenshot(page, `analytics-table-${size.width}`);
  });
});
