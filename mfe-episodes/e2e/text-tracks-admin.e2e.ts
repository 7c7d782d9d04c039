import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminEpisodeDto, AdminTextTracksDto } from '@podcast/contracts';
import type { Locator, Page } from 'playwright-core';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { animationsSettled, screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestClip } from '../../e2e/harness/test-media';
import { ARTIFACTS_DIR } from '../../e2e/harness/paths';
import { until } from '../../e2e/harness/until';
import { expectNoCoveredControls, expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

const VALID_VTT = `WEBVTT

00:00:00.000 --> 00:00:01.500
Welcome to the show.

00:00:01.500 --> 00:00:03.000
<v Host>Today: pricing.

00:00:03.000 --> 00:00:05.000
Let's begin.
`;

// Line 6 holds a time code with a letter in it.
const BAD_VTT = `WEBVTT

00:00:00.000 --> 00:00:01.000
Hello

00:00:0x.000 --> 00:00:02.000
Broken
`;

const REVIEW_TEXT = 'The final video changed after the chapters and the transcript were timed. Keep them if they still fit, or clear them.';

const card = (page: Page): Locator => page.getByTestId('text-tracks-card');
const previewDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Video Preview & Comments' });
const videoTime = (page: Page) => page.evaluate(() => (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime);

describe('Chapters and transcript on the episode detail and in the preview (issue 20, admin)', () => {
  const suite = useAdminPage({ width: 1280, height: 800 });
  let dir: string;
  let episode: AdminEpisodeDto;
  const files = { clip: '', secondCut: '', good: '', bad: '', huge: '' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'text-tracks-admin-'));
    files.clip = makeTestClip(join(dir, 'first-cut.mp4'), { seconds: 6 });
    files.secondCut = makeTestClip(join(dir, 'second-cut.mp4'), { seconds: 5 });
    files.good = join(dir, 'interview.vtt');
    writeFileSync(files.good, VALID_VTT);
    files.bad = join(dir, 'bad.vtt');
    writeFileSync(files.bad, BAD_VTT);
    // One character over the limit: refused in the browser, never sent.
    files.huge = join(dir, 'huge.vtt');
    writeFileSync(files.huge, `WEBVTT\n\n${'x'.repeat(900_001 - 8)}`);
    episode = await suite.admin.createEpisode({ title: 'Chapters episode', description: 'About chapters', episodeNumber: 52 });
    await suite.admin.uploadTranscodedVideo(episode.id, files.clip);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const tracks = () => suite.admin.request<AdminTextTracksDto>('GET', `/api/admin/episodes/${episode.id}/text-tracks`);

  /** The browser logs each refused request; the test expected exactly these, so they are not the page's errors. */
  const expectRefusals = (...statuses: string[]) => {
    expect(suite.tracked.errors).toEqual(statuses.map((status) => `Failed to load resource: the server responded with a status of ${status}`));
    suite.tracked.errors.length = 0;
  };

  const openDetail = async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episode.id}`);
    await page.getByRole('heading', { name: `Episode #${episode.episodeNumber}` }).waitFor();
    await card(page).getByTestId('chapter-count').waitFor();
  };

  /** Opens the preview of a video and its Chapters tab, once the player knows the video's length. */
  const openChapters = async (fileName: string): Promise<Locator> => {
    const { page } = suite.tracked;
    await page.getByRole('button', { name: `Preview ${fileName}` }).click();
    const dialog = previewDialog(page);
    await dialog.waitFor();
    await page.waitForFunction(() => ((document.querySelector('[role="dialog"] video') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
    await dialog.getByRole('tab', { name: 'Chapters' }).click();
    return dialog.getByRole('region', { name: 'Chapters' });
  };

  const chapterTexts = (panel: Locator) => panel.getByTestId('chapter-item').allInnerTexts();

  it('adds chapters at the floor of the player’s second, keeps them sorted, renames, moves and deletes one after confirming', async () => {
    const { page } = suite.tracked;
    await openDetail();
    await card(page).getByText('0 chapters').waitFor();
    await card(page).getByText('Add chapters from the video preview', { exact: false }).waitFor();

    const panel = await openChapters('clip.mp4');
    await panel.getByText('No chapters yet.', { exact: false }).waitFor();
    const title = panel.getByRole('textbox', { name: 'New chapter title' });

    // The keyboard on the player's Seek slider: three steps of one second.
    const slider = previewDialog(page).getByRole('slider', { name: 'Seek' });
    await slider.focus();
    for (let step = 0; step < 3; step += 1) await slider.press('ArrowRight');
    await panel.getByRole('button', { name: 'Add chapter at 0:03' }).waitFor();
    await title.fill('Main topic');
    await title.press('Enter');
    await panel.getByTestId('chapter-item').filter({ hasText: 'Main topic' }).waitFor();
    expect(await title.inputValue()).toBe('');

    // Between two seconds: the chapter starts at the floor, as a comment does.
    await page.evaluate(() => {
      (document.querySelector('[role="dialog"] video') as HTMLVideoElement).currentTime = 1.7;
    });
    await panel.getByRole('button', { name: 'Add chapter at 0:01' }).waitFor();
    await title.fill('Intro');
    await panel.getByRole('button', { name: 'Add chapter at 0:01' }).click();
    await panel.getByTestId('chapter-item').filter({ hasText: 'Intro' }).waitFor();
    expect(await chapterTexts(panel)).toEqual([expect.stringContaining('0:01'), expect.stringContaining('0:03')]);
    expect((await chapterTexts(panel))[0]).toContain('Intro');
    expect((await tracks()).chapters.map(({ startSeconds, title: name }) => [startSeconds, name])).toEqual([
      [1, 'Intro'],
      [3, 'Main topic'],
    ]);

    // A second chapter at the same second: the API's 409 shows beside the form.
    await title.fill('Again');
    await panel.getByRole('button', { name: 'Add chapter at 0:01' }).click();
    await panel.getByRole('alert').filter({ hasText: 'A chapter already starts at 0:01' }).waitFor();
    expect(await title.inputValue()).toBe('Again');
    expect((await tracks()).chapters).toHaveLength(2);
    expectRefusals('409 (Conflict)');
    await title.fill('');

    // Rename inline; Escape leaves the field, not the dialog.
    await panel.getByRole('button', { name: 'Rename the chapter at 0:03' }).click();
    const rename = panel.getByRole('textbox', { name: 'Title of the chapter at 0:03' });
    await rename.fill('Abandoned');
    await rename.press('Escape');
    await rename.waitFor({ state: 'detached' });
    expect(await previewDialog(page).isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Rename the chapter at 0:03' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await panel.getByRole('button', { name: 'Rename the chapter at 0:03' }).click();
    await rename.fill('Deep dive');
    await rename.press('Enter');
    await panel.getByTestId('chapter-item').filter({ hasText: 'Deep dive' }).waitFor();
    await until('the renamed chapter', tracks, (view) => view.chapters[1]?.title === 'Deep dive');

    // Clicking a time seeks the player.
    await panel.getByRole('button', { name: 'Seek to 0:03: Deep dive' }).click();
    await until(
      'the player at 0:03',
      () => videoTime(page),
      (seconds) => Math.floor(seconds) === 3,
    );

    // Move "Intro" to the current second (0:04): the list re-sorts.
    await slider.focus();
    await slider.press('ArrowRight');
    await panel.getByRole('button', { name: 'Add chapter at 0:04' }).waitFor();
    await panel.getByRole('button', { name: 'Move to 0:04: the chapter at 0:01' }).click();
    await until('the moved chapter', tracks, (view) => view.chapters.map((chapter) => chapter.startSeconds).join() === '3,4');
    await until(
      'the list re-sorted',
      () => chapterTexts(panel),
      (texts) => texts.length === 2 && texts[0].includes('Deep dive') && texts[1].includes('0:04'),
    );
    expect((await chapterTexts(panel))[1]).toContain('Intro');

    // Delete asks first, and works from the keyboard: the confirmation opens on Cancel (Escape closes
    // it and leaves the dialog open, back on the button); Tab reaches Delete.
    const deleteButton = panel.getByRole('button', { name: 'Delete the chapter at 0:04' });
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Delete the chapter "Intro" at 0:04?' });
    await confirm.waitFor();
    await until('Cancel focused', () => focused(confirm.getByRole('button', { name: 'Cancel' })), Boolean);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await previewDialog(page).isVisible()).toBe(true);
    expect(await focused(deleteButton)).toBe(true);
    expect((await tracks()).chapters).toHaveLength(2);
    await page.keyboard.press('Enter');
    await until('Cancel focused', () => focused(confirm.getByRole('button', { name: 'Cancel' })), Boolean);
    await page.keyboard.press('Tab');
    expect(await focused(confirm.getByRole('button', { name: 'Delete' }))).toBe(true);
    await page.keyboard.press('Enter');
    await panel.getByTestId('chapter-item').filter({ hasText: 'Intro' }).waitFor({ state: 'detached' });
    expect((await tracks()).chapters.map((chapter) => chapter.title)).toEqual(['Deep dive']);

    // Home on the slider: a chapter at the very start.
    await slider.focus();
    await slider.press('Home');
    await panel.getByRole('button', { name: 'Add chapter at 0:00' }).waitFor();
    await title.fill('Opening');
    await title.press('Enter');
    await panel.getByTestId('chapter-item').filter({ hasText: 'Opening' }).waitFor();
    expect(await chapterTexts(panel)).toEqual([expect.stringMatching(/0:00\s*Opening/), expect.stringMatching(/0:03\s*Deep dive/)]);

    // The final video's player marks them on its seek bar.
    await until(
      'two chapter markers',
      () => previewDialog(page).getByTestId('chapter-marker').count(),
      (count) => count === 2,
    );
    await page.keyboard.press('Escape');
    await previewDialog(page).waitFor({ state: 'hidden' });
    // The detail's card shares the data: no reload needed.
    await card(page).getByText('2 chapters').waitFor();
    expect(await card(page).getByTestId('chapter-summary').allInnerTexts()).toEqual([
      expect.stringMatching(/0:00\s*Opening/),
      expect.stringMatching(/0:03\s*Deep dive/),
    ]);
  });

  it('refuses a malformed VTT with the API’s message naming the line, uploads a valid one, downloads it, and keeps it when a later file is refused', async () => {
    const { page } = suite.tracked;
    await openDetail();
    const section = card(page).getByTestId('transcript-section');
    await section.getByText('No transcript yet.').waitFor();
    const fileInput = section.locator('input[aria-label="Transcript file"]');
    expect(await fileInput.getAttribute('accept')).toBe('.vtt,.srt,text/vtt,application/x-subrip');
    const language = section.getByRole('textbox', { name: 'Transcript language' });
    expect(await language.inputValue()).toBe('en');

    // A language the API would refuse: said at once, and the file picker does not open.
    await language.fill('english!');
    await section.getByRole('button', { name: 'Upload transcript' }).click();
    await section.getByRole('alert').filter({ hasText: 'Language must be a language code such as en or en-US' }).waitFor();
    expect(await language.getAttribute('aria-invalid')).toBe('true');
    expect(await language.evaluate((input) => input === document.activeElement)).toBe(true);
    await language.fill('en-GB');
    expect(await section.getByRole('alert').count()).toBe(0);

    await fileInput.setInputFiles(files.bad);
    const refusal = section.getByTestId('transcript-refusal');
    await refusal.filter({ hasText: 'bad.vtt: Line 6:' }).waitFor();
    expect(await refusal.innerText()).toContain('00:00:0x.000');
    await section.getByText('No transcript yet.').waitFor();
    expect((await tracks()).transcript).toBeNull();
    expectRefusals('400 (Bad Request)');

    await fileInput.setInputFiles(files.good);
    await waitForToast(page, "interview.vtt is the episode's transcript.");
    await section.getByTestId('transcript-cues').filter({ hasText: '3 cues' }).waitFor();
    await section.getByText('interview.vtt').waitFor();
    await section.getByText('en-GB').waitFor();
    expect(await refusal.count()).toBe(0);
    expect((await tracks()).transcript).toMatchObject({ fileName: 'interview.vtt', language: 'en-GB', cueCount: 3, sourceFormat: 'vtt', needsReview: false });

    // Both downloads are the admin's attachments.
    for (const [format, name] of [
      ['vtt', 'Download VTT'],
      ['srt', 'Download SRT'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name }).click()]);
      expect(download.suggestedFilename()).toBe(`episode-${episode.id}-transcript.${format}`);
      const text = readFileSync((await download.path())!, 'utf8');
      expect(text).toContain(format === 'vtt' ? 'WEBVTT' : '00:00:01,500 --> 00:00:03,000');
    }

    // Too long: refused in the browser, nothing sent.
    await fileInput.setInputFiles(files.huge);
    await refusal.filter({ hasText: 'huge.vtt is too long: a transcript has at most 900,000 characters.' }).waitFor();
    // A refused replacement leaves the transcript as it was.
    await fileInput.setInputFiles(files.bad);
    await refusal.filter({ hasText: 'bad.vtt: Line 6:' }).waitFor();
    await refusal.getByText('The file was refused; the current transcript stays').waitFor();
    await section.getByTestId('transcript-cues').filter({ hasText: '3 cues' }).waitFor();
    expect((await tracks()).transcript?.fileName).toBe('interview.vtt');
    expectRefusals('400 (Bad Request)');

    // The final video's preview offers the transcript as captions (off until CC is pressed).
    await page.getByRole('button', { name: 'Preview clip.mp4' }).click();
    const captions = previewDialog(page).getByRole('button', { name: 'Captions' });
    await captions.click();
    expect(await captions.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => {
      const track = document.querySelector('[role="dialog"] video track') as HTMLTrackElement | null;
      return track?.readyState === 2 && track.track.cues?.length === 3;
    });
    await page.keyboard.press('Escape');
    await previewDialog(page).waitFor({ state: 'hidden' });
  });

  it('asks to keep or clear both after a new edited version is uploaded', async () => {
    const { page } = suite.tracked;
    expect(await card(page).getByTestId('text-track-review').count()).toBe(0);
    await page.locator('input[aria-label="Completed Edited Video"]').setInputFiles(files.secondCut);
    await waitForToast(page, 'Edited video uploaded successfully!');
    // The upload refreshes the text tracks too: the question shows with no reload.
    const review = card(page).getByTestId('text-track-review');
    await review.getByText(REVIEW_TEXT).waitFor();
    const view = await tracks();
    expect(view.chapters.every((chapter) => chapter.needsReview)).toBe(true);
    expect(view.transcript?.needsReview).toBe(true);
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('has no serious axe finding and fits the window at $width×$height (card with the question, preview’s Chapters tab)', async (size) => {
    const { page } = suite.tracked;
    await page.setViewportSize(size);
    await openDetail();
    await card(page).getByTestId('text-track-review').waitFor();
    await card(page).scrollIntoViewIfNeeded();
    const box = (await card(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    for (const name of ['Keep chapters', 'Clear chapters…', 'Keep transcript', 'Clear transcript…', 'Replace transcript', 'Delete transcript']) {
      const button = (await card(page).getByRole('button', { name }).boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    await expectNoSidewaysPageScroll(page, `episode detail ${size.width}`);
    await expectNoCoveredControls(page, `episode detail ${size.width}`);
    await expectNoBlockingViolations(page, `episode detail with chapters and transcript at ${size.width}×${size.height}`);
    await screenshot(page, `text-tracks-card-${size.width}x${size.height}`);
    await card(page).screenshot({ path: join(ARTIFACTS_DIR, `text-tracks-card-only-${size.width}x${size.height}.png`) });

    const panel = await openChapters('second-cut.mp4');
    await panel.getByText('The final video changed after the chapters were timed.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Add chapter at 0:00' }).waitFor();
    await animationsSettled(page);
    await expectNoSidewaysPageScroll(page, `preview ${size.width}`);
    await expectNoBlockingViolations(page, `preview's Chapters tab at ${size.width}×${size.height}`);
    await screenshot(page, `text-tracks-preview-${size.width}x${size.height}`);
    await page.locator('.ant-modal').screenshot({ path: join(ARTIFACTS_DIR, `text-tracks-preview-only-${size.width}x${size.height}.png`) });
    await panel.getByRole('button', { name: 'Delete the chapter at 0:03' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Delete the chapter "Deep dive" at 0:03?' });
    await confirm.waitFor();
    await expectNoBlockingViolations(page, `delete-chapter confirmation at ${size.width}×${size.height}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Cancel hands the focus back to the button that opened it at once; Escape then closes the dialog.
    const opener = panel.getByRole('button', { name: 'Delete the chapter at 0:03' });
    await page.waitForFunction((element) => document.activeElement === element, await opener.elementHandle(), { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await previewDialog(page).waitFor({ state: 'hidden' });
  });

  it('keeps the chapters from the preview and clears the transcript after confirming; the question goes', async () => {
    const { page } = suite.tracked;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openDetail();
    const panel = await openChapters('second-cut.mp4');
    await panel.getByRole('button', { name: 'Keep chapters' }).click();
    await waitForToast(page, 'The chapters were kept.');
    await panel.getByTestId('text-track-review').waitFor({ state: 'detached' });
    expect(await chapterTexts(panel)).toHaveLength(2);
    await page.keyboard.press('Escape');
    await previewDialog(page).waitFor({ state: 'hidden' });

    const review = card(page).getByTestId('text-track-review');
    await review.getByText('The final video changed after the transcript was timed.', { exact: false }).waitFor();
    expect(await review.getByRole('button', { name: 'Keep chapters' }).count()).toBe(0);
    await review.getByRole('button', { name: 'Clear transcript…' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Clear the transcript?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await tracks()).transcript).not.toBeNull();

    await review.getByRole('button', { name: 'Clear transcript…' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Clear transcript' }).click();
    await waitForToast(page, 'The transcript was cleared.');
    await review.waitFor({ state: 'detached' });
    await card(page).getByTestId('transcript-section').getByText('No transcript yet.').waitFor();
    await card(page).getByText('2 chapters').waitFor();
    const view = await tracks();
    expect(view.transcript).toBeNull();
    expect(view.chapters.map((chapter) => [chapter.startSeconds, chapter.title, chapter.needsReview])).toEqual([
      [0, 'Opening', false],
      [3, 'Deep dive', false],
    ]);
    // Nothing waits after a reload either.
    await openDetail();
    await card(page).getByText('2 chapters').waitFor();
    expect(await card(page).getByTestId('text-track-review').count()).toBe(0);
  });
});
