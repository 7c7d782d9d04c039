import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentVariables } from '../config/app-config';
import { servePrecompressed } from './precompressed';
import { distOf, PUBLIC_PAGE_PATTERNS, REMOTES } from './web-apps';
import { routePattern, ROUTES_OUTSIDE_API } from '../common/public-routes';
import { reviewPageHandler } from './review-page';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/** A content-hashed build file, or its precompressed copy: immutable. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/;

/** Static options for a build folder: hashed files are immutable, everything else is revalidated. */
function staticOptions(cors: boolean): Parameters<typeof express.static>[1] {
  return {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: (res, filePath) => {
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
      if (HASHED_FILE.test(filePath)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  };
}

function htmlSender(file: string): (res: Response, status: number) => void {
  let cached: Buffer | undefined;
  return (res, status) => {
    // Read lazily so the API can start before the front ends are built (tests, API-only deployments).
    try {
      cached ??= readFileSync(file);
    } catch {
      res.status(503).type('text/plain').send('This part of the site has not been built yet: run `npm run build`.');
      return;
    }
    res.status(status).setHeader('Cache-Control', 'no-cache').type('html').send(cached);
  };
}

/**
 * Paths the server answers itself: /api, and the routes outside it (feeds, episode pages, stable
 * media, the hosts' /config/*.json), derived from PUBLIC_ROUTES, the one list of them. The public-site fallback leaves them to Nest.
 */
export const SERVER_PATHS: readonly RegExp[] = [/^\/api(\/|$)/, ...ROUTES_OUTSIDE_API.map((route) => routePattern(route.path))];

const isServerPath = (path: string) => SERVER_PATHS.some((pattern) => pattern.test(path));

/**
 * The one-origin serving of DESIGN.md: /mfe/<name>/ (CORS, immutable hashed files, uncached
 * manifest), /admin and /admin/* (the shell), every other path the public site, with status 404 for
 * paths that are not public pages. /api/* and the SERVER_PATHS outside it (the /config/*.json of
 * modules/releases and modules/distribution among them) fall through to Nest. Build files with
 * .br/.gz copies are answered with the copy the client accepts (precompressed.ts).
 */
export function staticWebHandlers(config: EnvironmentVariables): Handler[] {
  const handlers: Handler[] = [];

  for (const remote of REMOTES) {
    const remoteDist = distOf(config, remote.folder);
    const serve = servePrecompressed(remoteDist, express.static(remoteDist, staticOptions(true)));
    const prefix = `/mfe/${remote.key}`;
    handlers.push((req, res, next) => {
      if (req.path !== prefix && !req.path.startsWith(`${prefix}/`)) return next();
      const original = req.url;
      req.url = req.url.slice(prefix.length) || '/';
      serve(req, res, () => {
        req.url = original;
        res.status(404).type('text/plain').send('Not found');
      });
    });
  }

  const shellDist = distOf(config, 'admin-shell');
  const serveShell = servePrecompressed(shellDist, express.static(shellDist, staticOptions(false)));
  const sendShell = htmlSender(join(shellDist, 'index.html'));
  handlers.push((req, res, next) => {
    if (req.path !== '/admin' && !req.path.startsWith('/admin/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const original = req.url;
    req.url = req.url.slice('/admin'.length) || '/';
    serveShell(req, res, () => {
      req.url = original;
      sendShell(res, 200);
    });
  });

  const siteDist = distOf(config, 'public-site');
  const serveSite = servePrecompressed(siteDist, express.static(siteDist, staticOptions(false)));
  const sendSite = htmlSender(join(siteDist, 'index.html'));
  handlers.push(reviewPageHandler(join(siteDist, 'index.html')));
  handlers.push((req, res, next) => {
    if (isServerPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    serveSite(req, res, () => {
      const known = PUBLIC_PAGE_PATTERNS.some((pattern) => pattern.test(req.path));
      sendSite(res, known ? 200 : 404);
    });
  });

  return handlers;
}
