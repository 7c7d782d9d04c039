import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_LIST_MAX_SEARCH, BookingSort } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../common/optional-field';

const MAX_INT = 2147483647;

export const BOOKING_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}`,
  offset: 'offset must be a whole number of 0 or more',
  q: `q must be text of at most ${ADMIN_LIST_MAX_SEARCH} characters`,
  archived: 'archived must be true or false',
  sort: `sort must be one of: ${Object.values(BookingSort).join(', ')}`,
} as const;

/** Query strings arrive as text: a whole number in digits becomes a number, anything else stays and is refused. */
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's decorators bottom-up and the pipe stops at the first error.

/** GET /api/admin/bookings?limit&offset&q&archived&sort (Guest Bookings, issue 18). */
export class BookingListQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_LIST_MAX_LIMIT,
    description: 'Page size. Without it, the first 1,000 matching rows (X-Truncated: true when there are more)',
  })
  @Transform(toInteger)
  @OptionalField()
  @Max(ADMIN_LIST_MAX_LIMIT, { message: BOOKING_LIST_MESSAGES.limit })
  @Min(1, { message: BOOKING_LIST_MESSAGES.limit })
  @IsInt({ message: BOOKING_LIST_MESSAGES.limit })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @Transform(toInteger)
  @OptionalField()
  @Max(MAX_INT, { message: BOOKING_LIST_MESSAGES.offset })
  @Min(0, { message: BOOKING_LIST_MESSAGES.offset })
  @IsInt({ message: BOOKING_LIST_MESSAGES.offset })
  offset?: number;

  @ApiPropertyOptional({ maxLength: ADMIN_LIST_MAX_SEARCH, description: 'Case-insensitive substring of the name, email, company or position' })
  @Transform(trim)
  @OptionalField()
  @MaxLength(ADMIN_LIST_MAX_SEARCH, { message: BOOKING_LIST_MESSAGES.q })
  @IsString({ message: BOOKING_LIST_MESSAGES.q })
  q?: string;

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
