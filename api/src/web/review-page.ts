import type { NextFunction, Request, Response } from 'express';
import { readFileSync } from 'node:fs';

/** The guest's review page (issue 35, DESIGN.md): /review/{token}, one segment, optional trailing slash. */
export const REVIEW_PAGE = /^\/review\/[^/]+\/?$/;

const ROBOTS_META = '<meta name="robots" content="noindex">';

/** The public site's index.html with a robots noindex meta in its head (added once). */
export function withNoindexMeta(html: string): string {
  if (/<meta\s+name=["']robots["']/i.test(html)) return html;
  // Where the head's opening tag ends, found without a pattern that scans to '>' (regex-safety.spec).
  const head = html.search(/<head\b/i);
  const headEnd = head < 0 ? -1 : html.indexOf('>', head);
  return headEnd < 0 ? `${ROBOTS_META}${html}` : `${html.slice(0, headEnd + 1)}${ROBOTS_META}${html.slice(headEnd + 1)}`;
}

/**
 * GET /review/{token}: the public site's page, which a browser renders from the token. Never indexed
 * (header and meta), never cached, and the token-bearing address is never sent on as a referrer.
 * Whether the link is any good is the API's answer (GET /api/review/{token}), not this page's status.
 */
export function reviewPageHandler(indexFile: string): (req: Request, res: Response, next: NextFunction) => void {
  let cached: string | undefined;
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !REVIEW_PAGE.test(req.path)) return next();
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    try {
      cached ??= withNoindexMeta(readFileSync(indexFile, 'utf8'));
    } catch {
      res.status(503).type('text/plain').send('This part of the site has not been built yet: run `npm run build`.');
      return;
    }
    res.status(200).type('html').send(cached);
  };
}

/** Guest API answers are never stored by a browser or proxy (errors included): they carry signed media addresses. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
