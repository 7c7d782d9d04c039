import { BadRequestException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { cursorTimestampSql, decodeCursor, encodeCursor, type KeysetCursor } from './keyset-cursor';
import { PAGING_MESSAGES } from './paged-query';

/** The alias of the cursor timestamp in a page's raw rows. */
const CURSOR_AT = 'keyset_at';

/** Where a page starts: `offset` rows in, or just after a cursor (never both). */
export type PageStart = { offset: number; after: null } | { offset: 0; after: KeysetCursor };

/** The request's start, decoded; 400 when it sends both offset and after (the DTO has checked each alone). */
export function pageStart(offset: number | undefined, after: string | undefined): PageStart {
  if (after === undefined) return { offset: offset ?? 0, after: null };
  if (offset !== undefined) throw new BadRequestException(PAGING_MESSAGES.offsetAndAfter);
  const cursor = decodeCursor(after);
  if (!cursor) throw new BadRequestException(PAGING_MESSAGES.after);
  return { offset: 0, after: cursor };
}

/**
 * Rows strictly after the cursor in the order `(timestamp column, id) direction`: a row comparison the
 * list's btree index serves as a range, so the page is read from the index at any depth. The cursor's
 * timestamp is compared as timestamptz text with microseconds (keyset-cursor.ts).
 */
export function whereAfter<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  columns: { at: string; id: string },
  direction: 'ASC' | 'DESC',
  cursor: KeysetCursor,
): SelectQueryBuilder<T> {
  return query.andWhere(`(${columns.at}, ${columns.id}) ${direction === 'DESC' ? '<' : '>'} (CAST(:keysetAt AS timestamptz), :keysetId)`, {
    keysetAt: cursor.at,
    keysetId: cursor.id,
  });
}

/** Adds the order timestamp, in the cursor's text form, to what the query returns. */
export function selectCursor<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, atColumn: string): SelectQueryBuilder<T> {
  return query.addSelect(cursorTimestampSql(atColumn), CURSOR_AT);
}

/**
 * Runs a page query built with selectCursor: the rows, and the cursor of the last one when the page
 * is full (a shorter page is the end of the list). The queries have no joins, so raw rows and
 * entities correspond one to one.
 */
export async function readPage<T extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<T>,
  limit: number,
): Promise<{ rows: T[]; nextCursor: string | null }> {
  const { entities, raw } = await query.getRawAndEntities<Record<string, string | null>>();
  const last = entities[entities.length - 1];
  const lastRaw = raw[raw.length - 1];
  if (!last || !lastRaw || entities.length < limit) return { rows: entities, nextCursor: null };
  return { rows: entities, nextCursor: encodeCursor({ at: lastRaw[CURSOR_AT] ?? null, id: last.id }) };
}
