/**
 * The public site's pages (spec §2) besides the episode pages: the one list the site's router, the
 * server's 404 decision (api/src/web/web-apps.ts) and the sitemap read.
 */
export const SITE_PAGES = ['/', '/episodes', '/about', '/privacy-policy', '/terms-of-service'] as const;

export type SitePage = (typeof SITE_PAGES)[number];
