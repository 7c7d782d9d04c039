import { BadRequestException, Injectable } from '@nestjs/common';
import { pageStart } from '../../common/keyset-page';
import { ADMIN_LIST_UNPAGED_CAP, BookingSort } from '@podcast/contracts';
import type { BookingEntity } from './booking.entity';
import { BOOKING_LIST_MESSAGES, type BookingListQueryDto } from './booking-list.query';
import { BookingListRepository, KEYSET_SORTS } from './booking-list.repository';

export interface BookingPage {
  rows: BookingEntity[];
  /** Rows matching the filters, all pages together. */
  total: number;
  /** True when a request without limit was cut at ADMIN_LIST_UNPAGED_CAP rows. */
  truncated: boolean;
  /** The next page's `after` (newest and oldest orders), or null on the last page. */
  nextCursor: string | null;
}

/** Guest Bookings' list read: one page, or (without limit) the capped list the spec's plain call gets. */
@Injectable()
export class BookingListService {
  constructor(private readonly list: BookingListRepository) {}

  async page(query: BookingListQueryDto): Promise<BookingPage> {
    const start = pageStart(query.offset, query.after);
    const sort = query.sort ?? BookingSort.Newest;
    if (start.after && !KEYSET_SORTS.has(sort)) throw new BadRequestException(BOOKING_LIST_MESSAGES.afterNeedsCreatedOrder);
    const { rows, total, nextCursor } = await this.list.findPage({
      ...start,
      limit: query.limit ?? ADMIN_LIST_UNPAGED_CAP,
      q: query.q ?? '',
      archived: query.archived ?? null,
      sort,
    });
    // A request without limit is the spec's plain call: capped, and not a page to continue from.
    if (query.limit === undefined) return { rows, total, truncated: start.offset + rows.length < total, nextCursor: null };
    return { rows, total, truncated: false, nextCursor };
  }
}
