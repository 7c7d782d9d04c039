import { SITE_PAGES } from '@podcast/contracts';
import { element } from './xml';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** The n of /sitemap-{n}.xml, from 1: the files the /sitemap.xml index lists. */
export const SITEMAP_FILE_NUMBER = /^[1-9]\d{0,6}$/;
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/**
 * The URLs, in order, are the site pages (contracts' SITE_PAGES) then the published episodes by id (ids only append, so a new
 * episode changes only the last file). How many files `publishedCount` episodes take: at least one.
 */
export function sitemapFileCount(publishedCount: number, urlsPerFile: number): number {
  return Math.max(1, Math.ceil((SITE_PAGES.length + publishedCount) / urlsPerFile));
}

/** What file n (from 1) holds: a slice of the site pages, and the offset and count of its episodes. */
export function sitemapFileSlice(n: number, urlsPerFile: number): { pages: string[]; episodeOffset: number; episodeCount: number } {
  const start = (n - 1) * urlsPerFile;
  const end = n * urlsPerFile;
  const episodeOffset = Math.max(start - SITE_PAGES.length, 0);
  return { pages: SITE_PAGES.slice(start, end), episodeOffset, episodeCount: Math.max(end - SITE_PAGES.length - episodeOffset, 0) };
}

export function buildSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url>${element('loc', entry.loc)}${entry.lastmod ? element('lastmod', entry.lastmod.toISOString()) : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** The sitemap index (sitemaps.org): one <sitemap> per file. */
export function buildSitemapIndex(fileUrls: string[]): string {
  const files = fileUrls.map((url) => `<sitemap>${element('loc', url)}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.join('')}</sitemapindex>\n`;
}

export function buildRobotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${sitemapUrl}\n`;
}
