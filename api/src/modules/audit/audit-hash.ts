import { createHash } from 'node:crypto';
import type { AuditFieldChange } from '@podcast/contracts';

/** The prevHash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: every column but the two hashes, in the forms the database gives back. */
export interface AuditContent {
  /** bigint as decimal text */
  id: string;
  /** UTC with microseconds, as `cursorTimestampSql` reads it (a Date would drop an edit below the millisecond). */
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  changes: Record<string, AuditFieldChange> | null;
  requestId: string | null;
  clientIp: string | null;
}

/**
 * JSON with object keys sorted at every depth: jsonb gives keys back in its own order, so the text
 * hashed at write and at verify must not depend on it. Arrays keep their order (jsonb does too).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

export function entryHash(prevHash: string, content: AuditContent): string {
  return createHash('sha256')
    .update(prevHash + canonicalJson(content), 'utf8')
    .digest('hex');
}

/** A Date in the database's text form of a timestamptz (microseconds: always 000 past a JS millisecond). */
export const timestampText = (at: Date): string => at.toISOString().replace(/Z$/, '000Z');

/**
 * Changes as jsonb will give them back: a Date becomes its ISO text, an undefined before/after
 * becomes null (JSON would drop the key), so the hash written now is the hash verify recomputes.
 */
export function storedChanges(changes: Record<string, AuditFieldChange> | undefined | null): Record<string, AuditFieldChange> | null {
  if (!changes || Object.keys(changes).length === 0) return null;
  const normal: Record<string, AuditFieldChange> = {};
  for (const [field, { before, after }] of Object.entries(changes)) normal[field] = { before: before ?? null, after: after ?? null };
  return JSON.parse(JSON.stringify(normal)) as Record<string, AuditFieldChange>;
}
