import { applyDecorators, Header } from '@nestjs/common';

/**
 * The headers of the small pages behind the links in mail (confirm, unsubscribe): HTML, never cached,
 * not indexed, and `Referrer-Policy: same-origin` instead of helmet's site-wide `no-referrer`.
 * These pages post a form to their own origin, and under `no-referrer` a browser sends that POST with
 * `Origin: null` (Fetch standard, "append a request Origin header"), which the same-origin guard must
 * refuse. `same-origin` gives our own requests the real Origin and still sends nothing, not even the
 * token-bearing address, to any other site.
 */
export const LinkPageHeaders = () =>
  applyDecorators(
    Header('Content-Type', 'text/html; charset=utf-8'),
    Header('Cache-Control', 'no-store'),
    Header('X-Robots-Tag', 'noindex'),
    Header('Referrer-Policy', 'same-origin'),
  );
