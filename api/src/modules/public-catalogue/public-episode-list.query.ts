import { ApiPropertyOptional } from '@nestjs/swagger';
import { KeysetPagingQueryDto } from '../../common/paged-query';

/** Page size of GET /api/episodes without `limit`, and the largest one may ask for (docs/scale.md). */
export const PUBLIC_LIST_DEFAULT_LIMIT = 100;
export const PUBLIC_LIST_MAX_LIMIT = 100;

/** GET /api/episodes?limit&offset|after ("Load More"); without limit the first PUBLIC_LIST_DEFAULT_LIMIT episodes. */
export class PublicEpisodeListQueryDto extends KeysetPagingQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PUBLIC_LIST_MAX_LIMIT, default: PUBLIC_LIST_DEFAULT_LIMIT })
  override limit?: number;
}
