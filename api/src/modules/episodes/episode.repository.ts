import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EpisodeStatus } from '@podcast/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import { EpisodeEntity } from './episode.entity';
import type { AfterPublishCommit, EpisodePublications } from './episode-publications';

/** What publishing and unpublishing set off (EpisodePublications), run inside the transaction. */
export type PublishHook = Pick<EpisodePublications, 'published' | 'unpublished'>;

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

  /** Whether a play may count (POST /api/episodes/{id}/play): only a published episode's. */
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
