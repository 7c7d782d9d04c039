import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf } from '../common/request-context';
import { loggedUrl } from './logged-url';

/** Probes an orchestrator or a scraper calls every few seconds: logged at debug, so info stays readable. */
const PROBE_PATHS = /^\/(api\/health(\/|$)|metrics$)/;

/** The matched route's template (`/api/admin/episodes/:id`), or undefined when no route matched (a 404, a static file). */
const routeOf = (req: Request): string | undefined => {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
};

const urlOf = (req: Request): string => loggedUrl({ url: req.originalUrl, params: req.params, routeMatched: routeOf(req) !== undefined });

/**
 * One line per request, when its response ends (docs/operations.md, "Logs"): requestId, method, the
 * address with its secrets redacted, the route's template, status and duration in ms. Nothing else of
 * the request: no headers (cookies, Authorization), no bodies (passwords, tokens). The request id is the
 * one requestIdMiddleware chose (X-Request-Id), bound to every line logged while the request runs.
 */
export function httpLogger(root: Logger): RequestHandler {
  const fields = (req: Request, res: Response, durationMs: number) => ({
    method: req.method,
    url: urlOf(req),
    route: routeOf(req),
    status: res.statusCode,
    durationMs,
  });
  return pinoHttp<Request, Response>({
    logger: root,
    genReqId: (req, res) => requestIdOf(req, res),
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    // Only the id is bound (not the whole request object with its headers).
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return PROBE_PATHS.test(req.originalUrl.split('?')[0]) ? 'debug' : 'info';
    },
    customSuccessObject: (req, res, value: { durationMs?: number }) => fields(req, res, value.durationMs ?? 0),
    // The message only: a 5xx's stack is logged by HttpErrorFilter, under the same requestId.
    customErrorObject: (req, res, error, value: { durationMs?: number }) => ({ ...fields(req, res, value.durationMs ?? 0), error: error.message }),
    customSuccessMessage: (req, res, durationMs) => `${req.method} ${urlOf(req)} ${res.writableEnded ? res.statusCode : 'aborted'} ${durationMs} ms`,
    customErrorMessage: (req, res) => `${req.method} ${urlOf(req)} ${res.statusCode} failed`,
  }) as unknown as RequestHandler;
}
