import { element } from './xml';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

export function buildSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url>${element('loc', entry.loc)}${entry.lastmod ? element('lastmod', entry.lastmod.toISOString()) : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function buildRobotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${sitemapUrl}\n`;
}
