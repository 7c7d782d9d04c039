import { BadRequestException, Injectable } from '@nestjs/common';
import { pageStart } from '../../common/keyset-page';
import { ADMIN_LIST_UNPAGED_CAP, AdminEpisodeSort, EpisodeFilter } from '@podcast/contracts';
import type { EpisodeEntity } from './episode.entity';
import { ADMIN_EPISODE_LIST_MESSAGES, type AdminEpisodeListQueryDto } from './admin-episode-list.query';
import { AdminEpisodeListRepository } from './admin-episode-list.repository';

export interface AdminEpisodePage {
  rows: EpisodeEntity[];
  /** Rows matching the filters, all pages together. */
  total: number;
  /** True when a request without limit was cut at ADMIN_LIST_UNPAGED_CAP rows. */
  truncated: boolean;
  /** The next page's `after` (newest order only), or null on the last page. */
  nextCursor: string | null;
}

/** Manage Episodes' list read: one page, or (without limit) the capped list the spec's plain call gets. */
@Injectable()
export class AdminEpisodeListService {
  constructor(private readonly list: AdminEpisodeListRepository) {}

  async page(query: AdminEpisodeListQueryDto): Promise<AdminEpisodePage> {
    const start = pageStart(query.offset, query.after);
    const sort = query.sort ?? AdminEpisodeSort.Newest;
    if (start.after && sort !== AdminEpisodeSort.Newest) throw new BadRequestException(ADMIN_EPISODE_LIST_MESSAGES.afterNeedsNewest);
    const { rows, total, nextCursor } = await this.list.findPage({
      ...start,
      limit: query.limit ?? ADMIN_LIST_UNPAGED_CAP,
      q: query.q ?? '',
      status: query.status ?? EpisodeFilter.All,
      sort,
    });
    // A request without limit is the spec's plain call: capped, and not a page to continue from.
    if (query.limit === undefined) return { rows, total, truncated: start.offset + rows.length < total, nextCursor: null };
    return { rows, total, truncated: false, nextCursor };
  }
}
