import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_LIST_MAX_SEARCH, BookingSort } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { PAGING_MESSAGES, SearchPagingQueryDto, toBoolean } from '../../common/paged-query';

export const BOOKING_LIST_MESSAGES = {
  ...PAGING_MESSAGES,
  archived: 'archived must be true or false',
  sort: `sort must be one of: ${Object.values(BookingSort).join(', ')}`,
  afterNeedsCreatedOrder: `after pages the ${BookingSort.Newest} and ${BookingSort.Oldest} orders only: use offset with the other sorts`,
} as const;

/** GET /api/admin/bookings?limit&offset|after&q&archived&sort (Guest Bookings, issue 18). */
export class BookingListQueryDto extends SearchPagingQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_LIST_MAX_LIMIT,
    description: 'Page size. Without it, the first 1,000 matching rows (X-Truncated: true when there are more)',
  })
  override limit?: number;

  @ApiPropertyOptional({ maxLength: ADMIN_LIST_MAX_SEARCH, description: 'Case-insensitive substring of the name, email, company or position' })
  override q?: string;

  @ApiPropertyOptional({ description: 'true: only recorded guests (the archive); false: only the others; absent: every guest' })
  @Transform(toBoolean)
  @OptionalField()
  @IsBoolean({ message: BOOKING_LIST_MESSAGES.archived })
  archived?: boolean;

  @ApiPropertyOptional({ enum: BookingSort, enumName: 'BookingSort', default: BookingSort.Newest, description: 'Status sorts follow the pipeline order' })
  @OptionalField()
  @IsEnum(BookingSort, { message: BOOKING_LIST_MESSAGES.sort })
  sort?: BookingSort;
}
