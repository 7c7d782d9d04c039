import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EpisodeStatus } from '@podcast/contracts';
import { QueryFailedError, Repository, SelectQueryBuilder } from 'typeorm';
import { readPage, selectCursor, whereAfter, type PageStart } from '../../common/keyset-page';
import { EpisodeEntity } from './episode.entity';
import type { AfterPublishCommit, EpisodePublications } from './episode-publications';

/** What publishing and unpublishing set off (EpisodePublications), run inside the transaction. */
export type PublishHook = Pick<EpisodePublications, 'published' | 'unpublished'>;

const PUBLISHED = { at: '"episode"."publishedAt"', id: '"episode"."id"' };

const FOREIGN_KEY_VIOLATION = '23503';
/** The guest link's constraint (migration EpisodeGuestLink). */
const GUEST_LINK_CONSTRAINT = 'FK_88e7890833ae64da936b7587b49';

/** Whether a write failed because its guestId names no booking (none, or removed meanwhile). */
export function isMissingGuest(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string } | undefined) : undefined;
  return driverError?.code === FOREIGN_KEY_VIOLATION && driverError.constraint === GUEST_LINK_CONSTRAINT;
}

@Injectable()
export class EpisodeRepository {
  constructor(@InjectRepository(EpisodeEntity) private readonly repo: Repository<EpisodeEntity>) {}

  // --- The public reads (issue 18, docs/scale.md) ---

  /**
   * A page of published episodes, newest first: the exact order of IDX_episode_public_order, so the
   * page is read from that partial index with no sort, from an offset or (keyset) just past a cursor.
   * The status is a literal, not a parameter, so even a generic plan can prove the index's predicate.
   */
  publishedPageQuery(limit: number, start: PageStart | 'undated'): SelectQueryBuilder<EpisodeEntity> {
    const query = selectCursor(this.repo.createQueryBuilder('episode'), PUBLISHED.at).where(`episode.status = '${EpisodeStatus.Published}'`);
    // 'undated': the start of the published rows without a date (they follow the dated ones).
    if (start === 'undated') query.andWhere(`${PUBLISHED.at} IS NULL`);
    else if (start.after?.at) whereAfter(query, PUBLISHED, 'DESC', start.after);
    else if (start.after) query.andWhere(`${PUBLISHED.at} IS NULL AND ${PUBLISHED.id} < :keysetId`, { keysetId: start.after.id });
    const offset = start === 'undated' ? 0 : start.offset;
    return query.orderBy('episode.publishedAt', 'DESC', 'NULLS LAST').addOrderBy('episode.id', 'DESC').limit(limit).offset(offset);
  }

  /**
   * The page and the next page's cursor. Published rows without a date sort last (NULLS LAST), and a
   * row comparison never matches them: when the dated rows after a cursor run out, the undated ones
   * follow from the start of their range.
   */
  async findPublishedPage(limit: number, start: PageStart): Promise<{ rows: EpisodeEntity[]; nextCursor: string | null }> {
    const page = await readPage(this.publishedPageQuery(limit, start), limit);
    if (!start.after?.at || page.rows.length === limit) return page;
    const rest = await readPage(this.publishedPageQuery(limit - page.rows.length, 'undated'), limit - page.rows.length);
    return { rows: [...page.rows, ...rest.rows], nextCursor: rest.nextCursor };
  }

  /** A plain count (an index-only scan of IDX_episode_published_id), not TypeORM's COUNT(DISTINCT id). */
  async countPublished(): Promise<number> {
    const row = await this.repo
      .createQueryBuilder('episode')
      .select('count(*)', 'count')
      .where(`episode.status = '${EpisodeStatus.Published}'`)
      .getRawOne<{ count: string }>();
    return Number(row?.count ?? 0);
  }

  /** One published episode (GET /api/episodes/{id}); drafts answer like missing ones. */
  findPublishedById(id: number): Promise<EpisodeEntity | null> {
    return this.repo.findOneBy({ id, status: EpisodeStatus.Published });
  }

  isPublished(id: number): Promise<boolean> {
    return this.repo.existsBy({ id, status: EpisodeStatus.Published });
  }

  findById(id: number): Promise<EpisodeEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** Inserts the episode; one created published runs `onPublished` in the same transaction. */
  async create(fields: Partial<EpisodeEntity>, onPublished: Pick<PublishHook, 'published'>): Promise<EpisodeEntity> {
    let afterCommit: AfterPublishCommit | null = null;
    const episode = await this.repo.manager.transaction(async (manager) => {
      const repo = manager.getRepository(EpisodeEntity);
      const saved = await repo.save(repo.create(fields));
      if (saved.status === EpisodeStatus.Published) afterCommit = await onPublished.published(manager, saved.id);
      return saved;
    });
    if (afterCommit) await (afterCommit as AfterPublishCommit)();
    return episode;
  }

  /**
   * Writes only the given columns, then gives a published episode without a date its first
   * publication time, in one transaction; the row as it is afterwards, or null when it is gone.
   */
  async updateFields(id: number, changes: Partial<EpisodeEntity>, onPublished: PublishHook): Promise<EpisodeEntity | null> {
    let afterCommit: AfterPublishCommit | null = null;
    const row = await this.repo.manager.transaction(async (manager) => {
      const repo = manager.getRepository(EpisodeEntity);
      // A status change locks the row first, so of two concurrent publishes only one sees the change.
      const before =
        changes.status !== undefined ? await repo.findOne({ where: { id }, select: { id: true, status: true }, lock: { mode: 'pessimistic_write' } }) : null;
      if (Object.keys(changes).length > 0) await repo.update({ id }, changes);
      const wasPublished = before?.status === EpisodeStatus.Published;
      if (before && !wasPublished && changes.status === EpisodeStatus.Published) afterCommit = await onPublished.published(manager, id);
      if (before && wasPublished && changes.status !== EpisodeStatus.Published) await onPublished.unpublished(manager, id);
      await repo
        .createQueryBuilder()
        .update(EpisodeEntity)
        .set({ publishedAt: () => 'now()', updatedAt: () => '"updatedAt"' })
        .where('id = :id AND status = :status AND "publishedAt" IS NULL', { id, status: EpisodeStatus.Published })
        .execute();
      return repo.findOneBy({ id });
    });
    if (afterCommit) await (afterCommit as AfterPublishCommit)();
    return row;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
