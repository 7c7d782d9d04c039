import { Injectable } from '@nestjs/common';
import { ADMIN_LIST_UNPAGED_CAP, BookingSort } from '@podcast/contracts';
import type { BookingEntity } from './booking.entity';
import type { BookingListQueryDto } from './booking-list.query';
import { BookingListRepository } from './booking-list.repository';

export interface BookingPage {
  rows: BookingEntity[];
  /** Rows matching the filters, all pages together. */
  total: number;
  /** True when a request without limit was cut at ADMIN_LIST_UNPAGED_CAP rows. */
  truncated: boolean;
}

/** Guest Bookings' list read: one page, or (without limit) the capped list the spec's plain call gets. */
@Injectable()
export class BookingListService {
  constructor(private readonly list: BookingListRepository) {}

  async page(query: BookingListQueryDto): Promise<BookingPage> {
    const offset = query.offset ?? 0;
    const { rows, total } = await this.list.findPage({
      limit: query.limit ?? ADMIN_LIST_UNPAGED_CAP,
      offset,
      q: query.q ?? '',
      archived: query.archived ?? null,
      sort: query.sort ?? BookingSort.Newest,
    });
    return { rows, total, truncated: query.limit === undefined && offset + rows.length < total };
  }
}
