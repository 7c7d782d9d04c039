import { createHash, randomBytes } from 'node:crypto';

/** A new link secret: 32 random bytes, base64url (43 characters). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored of a confirmation secret: its SHA-256, hex. The secret is not derivable from it. */
export const confirmTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
