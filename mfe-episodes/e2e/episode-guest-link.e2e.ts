import type { AdminEpisodeDto, BookingDto } from '@podcast/contracts';
import { waitForToast } from '../../e2e/harness/admin-screens';
import { expectNoBlockingViolations } from '../../e2e/harness/axe';
import { screenshot } from '../../e2e/harness/browser';
import { useAdminPage } from '../../e2e/harness/suite';
import { expectNoSidewaysPageScroll } from '../../e2e/tests/admin-layout-checks';

/**
 * Issue 32 item 3, clicked in Chromium: the Guest Name field offers the guests of Guest Bookings; the
 * one picked (of two with the same name, told apart by company) is the one whose card the public
 * episode page shows, and typing another name unlinks it.
 */
describe("An episode's guest picked from Guest Bookings", () => {
  const suite = useAdminPage({ width: 1280, height: 800 });
  let episode: AdminEpisodeDto;
  let picked: BookingDto;

  beforeAll(async () => {
    await suite.admin.request<BookingDto>('POST', '/api/admin/bookings', { name: 'Priya Raman', company: 'Older Namesake Ltd', position: 'CFO' });
    picked = await suite.admin.request<BookingDto>('POST', '/api/admin/bookings', { name: 'Priya Raman', company: 'Raman Retail', position: 'Founder' });
    episode = await suite.admin.publishedEpisode({ title: 'Retail margins', description: 'How a store keeps its margins', episodeNumber: 3 });
  });

  const guestField = () => suite.tracked.page.getByRole('combobox', { name: 'Guest Name' });

  const openEdit = async () => {
    const { page } = suite.tracked;
    await page.goto(`/admin/episodes/${episode.id}`);
    await page.getByRole('button', { name: 'Edit Episode' }).click();
    await guestField().waitFor();
  };

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('links the guest picked from the suggestions at $width×$height, and the episode page shows their card', async (size) => {
    const { page } = suite.tracked;
    await page.setViewportSize(size);
    await openEdit();
    await guestField().fill('Priya');
    const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Priya Raman · Raman Retail' });
    await option.waitFor();
    await expectNoBlockingViolations(page, `guest suggestions at ${size.width}×${size.height}`);
    await expectNoSidewaysPageScroll(page, `guest suggestions ${size.width}`);
    await screenshot(page, `episode-guest-suggestions-${size.width}x${size.height}`);
    await option.click();
    expect(await guestField().inputValue()).toBe('Priya Raman');
    await page.getByText('Linked to this guest in Guest Bookings').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Episode details have been saved successfully.');
    const saved = await suite.admin.request<AdminEpisodeDto>('GET', `/api/admin/episodes/${episode.id}`);
    expect(saved).toMatchObject({ guestName: 'Priya Raman', guestId: picked.id });

    await page.goto(`/episodes/${episode.id}`);
    const card = page.getByTestId('episode-guest');
    await card.getByText('Founder at Raman Retail').waitFor();
    expect(await card.getByText('Older Namesake Ltd').count()).toBe(0);

    // Another name typed over it unlinks the booking; the page then shows the name alone.
    await openEdit();
    await guestField().fill('Someone Else');
    await page.getByText('Not linked to Guest Bookings').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Episode details have been saved successfully.');
    expect(await suite.admin.request<AdminEpisodeDto>('GET', `/api/admin/episodes/${episode.id}`)).toMatchObject({ guestName: 'Someone Else', guestId: null });
  });
});
