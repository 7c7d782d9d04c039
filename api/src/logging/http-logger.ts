import type { Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';
import { loggedUrl } from './logged-url';

/** Probes an orchestrator or a scraper calls every few seconds: logged at debug, so info stays readable. */
const PROBE_PATHS = /^\/(api\/health(\/|$)|metrics$)/;

/** The matched route's template (`/api/admin/episodes/:id`), or undefined when no route matched (a 404, a static file). */
const routeOf = (req: Request): string | undefined => {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
};

const urlOf = (req: Request): string => loggedUrl({ url: req.originalUrl, params: req.params, routeMatched: routeOf(req) !== undefined });

function levelOf(req: Request, res: Response): Level {
  if (res.statusCode >= 500) return 'error';
  return PROBE_PATHS.test(req.originalUrl.split('?')[0]) ? 'debug' : 'info';
}

/**
 * One line per request, when its response ends (docs/operations.md, "Logs"): requestId, method, the
 * address with its secrets redacted, the route's template, status and duration in ms. Nothing else of
 * the request: no headers (cookies, Authorization), no bodies (passwords, tokens). The request id is
 * the one requestIdMiddleware chose (X-Request-Id); every other line logged while the request runs
 * gets it from the root logger's mixin (root-logger.ts).
 *
 * Written here rather than with pino-http: that made a child logger (its bindings serialized and
 * redacted) for every request, logged or not, which cost more than the rest of a cached read
 * (bench:api, docs/performance.md "API: metrics and logs on"). A line whose level is off costs one
 * listener and a level check. The line goes through `requestLines` (root-logger.ts): the same stream,
 * without the redaction pass, which has nothing to find in these fields.
 */
export function httpLogger(root: Logger, requestLines: Logger): RequestHandler {
  return (req, res, next) => {
    // nestjs-pino binds req.log for the code the request runs (pino-http's typing of IncomingMessage.log).
    req.log = root;
    const started = performance.now();
    res.once('close', () => {
      const level = levelOf(req, res);
      if (!requestLines.isLevelEnabled(level)) return;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const url = urlOf(req);
      const status = res.writableFinished ? res.statusCode : 'aborted';
      requestLines[level](
        { requestId: req.requestId, method: req.method, url, route: routeOf(req), status: res.statusCode, durationMs, context: 'HTTP' },
        `${req.method} ${url} ${status} ${durationMs} ms`,
      );
    });
    next();
  };
}
