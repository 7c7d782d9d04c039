/**
 * Keyset paging (issue 18): a page ends with an opaque cursor naming its last row by the list's order
 * columns; the next page is read from the index just past it (`WHERE (order, id) < (cursor)`), so a
 * page deep in the list costs what the first one does. The cursor is base64url of "<timestamp>|<id>",
 * the timestamp in UTC with microseconds (PostgreSQL's precision: a millisecond Date would skip or
 * repeat rows written within one millisecond), empty when the row's timestamp is null.
 */
export interface KeysetCursor {
  /** ISO 8601 UTC with microseconds, or null for a row whose order timestamp is null. */
  at: string | null;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID = 2147483647;
/** Longer than any cursor this code writes: nothing longer is decoded. */
const MAX_CURSOR_LENGTH = 64;

/** SQL giving a timestamptz column in the cursor's text form (to_char keeps the microseconds). */
export const cursorTimestampSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.at ?? ''}|${cursor.id}`).toString('base64url');
}

/** The cursor, or null when the text is not one this code wrote. */
export function decodeCursor(text: string): KeysetCursor | null {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || at === undefined || id === undefined || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) return null;
  if (at !== '' && (!TIMESTAMP.test(at) || Number.isNaN(Date.parse(at)))) return null;
  return { at: at === '' ? null : at, id: Number(id) };
}
