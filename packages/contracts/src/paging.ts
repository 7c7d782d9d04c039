/**
 * Server-side paging of the admin lists (issue 18): GET /api/admin/episodes and GET /api/admin/bookings
 * take `limit` and `offset`, answer a JSON array of the same DTOs as before, and report the number of
 * matching rows in X-Total-Count. docs/api.md describes the parameters.
 */

/** The largest page a client may ask for with `limit`. */
export const ADMIN_LIST_MAX_LIMIT = 100;

/**
 * A request without `limit` (the spec's plain calls, the Editing board, the pickers) gets at most this
 * many rows in the default order; X-Truncated: true says when there were more.
 */
export const ADMIN_LIST_UNPAGED_CAP = 1000;

/** The number of rows matching the query's filters, whatever the page (the header the public list uses too). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The `after` of the next page (keyset paging: GET /api/episodes and the admin lists); absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** "true" when a request without `limit` was cut at ADMIN_LIST_UNPAGED_CAP rows. */
export const TRUNCATED_HEADER = 'X-Truncated';

/** The longest search text `q` accepted. */
export const ADMIN_LIST_MAX_SEARCH = 200;

/** Orders of GET /api/admin/episodes: newest created first (the default), or the highest episode number first. */
export enum AdminEpisodeSort {
  Newest = 'newest',
  Number = 'number',
}

/** A page of a list read and the total the server reported. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}
