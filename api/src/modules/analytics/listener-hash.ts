import { createHash } from 'node:crypto';

/** The UTC day of a moment, YYYY-MM-DD: the unit of deduplication and of the salt's rotation. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The listener's pseudonym: sha256 over the day's salt, the client address and the user agent,
 * separated so no two inputs run together. Without the salt (gone after two days) the address
 * cannot be recovered by hashing every address.
 */
export function listenerHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(salt).update('\n').update(address).update('\n').update(userAgent).digest('hex');
}

/**
 * The client's pseudonym for the listener cap (an IPv4 address or an IPv6 /64, salted the same way),
 * so the Redis keys that cap listeners per client hold no address either.
 */
export function clientHash(salt: string, network: string): string {
  return createHash('sha256').update(salt).update('\nclient\n').update(network).digest('hex');
}
