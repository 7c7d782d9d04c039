import type { Page } from 'playwright-core';

/**
 * Makes the page see approved-video answers without `hls`, as for a video transcoded before the HLS
 * ladder existed: the player then plays the MP4 renditions with their Original/720P/480P switcher
 * (the fallback docs/media.md describes). The answer itself comes from the real server; only the
 * `hls` field is dropped. Other routes on approved-video must call route.fallback() to reach this one.
 */
export async function servedWithoutHls(page: Page): Promise<void> {
  await page.route('**/api/episodes/*/approved-video', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, hls: null } });
  });
}
