import { TOTAL_COUNT_HEADER } from '@podcast/contracts/dist/paging';

/**
 * The total of a paged admin list, as the server reported it (X-Total-Count); without a usable
 * header, what the page itself proves (its offset plus its rows).
 */
export function totalFrom(headers: Headers, offset: number, rows: number): number {
  const header = headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : offset + rows;
}
