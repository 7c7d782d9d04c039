import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { EpisodeEntity } from './episode.entity';

/** What the media side reads of an episode. */
export type EpisodeMediaView = Pick<EpisodeEntity, 'id' | 'status' | 'finalVideoAssetId'>;

/**
 * The episode columns media and transcoding fill or clear (final video, poster, duration), written
 * here by the module that owns the table: the media modules call this service and never write
 * episode rows themselves (issue 19 item 4).
 */
@Injectable()
export class EpisodeMediaFields {
  constructor(@InjectRepository(EpisodeEntity) private readonly episodes: Repository<EpisodeEntity>) {}

  find(id: number): Promise<EpisodeMediaView | null> {
    return this.episodes.findOne({ where: { id }, select: { id: true, status: true, finalVideoAssetId: true } });
  }

  exists(id: number): Promise<boolean> {
    return this.episodes.existsBy({ id });
  }

  /** Locks the episode's row until `manager`'s transaction ends (false: no such episode), so its video versions are numbered one at a time. */
  async lockForNewVideo(manager: EntityManager, id: number): Promise<boolean> {
    return (await manager.getRepository(EpisodeEntity).findOne({ where: { id }, select: { id: true }, lock: { mode: 'pessimistic_write' } })) !== null;
  }

  async clearFinalVideo(episodeId: number, assetId: number): Promise<void> {
    await this.episodes.update({ id: episodeId, finalVideoAssetId: assetId }, { finalVideoAssetId: null });
  }

  async clearThumbnail(episodeId: number, thumbnailUrl: string): Promise<boolean> {
    const result = await this.episodes.update({ id: episodeId, thumbnailUrl }, { thumbnailUrl: null });
    return (result.affected ?? 0) > 0;
  }

  /** Fills what transcoding learnt into the episode, never overwriting what an admin set. */
  async applyTranscodeFacts(episodeId: number, facts: { thumbnailUrl?: string; duration?: string }): Promise<boolean> {
    let changed = false;
    if (facts.thumbnailUrl) {
      const result = await this.episodes.update({ id: episodeId, thumbnailUrl: IsNull() }, { thumbnailUrl: facts.thumbnailUrl });
      changed ||= (result.affected ?? 0) > 0;
    }
    if (facts.duration) {
      const result = await this.episodes.update({ id: episodeId, durationManual: false }, { duration: facts.duration });
      changed ||= (result.affected ?? 0) > 0;
    }
    return changed;
  }
}
