import { createHash, randomBytes } from 'node:crypto';

/** A new link secret (newsletter confirmations, staff invitations, password resets): 32 random bytes, base64url (43 characters). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored of a link secret: its SHA-256, hex. The secret is not derivable from it. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A link secret as newLinkToken makes it: anything else matches nothing, without a database lookup. */
export const isLinkTokenShaped = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
