import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, QueryFailedError, Repository } from 'typeorm';
import { EpisodeChapterEntity } from './episode-chapter.entity';

/** Another chapter of the episode already starts at this second (the unique index said so). */
export class ChapterStartTakenError extends Error {}

const UNIQUE_VIOLATION = '23505';

function isStartTaken(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION;
}

export type ChapterFields = Pick<EpisodeChapterEntity, 'episodeId' | 'startSeconds' | 'title' | 'timedForAssetId'>;

@Injectable()
export class ChapterRepository {
  constructor(@InjectRepository(EpisodeChapterEntity) private readonly chapters: Repository<EpisodeChapterEntity>) {}

  listFor(episodeId: number): Promise<EpisodeChapterEntity[]> {
    return this.chapters.find({ where: { episodeId }, order: { startSeconds: 'ASC' } });
  }

  countFor(episodeId: number): Promise<number> {
    return this.chapters.countBy({ episodeId });
  }

  findById(id: number): Promise<EpisodeChapterEntity | null> {
    return this.chapters.findOneBy({ id });
  }

  /** Whether another chapter of the episode starts at this second (the unique index still decides a race). */
  startTaken(episodeId: number, startSeconds: number, exceptId?: number): Promise<boolean> {
    return this.chapters.exists({ where: { episodeId, startSeconds, ...(exceptId !== undefined ? { id: Not(exceptId) } : {}) } });
  }

  /** @throws ChapterStartTakenError */
  async create(fields: ChapterFields): Promise<EpisodeChapterEntity> {
    try {
      return await this.chapters.save(this.chapters.create(fields));
    } catch (error) {
      if (isStartTaken(error)) throw new ChapterStartTakenError();
      throw error;
    }
  }

  /** Writes only the given columns; null when the chapter is gone. @throws ChapterStartTakenError */
  async update(id: number, fields: Partial<Pick<EpisodeChapterEntity, 'startSeconds' | 'title' | 'timedForAssetId'>>): Promise<EpisodeChapterEntity | null> {
    try {
      const result = await this.chapters.update({ id }, fields);
      if ((result.affected ?? 0) === 0) return null;
    } catch (error) {
      if (isStartTaken(error)) throw new ChapterStartTakenError();
      throw error;
    }
    return this.findById(id);
  }

  async delete(id: number): Promise<boolean> {
    return ((await this.chapters.delete({ id })).affected ?? 0) > 0;
  }

  async deleteAllOf(episodeId: number): Promise<void> {
    await this.chapters.delete({ episodeId });
  }

  /** Marks every chapter of the episode as timed for `assetId` (the admin kept them for a new final video). */
  async stampAll(episodeId: number, assetId: number | null): Promise<void> {
    await this.chapters.update({ episodeId }, { timedForAssetId: assetId });
  }

  /** Which of these episodes have chapters: one query for a whole feed. */
  async episodesWithChapters(episodeIds: readonly number[]): Promise<Set<number>> {
    if (episodeIds.length === 0) return new Set();
    const rows = await this.chapters
      .createQueryBuilder('chapter')
      .select('DISTINCT chapter.episodeId', 'episodeId')
      .where({ episodeId: In([...episodeIds]) })
      .getRawMany<{ episodeId: number }>();
    return new Set(rows.map((row) => Number(row.episodeId)));
  }
}
