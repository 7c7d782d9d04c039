import { TOTAL_COUNT_HEADER, TRUNCATED_HEADER } from '@podcast/contracts';
import type { Response } from 'express';

/** OpenAPI description of the headers the list answer carries. */
export const BOOKING_LIST_HEADERS = {
  [TOTAL_COUNT_HEADER]: { description: 'Guests matching the filters, all pages together', schema: { type: 'integer' } },
  [TRUNCATED_HEADER]: { description: '"true" when a request without limit was cut at 1,000 rows', schema: { type: 'string' } },
} as const;

/** The total (and the cut, if any) in headers, so the body stays the plain array the spec's clients read. */
export function setBookingListHeaders(res: Response, total: number, truncated: boolean): void {
  res.setHeader(TOTAL_COUNT_HEADER, String(total));
  if (truncated) res.setHeader(TRUNCATED_HEADER, 'true');
  // Same-origin in this product; exposed anyway so a cross-origin admin (a remote on its own dev port) can read them.
  res.setHeader('Access-Control-Expose-Headers', `${TOTAL_COUNT_HEADER}, ${TRUNCATED_HEADER}`);
}
