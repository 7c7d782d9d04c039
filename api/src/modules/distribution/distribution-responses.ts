import type { Request, Response } from 'express';
import type { ApiResponseNoStatusOptions } from '@nestjs/swagger';
import type { BodyEncoding } from '../public-catalogue/encoded-body';
import type { RenderedDocument } from './feed-cache.service';

/** How long podcast apps and caches may reuse a feed before asking again (then usually a 304). */
export const FEED_MAX_AGE_SEC = 300;

export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * A cached document with its validators; 304 when the request's If-None-Match / If-Modified-Since still
 * hold, else its bytes in the best encoding the client accepts, from the forms kept with it (the
 * compression middleware leaves an answer that names its Content-Encoding alone).
 */
export function sendDocument(req: Request, res: Response, doc: RenderedDocument, type: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', `public, max-age=${FEED_MAX_AGE_SEC}`);
  allowAnyOrigin(res);
  res.setHeader('ETag', doc.etag);
  res.setHeader('Last-Modified', doc.lastModified.toUTCString());
  // req.fresh compares If-None-Match / If-Modified-Since with the headers just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const accepted = doc.body.compressed ? (req.acceptsEncodings('br', 'gzip', 'identity') as BodyEncoding | false) : 'identity';
  const { encoding, bytes } = doc.body.in(accepted || 'identity');
  if (doc.body.compressed) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.status(200).end(bytes);
}

/** Response headers a cross-origin reader (a web player, a feed validator) may see. */
export const EXPOSED_HEADERS = 'Content-Length, Content-Range, Accept-Ranges, ETag, Last-Modified';

/** Marks a public document or file as readable from any origin (feeds, enclosures, artwork). */
export function allowAnyOrigin(res: Response): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/**
 * The CORS preflight of a public document or file: GET and HEAD from any origin, with the headers a
 * player or validator sends (Range for seeking, the conditional ones for revalidation). No cookies
 * are involved (no Allow-Credentials), so a wildcard origin is safe.
 */
export function answerPreflight(res: Response): void {
  allowAnyOrigin(res);
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Range, If-None-Match, If-Modified-Since, If-Range');
  res.setHeader('Access-Control-Max-Age', '86400');
  res.status(204).end();
}

/** The distribution routes' 404: plain text, as podcast apps and crawlers read it. */
export const sendNotFound = (res: Response) => res.status(404).type('text/plain').send('Not found');

// OpenAPI pieces the distribution operations share.
const text = { schema: { type: 'string' as const } };

export const PLAIN_TEXT_NOT_FOUND: ApiResponseNoStatusOptions = { description: 'Not found (plain text "Not found")', content: { 'text/plain': text } };

export const NOT_MODIFIED: ApiResponseNoStatusOptions = {
  description: 'Not modified: the If-None-Match or If-Modified-Since of the request still holds (no body)',
};

const validatorHeaders = {
  ETag: { description: 'SHA-256 of the body', schema: { type: 'string' as const } },
  'Last-Modified': { description: 'When the document was built', schema: { type: 'string' as const } },
  'Cache-Control': { description: `public, max-age=${FEED_MAX_AGE_SEC}`, schema: { type: 'string' as const } },
};

/** A 200 with an XML document of the given media type, its ETag and Last-Modified. */
export const xmlDocument = (description: string, mediaType: string): ApiResponseNoStatusOptions => ({
  description,
  headers: validatorHeaders,
  content: { [mediaType]: text },
});
