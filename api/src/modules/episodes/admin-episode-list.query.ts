import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_LIST_MAX_SEARCH, AdminEpisodeSort, EpisodeFilter } from '@podcast/contracts';
import { Transform } from 'class-transformer';
import { IsEnum, IsInt, IsString, Max, Min, MaxLength } from 'class-validator';
import { OptionalField } from '../../common/optional-field';

const MAX_INT = 2147483647;

export const ADMIN_EPISODE_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}`,
  offset: 'offset must be a whole number of 0 or more',
  q: `q must be text of at most ${ADMIN_LIST_MAX_SEARCH} characters`,
  status: `status must be one of: ${Object.values(EpisodeFilter).join(', ')}`,
  sort: `sort must be one of: ${Object.values(AdminEpisodeSort).join(', ')}`,
} as const;

/** Query strings arrive as text: a whole number in digits becomes a number, anything else stays and is refused. */
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs a property's decorators bottom-up and the pipe stops at the first error.

/** GET /api/admin/episodes?limit&offset&q&status&sort (Manage Episodes, issue 18). */
export class AdminEpisodeListQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_LIST_MAX_LIMIT,
    description: 'Page size. Without it, the first 1,000 matching rows (X-Truncated: true when there are more)',
  })
  @Transform(toInteger)
  @OptionalField()
  @Max(ADMIN_LIST_MAX_LIMIT, { message: ADMIN_EPISODE_LIST_MESSAGES.limit })
  @Min(1, { message: ADMIN_EPISODE_LIST_MESSAGES.limit })
  @IsInt({ message: ADMIN_EPISODE_LIST_MESSAGES.limit })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @Transform(toInteger)
  @OptionalField()
  @Max(MAX_INT, { message: ADMIN_EPISODE_LIST_MESSAGES.offset })
  @Min(0, { message: ADMIN_EPISODE_LIST_MESSAGES.offset })
  @IsInt({ message: ADMIN_EPISODE_LIST_MESSAGES.offset })
  offset?: number;

  @ApiPropertyOptional({ maxLength: ADMIN_LIST_MAX_SEARCH, description: 'Case-insensitive substring of the title, guest name or description' })
  @Transform(trim)
  @OptionalField()
  @MaxLength(ADMIN_LIST_MAX_SEARCH, { message: ADMIN_EPISODE_LIST_MESSAGES.q })
  @IsString({ message: ADMIN_EPISODE_LIST_MESSAGES.q })
  q?: string;

  @ApiPropertyOptional({ enum: EpisodeFilter, enumName: 'EpisodeFilter', default: EpisodeFilter.All, description: 'approved: published or editing final' })
  @OptionalField()
  @IsEnum(EpisodeFilter, { message: ADMIN_EPISODE_LIST_MESSAGES.status })
  status?: EpisodeFilter;

  @ApiPropertyOptional({ enum: AdminEpisodeSort, enumName: 'AdminEpisodeSort', default: AdminEpisodeSort.Newest })
  @OptionalField()
  @IsEnum(AdminEpisodeSort, { message: ADMIN_EPISODE_LIST_MESSAGES.sort })
  sort?: AdminEpisodeSort;
}
