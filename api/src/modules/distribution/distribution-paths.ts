/** GET /episodes/{id}: an episode's public page, its head rendered by the server. */
export const EPISODE_PAGE_ROUTE = /^\/episodes\/(\d{1,10})\/?$/;

/**
 * Paths the distribution module answers outside /api (feeds, sitemap, robots.txt, /podcast/* files,
 * episode pages); static-web's SERVER_PATHS spreads them so the public-site fallback leaves them alone.
 */
export const DISTRIBUTION_PATHS: readonly RegExp[] = [
  /^\/feed\.xml$/,
  /^\/feed\/audio\.xml$/,
  /^\/sitemap\.xml$/,
  /^\/sitemap-\d+\.xml$/,
  /^\/robots\.txt$/,
  /^\/podcast\//,
  EPISODE_PAGE_ROUTE,
];
