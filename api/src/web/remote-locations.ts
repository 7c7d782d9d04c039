import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { RemoteBases } from './web-apps';

/**
 * Where the remotes are now: the release record (modules/releases) over the defaults. Implemented by
 * RemoteLocations; the web layer only needs this much.
 */
export interface RemoteLocationSource {
  /** Reads the release record (one query); never rejects: on a database failure, the last bases read. */
  read(): Promise<RemoteBases>;
  /** The bases of this process's last read, without a query. */
  lastRead(): RemoteBases;
}

/**
 * A response a browser may render as a page, whose Content-Security-Policy decides where the page may
 * load remotes from: a navigation (Sec-Fetch-Dest: document) or any GET asking for HTML.
 */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const destination = req.headers['sec-fetch-dest'];
  if (destination === 'document' || destination === 'iframe') return true;
  return (req.headers.accept ?? '').toLowerCase().includes('text/html');
}

export interface RemoteLocationsPerRequest {
  /** Runs before helmet: reads the release record for each document request. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** The bases the response to req is built with (the Content-Security-Policy's remote folders). */
  basesOf: (req: IncomingMessage) => RemoteBases;
}

/**
 * The remote locations a response is written with. A page's policy must allow the folders of the
 * remotes it will load, so each document request reads the release record afresh: a release or a
 * rollback made by any process (the release command, another API behind the load balancer) is in
 * force on the next page load. Other answers (scripts, JSON, media) are not documents, so their
 * policy's remote folders have no effect in a browser: they reuse this process's last read and cost
 * no query (the public API's hot paths stay as fast as before).
 */
export function remoteLocationsPerRequest(source: RemoteLocationSource): RemoteLocationsPerRequest {
  const read = new WeakMap<IncomingMessage, RemoteBases>();
  return {
    middleware: (req, _res, next) => {
      if (!isDocumentRequest(req)) return next();
      void source.read().then((bases) => {
        read.set(req, bases);
        next();
      }, next);
    },
    basesOf: (req) => read.get(req) ?? source.lastRead(),
  };
}
