/**
 * An attachment header carrying the original name: an ASCII fallback in `filename` and the exact
 * name in RFC 5987 `filename*` (UTF-8, percent-encoded), which every current browser prefers.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
