import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { negotiateEncoding, type ContentCoding } from './negotiate-encoding';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/** The formats packages/build-config's PrecompressPlugin writes .br/.gz copies of. */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;

/**
 * The build's .br/.gz copies for one folder (written by packages/build-config/precompress-plugin.cjs).
 * What exists is checked once per file and remembered; only files that exist are remembered, so a
 * stream of made-up paths cannot grow the map beyond the build's own file count.
 */
export class PrecompressedVariants {
  private readonly known = new Map<string, ContentCoding[]>();

  constructor(private readonly root: string) {}

  /** The codings available for a URL path inside the folder; undefined when the file is not there. */
  variantsOf(urlPath: string): ContentCoding[] | undefined {
    if (!PRECOMPRESSED.test(urlPath)) return undefined;
    const cached = this.known.get(urlPath);
    if (cached) return cached;
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = normalize(join(this.root, decoded));
    if (!file.startsWith(this.root + sep) || !existsSync(file)) return undefined;
    const codings = (['br', 'gzip'] as const).filter((coding) => existsSync(`${file}.${coding === 'gzip' ? 'gz' : 'br'}`));
    this.known.set(urlPath, codings);
    return codings;
  }
}

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Wraps express.static for a build folder: a file with precompressed copies is answered with the
 * copy the client accepts (Content-Encoding, the original's Content-Type, `Vary: Accept-Encoding`),
 * or as it is to a client that accepts neither. Cache headers stay those of `serve` (the copies of a
 * hashed file are immutable too). Range requests on a copy get ranges of the encoded bytes, as HTTP
 * defines for a representation with a content coding.
 */
export function servePrecompressed(root: string, serve: Handler): Handler {
  const variants = new PrecompressedVariants(normalize(root));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return serve(req, res, next);
    const available = variants.variantsOf(req.path);
    if (!available?.length) return serve(req, res, next);
    res.vary('Accept-Encoding');
    const coding = negotiateEncoding(req.headers['accept-encoding'], available);
    if (!coding) return serve(req, res, next);

    const original = req.url;
    const mark = original.indexOf('?');
    req.url = mark === -1 ? `${original}${SUFFIX[coding]}` : `${original.slice(0, mark)}${SUFFIX[coding]}${original.slice(mark)}`;
    // send() keeps a Content-Type already set, so the copy is labelled as what it decodes to.
    res.type(extname(req.path.slice(0, -SUFFIX[coding].length)));
    res.setHeader('Content-Encoding', coding);
    serve(req, res, (error?: unknown) => {
      // The copy vanished (a redeploy under a running server): undo, and let the caller fall back.
      req.url = original;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(error);
    });
  };
}
