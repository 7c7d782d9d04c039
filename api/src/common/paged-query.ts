import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_LIST_MAX_SEARCH } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { decodeCursor } from './keyset-cursor';
import { OptionalField } from './optional-field';

const MAX_INT = 2147483647;

/**
 * The paging parameters every list read shares (the public list, Manage Episodes, Guest Bookings):
 * their messages, their parsing and their checks live here once.
 */
export const PAGING_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}`,
  offset: 'offset must be a whole number of 0 or more',
  q: `q must be text of at most ${ADMIN_LIST_MAX_SEARCH} characters`,
  after: 'after must be the X-Next-Cursor of an earlier page',
  offsetAndAfter: 'Send offset or after, not both',
} as const;

/** Query strings arrive as text: a whole number in digits becomes a number, anything else stays and is refused. */
export const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);
export const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A LIKE pattern that matches the text literally anywhere (% and _ are not wildcards here). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

@ValidatorConstraint({ name: 'keysetCursor' })
class IsKeysetCursor implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && decodeCursor(value) !== null;
  }
}

// class-validator runs a property's decorators bottom-up and the pipe stops at the first error.

/** ?limit&offset. Subclasses document what a missing limit means. */
export class PagingQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_LIST_MAX_LIMIT })
  @Transform(toInteger)
  @OptionalField()
  @Max(ADMIN_LIST_MAX_LIMIT, { message: PAGING_MESSAGES.limit })
  @Min(1, { message: PAGING_MESSAGES.limit })
  @IsInt({ message: PAGING_MESSAGES.limit })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Rows to skip (numbered pages). Deep offsets cost more than `after`.' })
  @Transform(toInteger)
  @OptionalField()
  @Max(MAX_INT, { message: PAGING_MESSAGES.offset })
  @Min(0, { message: PAGING_MESSAGES.offset })
  @IsInt({ message: PAGING_MESSAGES.offset })
  offset?: number;
}

/** ?limit&offset&after: keyset paging beside offsets (docs/api.md "Paging"). */
export class KeysetPagingQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({
    description: 'The X-Next-Cursor header of the previous page: the page just after it, read from the index at any depth. Not with offset.',
  })
  @OptionalField()
  @Validate(IsKeysetCursor, { message: PAGING_MESSAGES.after })
  after?: string;
}

/** ?limit&offset&after&q: the admin lists. */
export class SearchPagingQueryDto extends KeysetPagingQueryDto {
  @ApiPropertyOptional({ maxLength: ADMIN_LIST_MAX_SEARCH, description: 'Case-insensitive substring search' })
  @Transform(trim)
  @OptionalField()
  @MaxLength(ADMIN_LIST_MAX_SEARCH, { message: PAGING_MESSAGES.q })
  @IsString({ message: PAGING_MESSAGES.q })
  q?: string;
}
