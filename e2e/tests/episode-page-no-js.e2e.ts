import { AdminApi } from '../harness/admin-api';
import { expectNoBlockingViolations } from '../harness/axe';
import { openPage, screenshot } from '../harness/browser';
import { useProductAndBrowser } from '../harness/suite';

// Issue 29 item 7: an episode page's transcript is readable text in the server's HTML, so a reader
// without JavaScript (or a crawler that runs none) has it; with JavaScript the app's page replaces
// that shell and shows the transcript once, as its own component renders it.
const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:04.000',
  '<v Ada Lovelace>Welcome to the show about fearless pricing.',
  '',
  '00:01:05.000 --> 00:01:09.000',
  '<v Ben Ortiz>Raise prices before you need to, and tell customers why.',
  '',
].join('\n');

describe('an episode page without JavaScript', () => {
  const suite = useProductAndBrowser();
  let episodeId = 0;

  beforeAll(async () => {
    const admin = await AdminApi.login(suite.product.url);
    const episode = await admin.publishedEpisode({
      title: 'Pricing Without Fear',
      description: 'Ada and Ben on raising prices.',
      episodeNumber: 12,
      guestName: 'Ada Lovelace',
    });
    episodeId = episode.id;
    await admin.request('PUT', `/api/admin/episodes/${episodeId}/transcript`, { fileName: 'ep12.vtt', language: 'en', content: VTT });
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('shows the title and the transcript with speakers and times at $width px, no script run', async (size) => {
    const context = await suite.browser.newContext({ baseURL: suite.product.url, viewport: size, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/episodes/${episodeId}`);
    await page.getByRole('heading', { level: 1, name: 'Pricing Without Fear' }).waitFor();
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await transcript.getByText('Welcome to the show about fearless pricing.').waitFor();
    expect(await transcript.innerText()).toMatch(
      /0:00\s+Ada Lovelace\s+Welcome to the show about fearless pricing\.\s+1:05\s+Ben Ortiz\s+Raise prices before you need to, and tell customers why\./,
    );
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `episode-page-no-js-${size.width}`);
    await context.close();

    // axe runs as a script, which this context refuses: it checks the same shell in a page whose
    // bundles are not loaded (only the shell's inline script runs, as before the app starts).
    const checked = await suite.browser.newContext({ baseURL: suite.product.url, viewport: size });
    await checked.route(/\.js(\?|$)/, (route) => route.abort());
    const shell = await checked.newPage();
    await shell.goto(`/episodes/${episodeId}`);
    await shell.getByRole('region', { name: 'Transcript' }).waitFor();
    await expectNoBlockingViolations(shell, `episode page without JavaScript at ${size.width}`);
    await checked.close();
  });

  it("with JavaScript the app's page replaces the shell: the transcript shows once, from the episode card", async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.product.url);
    await page.goto(`/episodes/${episodeId}`);
    await page.getByTestId('episode-transcript').getByText('Raise prices before you need to, and tell customers why.').waitFor();
    expect(await page.locator('.shell-episode').count()).toBe(0);
    expect(await page.getByText('Raise prices before you need to, and tell customers why.').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
