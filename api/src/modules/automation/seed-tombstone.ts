/**
 * Deleting a seeded rule or template keeps its row with seedKey "deleted:<key>": the start-up seeding
 * sees the key taken and does not bring back what an admin removed. Tombstones are hidden everywhere.
 */
export const TOMBSTONE_PREFIX = 'deleted:';

export const isTombstone = (seedKey: string | null): boolean => Boolean(seedKey?.startsWith(TOMBSTONE_PREFIX));
