import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import { publicRouteOf } from './public-routes';

/** Deepest nesting of arrays and objects a JSON body may have (no DTO of ours nests past 3). */
export const MAX_JSON_DEPTH = 32;
/** Body limit of the routes anyone can call (login, newsletter, play, unsubscribe): a few fields. */
export const PUBLIC_BODY_LIMIT = '16kb';
/** Body limit of admin routes (email templates hold up to 200,000 characters of HTML). */
export const ADMIN_BODY_LIMIT = '1mb';

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The nesting depth of a JSON text, read from its bytes in one pass before it is parsed: a body
 * nested 400,000 deep would otherwise keep the parser and the validator busy for seconds.
 * Brackets inside strings do not count. Stops counting as soon as `limit` is passed.
 */
export function jsonDepthExceeds(bytes: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  constructor() {
    super(`JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
  }
}

const verifyDepth = (_req: unknown, _res: unknown, buffer: Buffer) => {
  if (jsonDepthExceeds(buffer, MAX_JSON_DEPTH)) throw new BodyTooDeepError();
};

/**
 * JSON and form bodies under /api: limited in size per route (public routes take a few kilobytes)
 * and in depth, checked on the raw bytes before parsing.
 */
export function bodyParsers(): Array<(req: Request, res: Response, next: NextFunction) => void> {
  const small = [
    express.json({ limit: PUBLIC_BODY_LIMIT, verify: verifyDepth }),
    express.urlencoded({ extended: false, limit: PUBLIC_BODY_LIMIT, parameterLimit: 20 }),
  ];
  const large = [express.json({ limit: ADMIN_BODY_LIMIT, verify: verifyDepth }), express.urlencoded({ extended: false, limit: ADMIN_BODY_LIMIT })];
  // A public route that declares its own limit (a guest's drawing) gets a JSON parser of that size.
  const sized = new Map<string, Array<(req: Request, res: Response, next: NextFunction) => void>>();
  const parsersOf = (limit: string) => {
    let parsers = sized.get(limit);
    if (!parsers) {
      parsers = [express.json({ limit, verify: verifyDepth }), small[1]];
      sized.set(limit, parsers);
    }
    return parsers;
  };
  return [0, 1].map((index) => (req: Request, res: Response, next: NextFunction) => {
    // Mounted under /api: req.path is relative to the mount point.
    const path = `${req.baseUrl}${req.path}`;
    // The public routes (PUBLIC_ROUTES) take small bodies; the admin's take up to ADMIN_BODY_LIMIT.
    const route = publicRouteOf(req.method, path);
    const parser = route ? (route.bodyLimit ? parsersOf(route.bodyLimit) : small)[index] : large[index];
    parser(req, res, next);
  });
}

/** True when a string holds U+0000 or a UTF-16 surrogate without its pair (not valid text anywhere: Postgres refuses NUL). */
export function isUnsafeText(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
  return /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

/** Walks a parsed body or query (keys and values) for unsafe text; depth is already bounded by the parser. */
export function containsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafeText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsUnsafeText(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([key, item]) => isUnsafeText(key) || containsUnsafeText(item, depth + 1));
}

/**
 * Refuses NUL and unpaired surrogates in /api requests before any guard, pipe or query sees them:
 * in the body or query string it is a 400; in the path (where no id, token or key can hold them)
 * the same 404 as any other unknown path.
 */
export function refuseUnsafeText(req: Request, _res: Response, next: NextFunction): void {
  for (const segment of `${req.baseUrl}${req.path}`.split('/')) {
    if (!segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return next(new NotFoundException('Not found'));
    }
    if (isUnsafeText(decoded)) return next(new NotFoundException('Not found'));
  }
  if (containsUnsafeText(req.query) || containsUnsafeText(req.body)) return next(new BadRequestException(UNSAFE_TEXT_MESSAGE));
  next();
}
