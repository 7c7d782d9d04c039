import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another origin (CSRF defence on top of
 * SameSite=Lax): when Origin (or else Referer) is present it must match the request's own host.
 * Clients that send neither (curl, server-to-server) are not browsers riding a session cookie.
 */
export function sameOriginGuard(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || !req.path.startsWith('/api/')) return next();
  const source = req.get('origin') ?? req.get('referer');
  if (!source || source === 'null') {
    if (req.get('origin') === 'null') return next(new ForbiddenException('Cross-origin request refused'));
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
