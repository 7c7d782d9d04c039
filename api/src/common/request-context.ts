import { REQUEST_ID_HEADER } from '@podcast/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { clientAddress } from './rate-limit/rate-limit.guard';

/** A request id from outside is kept only when it is a plain token: it ends up in logs and the audit trail. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** What code deep inside a request (a service writing an audit entry) may know about it. */
export interface RequestContext {
  requestId: string;
  clientIp: string | null;
  /** The signed-in person, read when asked: passport sets it after this context is made. */
  staff: () => { id: number; email: string } | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requestIdMiddleware on every request. */
    requestId?: string;
  }
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The current request's context, or null outside a request (a queue job, a CLI). */
export const currentRequest = (): RequestContext | null => storage.getStore() ?? null;

/**
 * The request's id, chosen once (X-Request-Id, DESIGN.md): the caller's when it is a sane token, else a
 * new uuid; answered on the response. The HTTP logger asks for it too, and gets the same one.
 */
export function requestIdOf(req: Request, res: Response): string {
  if (req.requestId) return req.requestId;
  const offered = req.headers[REQUEST_ID_HEADER.toLowerCase()];
  const requestId = typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
  req.requestId = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}

/** Gives every request its id first, so every answer (an error from any later step included) carries it. */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  requestIdOf(req, res);
  next();
}

const ipOf = (req: Request): string | null => {
  const ip = clientAddress(req);
  return ip && ip !== 'unknown' ? ip.slice(0, 64) : null;
};

/** The context of a request, from its request object (also where no AsyncLocalStorage context reaches, e.g. a guard given the request). */
export function contextOf(req: Request): RequestContext {
  return {
    requestId: req.requestId ?? randomUUID(),
    clientIp: ipOf(req),
    staff: () => {
      const user = req.user as { id?: unknown; email?: unknown } | undefined;
      return user && typeof user.id === 'number' && typeof user.email === 'string' ? { id: user.id, email: user.email } : null;
    },
  };
}

/**
 * Runs the rest of the request inside its context. Mounted after the session middleware: the session
 * store's callbacks come back on the database pool's async context, which would lose one made earlier.
 */
export function requestContextMiddleware(req: Request, _res: Response, next: NextFunction): void {
  storage.run(contextOf(req), next);
}
