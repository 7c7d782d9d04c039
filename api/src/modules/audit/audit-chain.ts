import type { DataSource } from 'typeorm';
import { entryHash, GENESIS_HASH } from './audit-hash';
import { CHAIN_COLUMNS, type StoredAuditRow } from './audit.repository';

/** The result of walking the chain: every entry checked, or the first one that does not hold. */
export type ChainCheck = { ok: true; entries: number } | { ok: false; entries: number; brokenId: string; reason: string };

const BATCH = 1000;

/**
 * Walks the audit table in id order and recomputes every hash. An entry is broken when its prevHash
 * is not the hash of the entry before it (one was deleted, inserted or re-hashed) or its hash is not
 * that of its content (a column was edited). Reads in batches, so the table never sits in memory.
 * What a chain cannot show: the newest entries removed from the end (docs/security.md).
 */
export async function verifyAuditChain(dataSource: DataSource): Promise<ChainCheck> {
  let previous = GENESIS_HASH;
  let lastId = '0';
  let entries = 0;
  for (;;) {
    const rows = (await dataSource.query(
      `SELECT ${CHAIN_COLUMNS} FROM "audit_entry" WHERE "audit_entry"."id" > $1::bigint ORDER BY "audit_entry"."id" LIMIT ${BATCH}`,
      [lastId],
    )) as StoredAuditRow[];
    for (const row of rows) {
      entries += 1;
      const { prevHash, hash, ...content } = row;
      if (prevHash !== previous) return { ok: false, entries, brokenId: row.id, reason: 'its previous hash is not the hash of the entry before it' };
      if (entryHash(prevHash, content) !== hash) return { ok: false, entries, brokenId: row.id, reason: 'its content does not match its hash' };
      previous = hash;
      lastId = row.id;
    }
    if (rows.length < BATCH) return { ok: true, entries };
  }
}
