/** The content codings this server sends, best first: brotli is ~15-20% smaller than gzip on our bundles. */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/** `gzip;q=0.5` → ['gzip', 0.5]; a missing or unreadable q counts as 1. */
function parseCoding(part: string): [string, number] {
  const [name, ...params] = part.split(';');
  let quality = 1;
  for (const param of params) {
    const [key, value] = param.split('=').map((piece) => piece.trim());
    if (key?.toLowerCase() === 'q' && value !== undefined) {
      const parsed = Number(value);
      if (!Number.isNaN(parsed)) quality = parsed;
    }
  }
  return [(name ?? '').trim().toLowerCase(), quality];
}

/**
 * The content coding to answer with, among those `available`, from a request's Accept-Encoding
 * (RFC 9110 §12.5.3): the highest q wins, ties go to brotli; `*` covers codings not named; q=0 refuses.
 * undefined means the identity (no header, nothing acceptable, or nothing available).
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined, available: readonly ContentCoding[] = PREFERENCE): ContentCoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    if (!part.trim()) continue;
    const [name, quality] = parseCoding(part);
    qualities.set(name, quality);
  }
  const wildcard = qualities.get('*');
  let best: ContentCoding | undefined;
  let bestQuality = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const quality = qualities.get(coding) ?? wildcard ?? 0;
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}
