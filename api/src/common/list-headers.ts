import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, TRUNCATED_HEADER } from '@podcast/contracts';
import type { Response } from 'express';

/** OpenAPI description of the headers every list answer carries; `rows` names what is counted. */
export const listHeaders = (rows: string) =>
  ({
    [TOTAL_COUNT_HEADER]: { description: `${rows} matching the filters, all pages together`, schema: { type: 'integer' } },
    [NEXT_CURSOR_HEADER]: { description: 'The `after` of the next page; absent on the last page', schema: { type: 'string' } },
    [TRUNCATED_HEADER]: { description: '"true" when a request without limit was cut at 1,000 rows', schema: { type: 'string' } },
  }) as const;

export interface ListHeaders {
  total: number;
  /** The next page's `after`, or null on the last page. */
  nextCursor: string | null;
  /** True when a request without limit was cut at the unpaged cap. */
  truncated?: boolean;
}

/** The paging facts in headers, so the body stays the plain array the spec's clients read. */
export function setListHeaders(res: Pick<Response, 'setHeader'>, { total, nextCursor, truncated }: ListHeaders): void {
  res.setHeader(TOTAL_COUNT_HEADER, String(total));
  if (nextCursor) res.setHeader(NEXT_CURSOR_HEADER, nextCursor);
  if (truncated) res.setHeader(TRUNCATED_HEADER, 'true');
  // Same-origin in this product; exposed anyway so a cross-origin client (a remote on its own dev port) can read them.
  res.setHeader('Access-Control-Expose-Headers', `${TOTAL_COUNT_HEADER}, ${NEXT_CURSOR_HEADER}, ${TRUNCATED_HEADER}, ETag`);
}
