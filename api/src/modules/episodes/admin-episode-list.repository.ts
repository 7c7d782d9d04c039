import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AdminEpisodeSort, EditingStatus, EpisodeFilter, EpisodeStatus } from '@podcast/contracts';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { EpisodeEntity } from './episode.entity';

/** What one read of the Manage Episodes list asks for, defaults already applied. */
export interface AdminEpisodeListCriteria {
  limit: number;
  offset: number;
  /** '' for no search. */
  q: string;
  status: EpisodeFilter;
  sort: AdminEpisodeSort;
}

/** A search text as a LIKE pattern that matches it literally anywhere (% and _ are not wildcards here). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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
    else query.orderBy('episode.createdAt', 'DESC');
    return query.addOrderBy('episode.id', 'DESC').limit(criteria.limit).offset(criteria.offset);
  }

  /** A plain COUNT(*) under the same filters (no DISTINCT: there is no join to multiply rows). */
  countQuery(criteria: AdminEpisodeListCriteria): SelectQueryBuilder<EpisodeEntity> {
    return this.filtered(criteria).select('COUNT(*)::int', 'total');
  }

  async findPage(criteria: AdminEpisodeListCriteria): Promise<{ rows: EpisodeEntity[]; total: number }> {
    const rows = await this.pageQuery(criteria).getMany();
    // A short first page is the whole result: no second query needed.
    if (criteria.offset === 0 && rows.length < criteria.limit) return { rows, total: rows.length };
    const counted = await this.countQuery(criteria).getRawOne<{ total: number }>();
    return { rows, total: counted?.total ?? 0 };
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
