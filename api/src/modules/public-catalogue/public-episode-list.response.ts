import type { Request, Response } from 'express';
import { setListHeaders } from '../../common/list-headers';
import type { BodyEncoding } from './encoded-body';
import type { PublicListPage } from './public-episode-list.cache';

/**
 * Writes a page of the public list: 304 when the client's ETag matches, else the bytes in the best
 * encoding the client accepts, from the forms kept with the page. The compression middleware leaves
 * an answer that already names its Content-Encoding alone.
 */
export function sendPublicListPage(req: Request, res: Response, page: PublicListPage): void {
  setListHeaders(res, page);
  res.setHeader('ETag', page.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (page.body.compressed) res.setHeader('Vary', 'Accept-Encoding');
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, page.etag)) {
    res.status(304).end();
    return;
  }
  const accepted = page.body.compressed ? (req.acceptsEncodings('br', 'gzip', 'identity') as BodyEncoding | false) : 'identity';
  const { encoding, bytes } = page.body.in(accepted || 'identity');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.status(200).end(bytes);
}

/** Whether an If-None-Match header names this ETag (or is `*`); weak forms compare as strong. */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
