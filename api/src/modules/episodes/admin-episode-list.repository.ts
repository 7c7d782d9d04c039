import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AdminEpisodeSort, EditingStatus, EPISODE_FILTER_EDITING_STATUSES, EpisodeFilter, EpisodeStatus } from '@podcast/contracts';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { readPage, selectCursor, whereAfter, type PageStart } from '../../common/keyset-page';
import { containsPattern } from '../../common/paged-query';
import { EpisodeEntity } from './episode.entity';

/** What one read of the Manage Episodes list asks for, defaults already applied. */
export type AdminEpisodeListCriteria = PageStart & {
  limit: number;
  /** '' for no search. */
  q: string;
  status: EpisodeFilter;
  sort: AdminEpisodeSort;
};

const CREATED = { at: '"episode"."createdAt"', id: '"episode"."id"' };

/**
 * The admin episode list's queries (issue 18). Each order ends on id so pages never overlap, and is
 * served by an index of migration AdminListIndexes: newest by IDX_episode_created (and
 * IDX_episode_status_created under a Published/Draft filter), number by IDX_episode_number. The
 * search is a filter on that index scan: it stops once a page is full.
 */
@Injectable()
export class AdminEpisodeListRepository {
  constructor(@InjectRepository(EpisodeEntity) private readonly repo: Repository<EpisodeEntity>) {}

  /** The page read; public so the scale test can EXPLAIN exactly this SQL. */
  pageQuery(criteria: AdminEpisodeListCriteria): SelectQueryBuilder<EpisodeEntity> {
    const query = this.filtered(criteria);
    if (criteria.sort === AdminEpisodeSort.Number) query.orderBy('episode.episodeNumber', 'DESC');
    else selectCursor(query, CREATED.at).orderBy('episode.createdAt', 'DESC');
    // Keyset paging follows the default order (createdAt DESC, id DESC); the service refuses `after` with another sort.
    if (criteria.after) whereAfter(query, CREATED, 'DESC', criteria.after);
    return query.addOrderBy('episode.id', 'DESC').limit(criteria.limit).offset(criteria.offset);
  }

  /** A plain COUNT(*) under the same filters (no DISTINCT: there is no join to multiply rows). */
  countQuery(criteria: AdminEpisodeListCriteria): SelectQueryBuilder<EpisodeEntity> {
    return this.filtered(criteria).select('COUNT(*)::int', 'total');
  }

  async findPage(criteria: AdminEpisodeListCriteria): Promise<{ rows: EpisodeEntity[]; total: number; nextCursor: string | null }> {
    const { rows, nextCursor } = await readPage(this.pageQuery(criteria), criteria.limit);
    // Cursors name a createdAt: the number order has none.
    const next = criteria.sort === AdminEpisodeSort.Number ? null : nextCursor;
    // A short first page is the whole result: no second query needed.
    if (criteria.offset === 0 && !criteria.after && rows.length < criteria.limit) return { rows, total: rows.length, nextCursor: next };
    const counted = await this.countQuery(criteria).getRawOne<{ total: number }>();
    return { rows, total: counted?.total ?? 0, nextCursor: next };
  }

  private filtered({ q, status }: AdminEpisodeListCriteria): SelectQueryBuilder<EpisodeEntity> {
    const query = this.repo.createQueryBuilder('episode');
    switch (status) {
      case EpisodeFilter.Published:
      case EpisodeFilter.Draft:
        query.andWhere('episode.status = :status', { status: status === EpisodeFilter.Published ? EpisodeStatus.Published : EpisodeStatus.Draft });
        break;
      case EpisodeFilter.Approved:
        // Spec §2/§4: Approved means published, or editing final.
        query.andWhere('(episode.status = :published OR episode.editingStatus = :final)', { published: EpisodeStatus.Published, final: EditingStatus.Final });
        break;
      case EpisodeFilter.Filmed:
      case EpisodeFilter.Editing:
      case EpisodeFilter.Revise:
      case EpisodeFilter.Review:
        // A badge's word: draft episodes in that editing status (a published one wears Published).
        query
          .andWhere('episode.status = :status', { status: EpisodeStatus.Draft })
          .andWhere('episode.editingStatus IN (:...editing)', { editing: EPISODE_FILTER_EDITING_STATUSES[status] ?? [] });
        break;
      default:
        break;
    }
    if (q) {
      query.andWhere('(episode.title ILIKE :pattern OR episode.guestName ILIKE :pattern OR episode.description ILIKE :pattern)', {
        pattern: containsPattern(q),
      });
    }
    return query;
  }
}
