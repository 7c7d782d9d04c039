/**
 * What a request's user agent says about it, for counting downloads by the IAB Podcast Measurement
 * v2 rules (docs/analytics.md). The patterns follow the open list of the Open Podcast Analytics
 * Working Group (opawg/user-agents-v2): bots, feed fetchers and link previewers are not listeners;
 * the apps listeners use are named for the Analytics screen.
 */

/** Crawlers, link previewers, monitors, feed fetchers and HTTP libraries: never a listener. */
const BOTS: readonly RegExp[] = [
  /bot\b|bot\/|crawler|spider|slurp|scrap/i,
  /facebookexternalhit|facebookcatalog|embedly|whatsapp|skypeuripreview|vkshare|redditbot|linkedinbot/i,
  /googlebot|bingbot|yandex|baiduspider|duckduckbot|applebot|petalbot|ahrefs|semrush|mj12bot|dotbot|bytespider|gptbot|ccbot/i,
  /lighthouse|pingdom|uptimerobot|statuscake|site24x7|newrelicpinger|datadog/i,
  /^curl\/|^wget\/|python-requests|python-urllib|aiohttp|httpx|^axios\/|node-fetch|undici|^go-http-client|^java\/|libwww-perl|^ruby|^php\//i,
  // On its own: joined to the alternation above, recheck could not show the pattern linear (regex-safety test).
  /okhttp\/[\d.]+$/i,
  /feed ?fetcher|feedparser|feed parser|podcast sync|itms|podcastindex|podnews|podchaser|listennotes|castfeedvalidator|podbase|podkite/i,
];

/** Apps named on the Analytics screen, first match wins (apps before the browsers they embed). */
const APPS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Spotify', /spotify/i],
  ['Overcast', /overcast/i],
  ['Pocket Casts', /pocket ?casts/i],
  ['Castro', /castro/i],
  ['Podcast Addict', /podcastaddict|podcast addict/i],
  ['AntennaPod', /antennapod/i],
  ['Castbox', /castbox/i],
  ['YouTube Music', /youtube/i],
  ['Apple Podcasts', /^podcasts\/|applecoremedia|itunes|apple ?podcasts|\batc\/|watchos/i],
  ['Browser', /mozilla\/|chrome\/|safari\/|firefox\/|edg\/|opera/i],
];

/**
 * Headless browsers: on the enclosure URL they are scrapers (IAB's list names them), but a headless
 * browser running the site's player posts a play exactly as a person's does, so plays count them.
 */
const HEADLESS = /headlesschrome|phantomjs|puppeteer|playwright/i;

export const OTHER_APP = 'Other';

export function isBot(userAgent: string): boolean {
  return BOTS.some((pattern) => pattern.test(userAgent));
}

export function appOf(userAgent: string): string {
  return APPS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? OTHER_APP;
}

/**
 * A probe, not a download: a Range asking for at most two bytes (Apple's AppleCoreMedia asks
 * `bytes=0-1` to learn the size before it plays). It never counts and is not even weighed against
 * the client's enclosure limit; any other small range fails the byte rule instead (served-bytes.ts).
 */
export function isProbeRange(range: string | undefined): boolean {
  if (!range) return false;
  const match = /^\s*bytes\s*=\s*(\d+)\s*-\s*(\d+)\s*$/i.exec(range);
  if (!match) return false;
  const length = Number(match[2]) - Number(match[1]) + 1;
  return length >= 1 && length <= 2;
}

/** Whether an enclosure request may count as a download (then the byte rule, the limit, the cap and the day's deduplication decide). */
export function isDownload(request: { method: string; userAgent: string; range?: string }): boolean {
  if (request.method !== 'GET') return false;
  if (!request.userAgent.trim() || isBot(request.userAgent) || HEADLESS.test(request.userAgent)) return false;
  return !isProbeRange(request.range);
}
