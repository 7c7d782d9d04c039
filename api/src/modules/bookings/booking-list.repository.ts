import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ARCHIVE_BOOKING_STATUS, BookingSort } from '@podcast/contracts';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { readPage, selectCursor, whereAfter, type PageStart } from '../../common/keyset-page';
import { containsPattern } from '../../common/paged-query';
import { BookingEntity } from './booking.entity';

/** What one read of the Guest Bookings list asks for, defaults already applied. */
export type BookingListCriteria = PageStart & {
  limit: number;
  /** '' for no search. */
  q: string;
  /** true: the archive (recorded guests); false: the others; null: everyone. */
  archived: boolean | null;
  sort: BookingSort;
};

/** The orders keyset paging follows (by creation time); the others page by offset. */
export const KEYSET_SORTS: ReadonlyMap<BookingSort, 'ASC' | 'DESC'> = new Map([
  [BookingSort.Newest, 'DESC'],
  [BookingSort.Oldest, 'ASC'],
]);

const CREATED = { at: '"booking"."createdAt"', id: '"booking"."id"' };

/**
 * The orders of spec §4. Every one ends on createdAt DESC, id DESC (newest first breaks ties, so pages
 * never overlap), and each is the column list of an index in migration AdminListIndexes, so a page is
 * read from the index in order with no sort. The status enums are declared in pipeline order, so
 * ORDER BY the enum is the pipeline order (issue 12). Name A-Z ignores case, as the screen did.
 */
const ORDERS: Record<BookingSort, Array<[string, 'ASC' | 'DESC']>> = {
  [BookingSort.Newest]: [
    ['booking.createdAt', 'DESC'],
    ['booking.id', 'DESC'],
  ],
  [BookingSort.Oldest]: [
    ['booking.createdAt', 'ASC'],
    ['booking.id', 'ASC'],
  ],
  [BookingSort.NameAsc]: [
    ['lower(booking.name)', 'ASC'],
    ['booking.createdAt', 'DESC'],
    ['booking.id', 'DESC'],
  ],
  [BookingSort.Outreach]: [
    ['booking.outreachStatus', 'ASC'],
    ['booking.createdAt', 'DESC'],
    ['booking.id', 'DESC'],
  ],
  [BookingSort.Booking]: [
    ['booking.bookingStatus', 'ASC'],
    ['booking.createdAt', 'DESC'],
    ['booking.id', 'DESC'],
  ],
};

/** The Guest Bookings list's queries (issue 18). */
@Injectable()
export class BookingListRepository {
  constructor(@InjectRepository(BookingEntity) private readonly repo: Repository<BookingEntity>) {}

  /** The page read; public so the scale test can EXPLAIN exactly this SQL. */
  pageQuery(criteria: BookingListCriteria): SelectQueryBuilder<BookingEntity> {
    const query = selectCursor(this.filtered(criteria), CREATED.at);
    const keysetDirection = KEYSET_SORTS.get(criteria.sort);
    // The service refuses `after` with a sort keyset paging does not follow.
    if (criteria.after && keysetDirection) whereAfter(query, CREATED, keysetDirection, criteria.after);
    for (const [column, direction] of ORDERS[criteria.sort]) query.addOrderBy(column, direction);
    return query.limit(criteria.limit).offset(criteria.offset);
  }

  /** A plain COUNT(*) under the same filters (no DISTINCT: there is no join to multiply rows). */
  countQuery(criteria: BookingListCriteria): SelectQueryBuilder<BookingEntity> {
    return this.filtered(criteria).select('COUNT(*)::int', 'total');
  }

  async findPage(criteria: BookingListCriteria): Promise<{ rows: BookingEntity[]; total: number; nextCursor: string | null }> {
    const { rows, nextCursor } = await readPage(this.pageQuery(criteria), criteria.limit);
    const next = KEYSET_SORTS.has(criteria.sort) ? nextCursor : null;
    // A short first page is the whole result: no second query needed.
    if (criteria.offset === 0 && !criteria.after && rows.length < criteria.limit) return { rows, total: rows.length, nextCursor: next };
    const counted = await this.countQuery(criteria).getRawOne<{ total: number }>();
    return { rows, total: counted?.total ?? 0, nextCursor: next };
  }

  private filtered({ q, archived }: BookingListCriteria): SelectQueryBuilder<BookingEntity> {
    const query = this.repo.createQueryBuilder('booking');
    if (archived !== null) query.andWhere(`booking.bookingStatus ${archived ? '=' : '<>'} :archive`, { archive: ARCHIVE_BOOKING_STATUS });
    if (q) {
      query.andWhere('(booking.name ILIKE :pattern OR booking.email ILIKE :pattern OR booking.company ILIKE :pattern OR booking.position ILIKE :pattern)', {
        pattern: containsPattern(q),
      });
    }
    return query;
  }
}
