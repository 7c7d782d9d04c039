import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingDto } from '@podcast/contracts';
import type { Locator, Page } from 'playwright-core';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { makeTestImage } from '../../e2e/harness/test-media';
import { until } from '../../e2e/harness/until';
import { expectAllColumnsVisible, expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

const BOOKING_COLUMNS = ['Guest', 'Company', 'Contact', 'Social Media', 'Outreach Status', 'Booking Status'];

/** A real 800×800 PNG (ffmpeg's test pattern). */
function makePortrait(path: string): string {
  execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=800x800',
    '-frames:v',
    '1',
    path,
  ]);
  return path;
}

/** Waits until the image has really loaded (a broken or unsigned URL leaves naturalWidth at 0). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  await image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        const check = () =>
          element.complete && element.naturalWidth > 0 ? resolve() : element.complete ? reject(new Error(`not loaded: ${element.currentSrc}`)) : undefined;
        element.addEventListener('load', check);
        element.addEventListener('error', () => reject(new Error(`failed: ${element.currentSrc}`)));
        check();
      }),
  );
}

describe("A guest's portrait in Bookings (issue 16)", () => {
  const suite = useAdminPage({ width: 1280, height: 800 });
  let dir: string;
  let guest: BookingDto;
  const files = { portrait: '', tiny: '', text: '' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'guest-portrait-'));
    files.portrait = makePortrait(join(dir, 'grace.png'));
    files.tiny = makeTestImage(join(dir, 'tiny.png'), { size: '64x64' });
    files.text = join(dir, 'notes.png');
    writeFileSync(files.text, 'not an image at all');
    guest = await suite.admin.request<BookingDto>('POST', '/api/admin/bookings', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy',
      position: 'Rear Admiral',
    });
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  // The guest's table row, or on a phone the guest's card (issue 29).
  const guestRow = (page: Page) => page.getByRole('row', { name: /Grace Hopper/ }).or(page.getByRole('article', { name: 'Grace Hopper' }));

  const openBookings = async () => {
    const { page } = suite.tracked;
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: 'Guest Bookings' }).waitFor();
    await guestRow(page).waitFor();
  };

  const openEditGuest = async () => {
    const { page } = suite.tracked;
    await page.getByRole('button', { name: /^(Edit )?Grace Hopper$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Guest: Grace Hopper' });
    await dialog.waitFor();
    return dialog;
  };

  const portraitOf = async () => (await suite.admin.request<BookingDto[]>('GET', '/api/admin/bookings')).find((booking) => booking.id === guest.id)?.portrait;

  it('uploads a portrait in Edit Guest, refusing a too-small image with the server’s message, and shows it in the table', async () => {
    const { page } = suite.tracked;
    await openBookings();
    expect(await guestRow(page).locator('img').count()).toBe(0);
    const dialog = await openEditGuest();
    await dialog.getByText('No portrait').waitFor();
    expect(await dialog.locator('input[type="file"]').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    await dialog.locator('input[aria-label="Portrait image"]').setInputFiles(files.tiny);
    await dialog.getByRole('alert').filter({ hasText: 'The image must be at least 200×200 px (this one is 64×64)' }).waitFor();
    expect(await portraitOf()).toBeNull();
    // A file that is not an image, whatever its name says: the server's 415 message.
    await dialog.locator('input[aria-label="Portrait image"]').setInputFiles(files.text);
    await dialog.getByRole('alert').filter({ hasText: '"notes.png" is not a supported file type' }).waitFor();
    expect(await portraitOf()).toBeNull();
    expect(suite.tracked.errors).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      'Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)',
    ]);
    suite.tracked.errors.length = 0;

    await dialog.locator('input[aria-label="Portrait image"]').setInputFiles(files.portrait);
    await waitForToast(page, 'The portrait of Grace Hopper was saved.');
    const image = dialog.getByRole('img', { name: 'Portrait of Grace Hopper' });
    await expectLoaded(image);
    const stored = await portraitOf();
    expect(stored).toMatchObject({ alt: 'Portrait of Grace Hopper' });
    expect(await image.getAttribute('srcset')).toBe(stored?.srcset.jpeg);
    expect(await dialog.locator('picture source[type="image/avif"]').getAttribute('srcset')).toBe(stored?.srcset.avif);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'guest-portrait-dialog');

    // The list refreshed through the bookings data change: the row shows the portrait beside the name, without a reload.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const avatar = guestRow(page).locator('td').first().locator('img');
    await until(
      'the avatar in the row',
      () => avatar.count(),
      (count) => count === 1,
    );
    await expectLoaded(avatar);
    // Decorative: the name next to it says whose it is.
    expect(await avatar.getAttribute('alt')).toBe('');
    expect(await guestRow(page).locator('td').first().locator('picture').getAttribute('aria-hidden')).toBe('true');
    expect(await avatar.getAttribute('src')).toBe(stored?.src);
  });

  it('removes the portrait only after the confirmation', async () => {
    const { page } = suite.tracked;
    const dialog = await openEditGuest();
    await expectLoaded(dialog.getByRole('img', { name: 'Portrait of Grace Hopper' }));
    await dialog.getByRole('button', { name: 'Remove portrait' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Remove the portrait?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await portraitOf()).not.toBeNull();

    await dialog.getByRole('button', { name: 'Remove portrait' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await waitForToast(page, 'Grace Hopper has no portrait now.');
    await dialog.getByText('No portrait').waitFor();
    expect(await portraitOf()).toBeNull();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await until(
      'the avatar gone from the row',
      () => guestRow(page).locator('img').count(),
      (count) => count === 0,
    );
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('has no serious axe finding and fits the window at $width×$height (table avatar, Edit Guest with a portrait)', async (size) => {
    const { page } = suite.tracked;
    const form = new FormData();
    form.append('image', new Blob([readFileSync(files.portrait)], { type: 'image/png' }), 'grace.png');
    await suite.admin.request('POST', `/api/admin/bookings/${guest.id}/portrait`, form);
    await page.setViewportSize(size);
    await openBookings();
    await expectLoaded(guestRow(page).locator('img'));
    await expectNoSidewaysPageScroll(page, `bookings ${size.width}`);
    if (size.width >= 1280) await expectAllColumnsVisible(page, '.ant-table-wrapper', BOOKING_COLUMNS, `bookings ${size.width}`);
    else {
      // A phone lists guests as cards (issue 29): no table, the card within the window.
      expect(await page.locator('.ant-table').count()).toBe(0);
      const card = (await guestRow(page).boundingBox())!;
      expect(card.x >= 0 && card.x + card.width <= size.width).toBe(true);
    }
    await expectNoBlockingViolations(page, `bookings with a portrait at ${size.width}×${size.height}`);

    const dialog = await openEditGuest();
    await expectLoaded(dialog.getByRole('img', { name: 'Portrait of Grace Hopper' }));
    await expectNoSidewaysPageScroll(page, `edit guest ${size.width}`);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    for (const name of ['Replace portrait', 'Remove portrait']) {
      const button = (await dialog.getByRole('button', { name }).boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await expectNoBlockingViolations(page, `Edit Guest with a portrait at ${size.width}×${size.height}`);
    await screenshot(page, `guest-portrait-${size.width}x${size.height}`);
    await dialog.getByRole('button', { name: 'Remove portrait' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Remove the portrait?' });
    await confirm.waitFor();
    await expectNoBlockingViolations(page, `remove-portrait confirmation at ${size.width}×${size.height}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
