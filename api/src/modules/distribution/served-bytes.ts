import type { Request, Response } from 'express';
import type { Span } from '../analytics/served-bytes';

/**
 * Counts the body bytes this response hands to the connection, for the download rule (only bytes
 * actually served count: a client that hangs up mid-file counts what it was sent). Express's
 * sendFile pipes the file into res.write and ends with res.end, and keeps no count of its own, so
 * this response's two methods are wrapped (no other response is touched). The pipe waits for the
 * socket to drain, so what is counted runs ahead of what the client received by the socket's buffers
 * at most, as a server log's bytes-sent does.
 */
export function countBodyBytes(res: Response): () => number {
  let bytes = 0;
  const add = (chunk: unknown, encoding: unknown) => {
    if (res.destroyed) return; // a write after the client hung up goes nowhere
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (ArrayBuffer.isView(chunk)) bytes += chunk.byteLength;
  };
  // Node's overloads (chunk, encoding?, callback?) are passed through untouched.
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    add(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') add(args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  return () => bytes;
}

/** The bytes a local answer served: from its Content-Range's first byte (206) or the file's start (200), as many as were written. */
export function writtenSpans(res: Response, written: number, size: number): Span[] {
  const range = res.statusCode === 206 ? /^bytes (\d+)-\d+\/\d+$/.exec(String(res.getHeader('content-range') ?? '')) : null;
  const start = range ? Number(range[1]) : 0;
  const end = Math.min(size, start + written);
  return end > start ? [{ start, end }] : [];
}

/**
 * The bytes a redirect to the bucket hands over (S3, where the bytes themselves never pass here):
 * the ranges the request asks for, or the whole file without a usable Range (as the bucket answers).
 */
export function requestedSpans(req: Request, size: number): Span[] {
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return [];
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes') return size > 0 ? [{ start: 0, end: size }] : [];
  return ranges.map((range) => ({ start: range.start, end: range.end + 1 }));
}
