import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { EnvironmentVariables } from '../config/app-config';
import { defaultRemoteBases, distOf, type RemoteBases } from './web-apps';

/** A directive's sources; a function is evaluated per response (helmet calls it with the request). */
export type CspSource = string | ((req: IncomingMessage) => string);
export type CspDirectives = Record<string, CspSource[]>;

/** 'sha256-…' of every inline (src-less, executable) <script> of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // Each opening tag, then its closing tag searched from there: one pass over the page. One pattern
  // for the pair would retry the rest of the page at every unclosed <script (regex-safety test).
  const opening = /<script\b([^<>]*)>/gi;
  const closing = /<\/script>/gi;
  for (let open = opening.exec(html); open; open = opening.exec(html)) {
    closing.lastIndex = opening.lastIndex;
    const close = closing.exec(html);
    if (!close) break;
    const attributes = open[1];
    const body = html.slice(opening.lastIndex, close.index);
    opening.lastIndex = closing.lastIndex;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD, the episode page's data) are never executed, so CSP does not cover them.
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const PAGE_RECHECK_MS = 5000;

/**
 * The hashes of the inline scripts in the hosts' built index.html (the public site sets its route
 * attribute before React loads). Read lazily, like static-web.ts reads the pages: the API may start
 * before the front ends are built. Cached once both pages were read.
 */
function builtPageHashes(config: EnvironmentVariables): () => string {
  let cached: string | undefined;
  // Until both pages exist, look again at most every PAGE_RECHECK_MS, not on every response: an API
  // serving no front ends (or started before their build) would otherwise read two files per request.
  let partial = { value: "'self'", readAt: -Infinity };
  return () => {
    if (cached !== undefined) return cached;
    if (Date.now() - partial.readAt < PAGE_RECHECK_MS) return partial.value;
    const hashes: string[] = [];
    let complete = true;
    for (const folder of ['public-site', 'admin-shell']) {
      try {
        hashes.push(...inlineScriptHashes(readFileSync(join(distOf(config, folder), 'index.html'), 'utf8')));
      } catch {
        complete = false;
      }
    }
    // helmet refuses an empty source: 'self' again is harmless.
    const value = [...new Set(hashes)].join(' ') || "'self'";
    if (complete) cached = value;
    else partial = { value, readAt: Date.now() };
    return value;
  };
}

// A host a CSP source can name: DNS labels (IDNs arrive as punycode from URL) or a bracketed IPv6
// address. WHATWG URL accepts `;` and `,` in hosts, which would end the directive (helmet then fails
// every response), so anything else is refused.
const CSP_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;

/**
 * The origin of an absolute http(s) URL whose host a CSP source can name; undefined for a relative
 * one (`/mfe/bookings/`), another scheme or garbage.
 */
export function cspOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return CSP_HOST.test(parsed.hostname) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

// What a CSP path-part may hold as is: RFC 3986 path characters without `;` and `,` (they end a
// directive or a policy). Anything else is percent-encoded; browsers percent-decode both the
// source's path and the request's before comparing, so the encoded form matches the same files.
const CSP_PATH_CHARACTER = /^[A-Za-z0-9\-._~!$&()*+=:@/%]$/;

function cspPath(path: string): string {
  return [...path].map((character) => (CSP_PATH_CHARACTER.test(character) ? character : encodeURIComponent(character))).join('');
}

/**
 * The source expression that allows the folder a remote's build is loaded from and nothing else of
 * its origin: origin plus path up to the last `/` (a source path ending in `/` matches every file
 * under it), e.g. `https://cdn.example.com/remotes/mfe-bookings/1.4.0/`. Undefined for a relative base
 * (`/mfe/bookings/`: this origin, which 'self' allows) and for a URL a policy cannot name.
 */
export function cspRemoteSource(base: string | undefined): string | undefined {
  const origin = cspOrigin(base);
  if (!origin || base === undefined) return undefined;
  const { pathname } = new URL(base);
  return origin + cspPath(pathname.slice(0, pathname.lastIndexOf('/') + 1));
}

/** `'self'` and the distinct folders the remotes are loaded from on other origins (none while all are same-origin). */
function selfAndRemoteFolders(bases: RemoteBases): string {
  const folders = new Set(Object.values(bases).map(cspRemoteSource));
  folders.delete(undefined);
  return ["'self'", ...folders].join(' ');
}

/** Where presigned S3 URLs point: the public endpoint (path style or virtual-hosted) or AWS's own hosts. */
export function s3Origins(config: EnvironmentVariables): string[] {
  if (!config.S3_BUCKET) return [];
  const endpoint = cspOrigin(config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT);
  if (endpoint) {
    const url = new URL(endpoint);
    return config.S3_FORCE_PATH_STYLE ? [endpoint] : [endpoint, `${url.protocol}//${config.S3_BUCKET}.${url.host}`];
  }
  const region = config.S3_REGION ?? 'us-east-1';
  return [`https://${config.S3_BUCKET}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}

/**
 * The Content-Security-Policy of every response (docs/security.md):
 * - scripts only from this origin and the folders the remotes are loaded from (origin and path:
 *   another folder of a shared CDN is not allowed), as the response's request sees them (`basesOf`: a
 *   page's from the release record read for it, see remote-locations.ts; without releases the
 *   MFE_*_URL settings), plus the sha256 of each inline script of the built host pages; no other
 *   inline script runs (the JSON-LD and episode data blocks are data, which CSP does not execute), no
 *   eval. Browsers ignore a source's path for a request that was redirected (CSP 3), so the folder
 *   holds only as long as nothing in it redirects elsewhere on its origin;
 * - styles, fonts, images and fetches (the manifest) from the same places as scripts; styles also
 *   inline: antd's CSS-in-JS writes <style> elements at run time and the server-rendered pages carry
 *   a small <style>; 'unsafe-inline' for styles only is the accepted trade-off;
 * - media from this origin (signed /api/media URLs), blob: and the S3 endpoint when S3 is configured;
 *   images also from any https origin (an admin may give an episode an external thumbnail URL);
 * - no plugins, no <base> elsewhere, no framing by other sites, forms post only here.
 */
export function contentSecurityPolicy(
  config: EnvironmentVariables,
  basesOf: (req: IncomingMessage) => RemoteBases = () => defaultRemoteBases(config),
): CspDirectives {
  // The bases object changes only when the release record is read, so each one's sources are built once.
  const built = new WeakMap<RemoteBases, string>();
  const selfAndRemotes = (req: IncomingMessage): string => {
    const bases = basesOf(req);
    let sources = built.get(bases);
    if (sources === undefined) {
      sources = selfAndRemoteFolders(bases);
      built.set(bases, sources);
    }
    return sources;
  };
  const storage = s3Origins(config);
  return {
    'default-src': ["'self'"],
    'script-src': [selfAndRemotes, builtPageHashes(config)],
    'style-src': [selfAndRemotes, "'unsafe-inline'"],
    'img-src': [selfAndRemotes, 'data:', 'blob:', 'https:', ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': [selfAndRemotes, 'data:'],
    'connect-src': [selfAndRemotes, ...storage],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The header value for a request, as helmet writes it. */
export function serializeCsp(directives: CspDirectives, req: IncomingMessage): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.map((value) => (typeof value === 'function' ? value(req) : value)).join(' ')}`)
    .join('; ');
}
