import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another origin (CSRF defence on top of
 * SameSite=Lax): when Origin (or else Referer) is present it must match the request's own host.
 * Clients that send neither (curl, server-to-server) are not browsers riding a session cookie.
 *
 * `Origin: null` is refused (a sandboxed frame, a data: page, a form on another site under
 * no-referrer), except when the browser itself says the request is same-origin: a form posted from
 * one of our pages served with `Referrer-Policy: no-referrer` arrives as `Origin: null` with
 * `Sec-Fetch-Site: same-origin`. Sec-Fetch-* headers are set by the browser and cannot be set by a
 * page's script, and an opaque (sandboxed) origin is never same-origin, so a cross-site page cannot
 * reach this exception; a client outside a browser could send it, but it could as well send no Origin.
 */
export function sameOriginGuard(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || !req.path.startsWith('/api/')) return next();
  const source = req.get('origin') ?? req.get('referer');
  if (!source || source === 'null') {
    if (req.get('origin') === 'null' && req.get('sec-fetch-site') !== 'same-origin') return next(new ForbiddenException('Cross-origin request refused'));
    return next();
  }
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host;
  } catch {
    return next(new ForbiddenException('Cross-origin request refused'));
  }
  const host = req.get('x-forwarded-host') && req.app.get('trust proxy') ? req.get('x-forwarded-host') : req.get('host');
  if (sourceHost !== host) return next(new ForbiddenException('Cross-origin request refused'));
  next();
}
