import { ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_LIST_MAX_SEARCH, AdminEpisodeSort, EpisodeFilter } from '@podcast/contracts';
import { IsEnum } from 'class-validator';
import { OptionalField } from '../../common/optional-field';
import { PAGING_MESSAGES, SearchPagingQueryDto } from '../../common/paged-query';

export const ADMIN_EPISODE_LIST_MESSAGES = {
  ...PAGING_MESSAGES,
  status: `status must be one of: ${Object.values(EpisodeFilter).join(', ')}`,
  sort: `sort must be one of: ${Object.values(AdminEpisodeSort).join(', ')}`,
  afterNeedsNewest: `after pages the ${AdminEpisodeSort.Newest} order only: use offset with sort=${AdminEpisodeSort.Number}`,
} as const;

/** GET /api/admin/episodes?limit&offset|after&q&status&sort (Manage Episodes, issue 18). */
export class AdminEpisodeListQueryDto extends SearchPagingQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_LIST_MAX_LIMIT,
    description: 'Page size. Without it, the first 1,000 matching rows (X-Truncated: true when there are more)',
  })
  override limit?: number;

  @ApiPropertyOptional({ maxLength: ADMIN_LIST_MAX_SEARCH, description: 'Case-insensitive substring of the title, guest name or description' })
  override q?: string;

  @ApiPropertyOptional({
    enum: EpisodeFilter,
    enumName: 'EpisodeFilter',
    default: EpisodeFilter.All,
    description:
      'filmed, editing, revise, review: draft episodes wearing that badge (review: editing status review or final); approved: published or editing final',
  })
  @OptionalField()
  @IsEnum(EpisodeFilter, { message: ADMIN_EPISODE_LIST_MESSAGES.status })
  status?: EpisodeFilter;

  @ApiPropertyOptional({ enum: AdminEpisodeSort, enumName: 'AdminEpisodeSort', default: AdminEpisodeSort.Newest })
  @OptionalField()
  @IsEnum(AdminEpisodeSort, { message: ADMIN_EPISODE_LIST_MESSAGES.sort })
  sort?: AdminEpisodeSort;
}
