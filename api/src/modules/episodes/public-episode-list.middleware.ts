import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PUBLIC_LIST_DEFAULT_LIMIT, PUBLIC_LIST_MAX_LIMIT } from './episode.dto';
import { PublicEpisodeListCache, sendPublicListPage } from './public-episode-list.cache';

const WHOLE = /^\d{1,9}$/;

/** limit/offset when they are plainly valid; null hands the request to the controller (which validates and answers 400). */
function parseQuery(url: string): { limit: number; offset: number } | null {
  const mark = url.indexOf('?');
  if (mark === -1) return { limit: PUBLIC_LIST_DEFAULT_LIMIT, offset: 0 };
  let limit = PUBLIC_LIST_DEFAULT_LIMIT;
  let offset = 0;
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (!WHOLE.test(value)) return null;
    if (name === 'limit') limit = Number(value);
    else if (name === 'offset') offset = Number(value);
    else return null;
  }
  if (limit < 1 || limit > PUBLIC_LIST_MAX_LIMIT) return null;
  return { limit, offset };
}

/**
 * The public site's hot path (issue item 7): GET /api/episodes answered from the in-memory copy
 * before any other middleware (helmet, static files, body parsers, sessions) and before Nest's
 * guards, pipes and interceptors; configureApp mounts `handle` first. It serves exactly what the
 * controller would, with the same security headers (helmet's middleware, run here). Anything
 * else (another path, a bad query, a database error) goes on to the normal pipeline.
 */
@Injectable()
export class PublicEpisodeListMiddleware {
  /** helmet's middleware as configureApp mounted it; found on the first request (null: none mounted). */
  private helmet: RequestHandler | null | undefined;

  constructor(
    private readonly cache: PublicEpisodeListCache,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /**
   * The same security headers as every other response: helmet's own middleware (whatever
   * configureApp gives it, CSP included) runs here too. It is synchronous and only sets headers.
   */
  private setSecurityHeaders(req: Request, res: Response): void {
    if (this.helmet === undefined) {
      const instance = this.adapterHost.httpAdapter?.getInstance<{ router?: { stack?: Array<{ name?: string; handle: RequestHandler }> } }>();
      this.helmet = instance?.router?.stack?.find((layer) => layer.name === 'helmetMiddleware')?.handle ?? null;
    }
    if (this.helmet) this.helmet(req, res, () => undefined);
    else res.setHeader('X-Content-Type-Options', 'nosniff');
  }

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isListUrl(req.url)) return next();
    const query = parseQuery(req.url);
    if (!query) return next();
    const ifNoneMatch = req.headers['if-none-match'];
    this.setSecurityHeaders(req, res);
    const cached = this.cache.peek(query.limit, query.offset);
    if (cached) return sendPublicListPage(ifNoneMatch, res, cached);
    this.cache.get(query.limit, query.offset).then(
      (page) => sendPublicListPage(ifNoneMatch, res, page),
      () => next(),
    );
  };
}

const PATH = '/api/episodes';
const isListUrl = (url: string) => url.startsWith(PATH) && (url.length === PATH.length || url[PATH.length] === '?');
