import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Below this a compressed body saves less than the work and the header it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Media and images are compressed formats already, and media is read with Range requests. */
const NEVER_COMPRESSED = /^(video|audio|image)\//i;

/**
 * Which responses are compressed on the fly: text formats the `compression` package deems
 * compressible (JSON, HTML, XML, JS, CSS, SVG...), but never media or images, never a partial
 * response (206 / Content-Range: a range of the identity bytes must stay that), never an event stream
 * (it must reach the client as written).
 */
export function shouldCompress(req: Request, res: Response): boolean {
  if (res.statusCode === 206 || res.getHeader('Content-Range') !== undefined) return false;
  const type = String(res.getHeader('Content-Type') ?? '');
  if (NEVER_COMPRESSED.test(type) || type.startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/**
 * gzip/brotli on the fly (brotli at quality 4, gzip at level 6: fast enough per request) for answers
 * above the threshold, with `Vary: Accept-Encoding`. Answers that carry their own Content-Encoding
 * (precompressed build files, the public list's cached forms) pass through untouched.
 */
export function compressResponses(): (req: Request, res: Response, next: NextFunction) => void {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: shouldCompress });
}
