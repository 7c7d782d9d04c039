import type { NextFunction, Request, Response } from 'express';
import { join } from 'node:path';
import type { EnvironmentVariables } from '../../config/app-config';
import type { StorageDriver } from '../media/storage/storage.driver';
import { EPISODE_PAGE_ROUTE } from './distribution-paths';
import type { EpisodePageService } from './episode-page.service';
import { ENCLOSURE_ROUTE, type EnclosureFile } from './enclosures';
import type { FeedCache, RenderedDocument } from './feed-cache.service';
import type { PodcastCatalog } from './podcast-catalog.service';
import { DEFAULT_ARTWORK_PATH, FEED_PATHS, publicBaseUrl } from './show-settings';
import { buildRobotsTxt, SITEMAP_FILE_ROUTE } from './sitemap';

/** The show's default artwork (1400×1400 JPEG), committed under api/assets. */
export const ARTWORK_FILE = join(__dirname, '..', '..', '..', 'assets', 'podcast-artwork.jpg');

/** How long podcast apps and caches may reuse a feed before asking again (then usually a 304). */
const FEED_MAX_AGE_SEC = 300;

export interface DistributionDeps {
  config: EnvironmentVariables;
  storage: StorageDriver;
  feeds: FeedCache;
  catalog: PodcastCatalog;
  pages: EpisodePageService;
}

function sendDocument(req: Request, res: Response, doc: RenderedDocument, type: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', `public, max-age=${FEED_MAX_AGE_SEC}`);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('ETag', doc.etag);
  res.setHeader('Last-Modified', doc.lastModified.toUTCString());
  // req.fresh compares If-None-Match / If-Modified-Since with the headers just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(200).send(doc.body);
}

const notFound = (res: Response) => res.status(404).type('text/plain').send('Not found');

/**
 * The distribution routes outside /api (registered on the Express instance, as Nest's global prefix
 * is /api): the video and audio feeds, sitemap, robots.txt, the show artwork, stable enclosure URLs
 * and the server-rendered head of /episodes/{id}. All public, all GET/HEAD only.
 */
export function distributionHandler(deps: DistributionDeps) {
  const routes: Array<{
    match: (path: string) => RegExpExecArray | boolean | null;
    run: (req: Request, res: Response, match: RegExpExecArray | boolean) => Promise<void>;
  }> = [
    {
      match: (path) => path === FEED_PATHS.video,
      run: async (req, res) => sendDocument(req, res, await deps.feeds.feed('video', publicBaseUrl(deps.config, req)), 'application/rss+xml; charset=utf-8'),
    },
    {
      match: (path) => path === FEED_PATHS.audio,
      run: async (req, res) => sendDocument(req, res, await deps.feeds.feed('audio', publicBaseUrl(deps.config, req)), 'application/rss+xml; charset=utf-8'),
    },
    {
      match: (path) => path === '/sitemap.xml',
      run: async (req, res) => sendDocument(req, res, await deps.feeds.sitemap(publicBaseUrl(deps.config, req)), 'application/xml; charset=utf-8'),
    },
    {
      match: (path) => SITEMAP_FILE_ROUTE.exec(path),
      run: async (req, res, match) => {
        const doc = await deps.feeds.sitemapFile(publicBaseUrl(deps.config, req), Number((match as RegExpExecArray)[1]));
        if (doc) sendDocument(req, res, doc, 'application/xml; charset=utf-8');
        else notFound(res);
      },
    },
    {
      match: (path) => path === '/robots.txt',
      run: async (req, res) => {
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.type('text/plain').send(buildRobotsTxt(`${publicBaseUrl(deps.config, req)}/sitemap.xml`));
      },
    },
    {
      match: (path) => path === DEFAULT_ARTWORK_PATH,
      run: async (_req, res) => {
        res.sendFile(ARTWORK_FILE, { acceptRanges: true, lastModified: true, etag: true, maxAge: 24 * 60 * 60 * 1000 }, (error?: Error) => {
          if (error && !res.headersSent) notFound(res);
        });
      },
    },
    { match: (path) => ENCLOSURE_ROUTE.exec(path), run: (req, res, match) => serveEnclosure(deps, req, res, match as RegExpExecArray) },
    { match: (path) => EPISODE_PAGE_ROUTE.exec(path), run: (req, res, match) => serveEpisodePage(deps, req, res, match as RegExpExecArray) },
  ];

  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    for (const route of routes) {
      const match = route.match(req.path);
      if (!match) continue;
      route.run(req, res, match).catch(next);
      return;
    }
    next();
  };
}

/**
 * GET|HEAD /podcast/episodes/{id}/{720p.mp4|480p.mp4|original.mp4|audio.m4a}: the URL the feeds
 * enclose, stable for years. Local storage serves the file (Range → 206); S3 redirects to a freshly
 * presigned URL, so no expiring signature ever sits in a feed. Published episodes only.
 */
async function serveEnclosure(deps: DistributionDeps, _req: Request, res: Response, match: RegExpExecArray): Promise<void> {
  const target = await deps.catalog.enclosure(Number(match[1]), match[2] as EnclosureFile);
  if (!target) {
    notFound(res);
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (deps.storage.kind === 's3' || !deps.storage.localPath) {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, await deps.storage.signedUrl(target.key, { expiresInSec: 3600 }));
    return;
  }
  res.setHeader('Content-Type', target.type);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.sendFile(
    deps.storage.localPath(target.key),
    { acceptRanges: true, cacheControl: false, lastModified: true, etag: true },
    (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) return;
      if (error.status === 416) {
        res.status(416).type('text/plain').send('Range not satisfiable');
        return;
      }
      notFound(res);
    },
  );
}

async function serveEpisodePage(deps: DistributionDeps, req: Request, res: Response, match: RegExpExecArray): Promise<void> {
  const page = await deps.pages.render(Number(match[1]), publicBaseUrl(deps.config, req));
  if (page.status === 503) {
    res.status(503).type('text/plain').send('This part of the site has not been built yet: run `npm run build`.');
    return;
  }
  res.status(page.status).setHeader('Cache-Control', 'no-cache').type('html').send(page.html);
}
