import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { httpRequestDuration, statusClass } from './instruments';

const STARTED = Symbol('metricsStartedAt');

type TimedResponse = Response & { [STARTED]?: number };

/** API paths no Nest route took (unknown routes, or refused by a middleware before routing): one label. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Everything the static handlers answer outside /api (site pages, the shell, remotes' files): one label. */
export const STATIC_ROUTE = 'static';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * The route's template as Express matched it (`/api/episodes/:id`: Nest registers each handler as a
 * route with its full path), never the raw path, which would make one series per id.
 */
function routeLabel(req: Request): string {
  const route = req.route as { path?: unknown; methods?: { _all?: boolean } } | undefined;
  // A route of every method is Nest's not-found handler (`/api*path`), not a handler of ours.
  if (route && typeof route.path === 'string' && !route.methods?._all) return req.baseUrl + route.path;
  // originalUrl: a handler mounted under a prefix (Nest's not-found handler) leaves req.url cut.
  return API_PATH.test(req.originalUrl) ? UNMATCHED_ROUTE : STATIC_ROUTE;
}

/** One listener for every response (no closure per request): `this` is the response. */
function recordFinished(this: TimedResponse): void {
  const started = this[STARTED];
  if (started === undefined) return;
  const req = this.req;
  httpRequestDuration.observe({ route: routeLabel(req), method: req.method, status_class: statusClass(this.statusCode) }, (performance.now() - started) / 1000);
}

/**
 * Times every request that gets an answer, the ones refused by a middleware included (installed
 * first, app.setup.ts). A request whose client went away before the answer is not counted.
 */
export function httpMetricsMiddleware(_req: Request, res: Response, next: NextFunction): void {
  (res as TimedResponse)[STARTED] = performance.now();
  res.on('finish', recordFinished);
  next();
}
