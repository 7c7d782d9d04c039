import type { NextFunction, Request, Response } from 'express';
import { STABLE_MEDIA_ROUTE } from './media-signer';
import { keyFromPath, type MediaAccessService } from './media-access.service';

/**
 * GET /media/{key}?sig=…: stable links outside /api (episode thumbnails from poster frames, files of
 * the create-episode form), listed in SERVER_PATHS so the public-site fallback leaves them alone.
 * Registered on the Express instance because Nest's global prefix is /api.
 */
export function stableMediaHandler(access: MediaAccessService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(STABLE_MEDIA_ROUTE)) return next();
    access.serveStable(keyFromPath(req.path, STABLE_MEDIA_ROUTE), req, res).catch(next);
  };
}
