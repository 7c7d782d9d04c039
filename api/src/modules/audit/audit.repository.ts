import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { cursorTimestampSql } from '../../common/keyset-cursor';
import { type AuditContent, entryHash, GENESIS_HASH, timestampText } from './audit-hash';

/**
 * The key of the transaction-scoped advisory lock every append takes ("podcast audit" in ASCII,
 * truncated to a bigint), so two appends never read the same last hash and fork the chain.
 */
export const AUDIT_LOCK_KEY = '8097116746581761';

/** An entry before it has an id, a time and its hashes. */
export type NewAuditEntry = Omit<AuditContent, 'id' | 'at'>;

/** A stored entry as the chain check reads it: every hashed column in its stored text form. */
export interface StoredAuditRow extends AuditContent {
  prevHash: string;
  hash: string;
}

/** What an append writes, and what verify reads back and hashes again. */
export const CHAIN_COLUMNS = `"id"::text AS "id", ${cursorTimestampSql('"at"')} AS "at", "actorId", "actorEmail", "action", "targetType", "targetId", "targetLabel", "changes", "requestId", "clientIp", "prevHash", "hash"`;

/** Appends to the audit table and reads the chain; the only code that writes it. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends one entry in its own transaction (or the caller's manager), after the last one, under the lock. */
  async append(entry: NewAuditEntry, manager?: EntityManager): Promise<StoredAuditRow> {
    return manager ? appendEntry(manager, entry) : this.dataSource.transaction((own) => appendEntry(own, entry));
  }

  get manager(): EntityManager {
    return this.dataSource.manager;
  }
}

/** One append: lock, read the last hash, take the next id and the time, hash, insert. */
export async function appendEntry(manager: EntityManager, entry: NewAuditEntry): Promise<StoredAuditRow> {
  await manager.query('SELECT pg_advisory_xact_lock($1::bigint)', [AUDIT_LOCK_KEY]);
  const last = (await manager.query('SELECT "hash" FROM "audit_entry" ORDER BY "id" DESC LIMIT 1')) as Array<{ hash: string }>;
  const prevHash = last[0]?.hash ?? GENESIS_HASH;
  const [{ id }] = (await manager.query(`SELECT nextval('audit_entry_id_seq')::text AS "id"`)) as Array<{ id: string }>;
  // The time is taken under the lock, so entries in id order are in time order too.
  const content: AuditContent = { id, at: timestampText(new Date()), ...entry };
  const hash = entryHash(prevHash, content);
  await manager.query(
    `INSERT INTO "audit_entry" ("id", "at", "actorId", "actorEmail", "action", "targetType", "targetId", "targetLabel", "changes", "requestId", "clientIp", "prevHash", "hash")
     VALUES ($1::bigint, $2::timestamptz, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13)`,
    [
      content.id,
      content.at,
      content.actorId,
      content.actorEmail,
      content.action,
      content.targetType,
      content.targetId,
      content.targetLabel,
      content.changes === null ? null : JSON.stringify(content.changes),
      content.requestId,
      content.clientIp,
      prevHash,
      hash,
    ],
  );
  return { ...content, prevHash, hash };
}
