import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

export const UNLOCK_COOKIE = 'review_unlock';
/** A passcode, once typed, opens its link in that browser for this long. */
export const UNLOCK_TTL_SEC = 12 * 60 * 60;

/** The cookie's path: the guest routes of that one link (a cookie of one link is never sent to another). */
export const unlockCookiePath = (token: string) => `/api/review/${token}`;

/**
 * The unlock cookie's value, `<expires>.<mac>`: an HMAC (the session secret, under its own label) of
 * the link's id, its token hash and the expiry. It cannot be moved to another link or made to last longer.
 */
export class UnlockCookies {
  constructor(private readonly secret: string) {}

  private mac(linkId: number, tokenHash: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`review-unlock\n${linkId}\n${tokenHash}\n${expires}`).digest('base64url');
  }

  issue(linkId: number, tokenHash: string, nowSec = Math.floor(Date.now() / 1000)): string {
    const expires = nowSec + UNLOCK_TTL_SEC;
    return `${expires}.${this.mac(linkId, tokenHash, expires)}`;
  }

  verify(value: string | undefined, linkId: number, tokenHash: string, nowSec = Math.floor(Date.now() / 1000)): boolean {
    const match = value === undefined ? null : /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires < nowSec) return false;
    const expected = Buffer.from(this.mac(linkId, tokenHash, expires));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** One cookie of the request's Cookie header (no cookie parser runs on public routes). */
export function cookieOf(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
