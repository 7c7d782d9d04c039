import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentVariables } from '../config/app-config';
import { distOf, REMOTES } from './web-apps';

/** A directive's sources; a function is evaluated per response (helmet calls it). */
export type CspSource = string | (() => string);
export type CspDirectives = Record<string, CspSource[]>;

/** 'sha256-…' of every inline (src-less, executable) <script> of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
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

/** The origin of an absolute http(s) URL, or undefined for a relative one (`/mfe/bookings/`) or garbage. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Where presigned S3 URLs point: the public endpoint (path style or virtual-hosted) or AWS's own hosts. */
export function s3Origins(config: EnvironmentVariables): string[] {
  if (!config.S3_BUCKET) return [];
  const endpoint = originOf(config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT);
  if (endpoint) {
    const url = new URL(endpoint);
    return config.S3_FORCE_PATH_STYLE ? [endpoint] : [endpoint, `${url.protocol}//${config.S3_BUCKET}.${url.host}`];
  }
  const region = config.S3_REGION ?? 'us-east-1';
  return [`https://${config.S3_BUCKET}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}

/**
 * The Content-Security-Policy of every response (docs/security.md):
 * - scripts only from this origin and the origins the MFE_*_URL settings move remotes to (read at
 *   start, like /config/remotes.json), plus the sha256 of each inline script of the built host pages;
 *   no other inline script runs (the JSON-LD and episode data blocks are data, which CSP does not
 *   execute), no eval;
 * - styles also inline: antd's CSS-in-JS writes <style> elements at run time and the server-rendered
 *   pages carry a small <style>; 'unsafe-inline' for styles only is the accepted trade-off;
 * - media from this origin (signed /api/media URLs), blob: and the S3 endpoint when S3 is configured;
 *   images also from any https origin (an admin may give an episode an external thumbnail URL);
 * - no plugins, no <base> elsewhere, no framing by other sites, forms post only here.
 */
export function contentSecurityPolicy(config: EnvironmentVariables): CspDirectives {
  const remoteOrigins = [...new Set(REMOTES.map((remote) => originOf(config[remote.env])).filter((origin): origin is string => Boolean(origin)))];
  const storage = s3Origins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", builtPageHashes(config), ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins, ...storage],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins, ...storage],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The header value, as helmet writes it. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.map((value) => (typeof value === 'function' ? value() : value)).join(' ')}`)
    .join('; ');
}
