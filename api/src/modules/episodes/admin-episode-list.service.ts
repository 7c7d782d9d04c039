import { Injectable } from '@nestjs/common';
import { ADMIN_LIST_UNPAGED_CAP, AdminEpisodeSort, EpisodeFilter } from '@podcast/contracts';
import type { EpisodeEntity } from './episode.entity';
import type { AdminEpisodeListQueryDto } from './admin-episode-list.query';
import { AdminEpisodeListRepository } from './admin-episode-list.repository';

export interface AdminEpisodePage {
  rows: EpisodeEntity[];
  /** Rows matching the filters, all pages together. */
  total: number;
  /** True when a request without limit was cut at ADMIN_LIST_UNPAGED_CAP rows. */
  truncated: boolean;
}

/** Manage Episodes' list read: one page, or (without limit) the capped list the spec's plain call gets. */
@Injectable()
export class AdminEpisodeListService {
  constructor(private readonly list: AdminEpisodeListRepository) {}

  async page(query: AdminEpisodeListQueryDto): Promise<AdminEpisodePage> {
    const offset = query.offset ?? 0;
    const { rows, total } = await this.list.findPage({
      limit: query.limit ?? ADMIN_LIST_UNPAGED_CAP,
      offset,
      q: query.q ?? '',
      status: query.status ?? EpisodeFilter.All,
      sort: query.sort ?? AdminEpisodeSort.Newest,
    });
    return { rows, total, truncated: query.limit === undefined && offset + rows.length < total };
  }
}
