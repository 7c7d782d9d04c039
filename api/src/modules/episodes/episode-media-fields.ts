import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import type { StoredImageSet } from '../../common/stored-image-set';
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

  /** The episode's title (a guest's review page names the episode and nothing more of it). */
  async titleOf(id: number): Promise<string | null> {
    return (await this.episodes.findOne({ where: { id }, select: { id: true, title: true } }))?.title ?? null;
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

  /**
   * Gives the episode `artwork` (null removes it), with thumbnailUrl following it (its JPEG, or
   * cleared when it showed the artwork being removed), in one locked read-and-write so two admins
   * replacing it at once each learn which set to delete. Null when the episode is gone.
   */
  async setArtwork(id: number, artwork: StoredImageSet | null): Promise<{ previous: StoredImageSet | null } | null> {
    return this.episodes.manager.transaction((manager) => EpisodeMediaFields.replaceArtwork(manager, id, artwork));
  }

  /**
   * Like setArtwork, for a set made before the episode existed (the create-episode form's thumbnail):
   * 'taken' when another episode already holds that set, so two episodes never share files that
   * either may delete. The set's folder is locked for the check, so two requests cannot both take it.
   */
  async adoptArtwork(id: number, artwork: StoredImageSet): Promise<{ previous: StoredImageSet | null } | null | 'taken'> {
    return this.episodes.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [artwork.prefix]);
      const taken = await manager
        .getRepository(EpisodeEntity)
        .createQueryBuilder('episode')
        .where(`episode.artwork ->> 'prefix' = :prefix`, { prefix: artwork.prefix })
        .andWhere('episode.id <> :id', { id })
        .getExists();
      return taken ? 'taken' : EpisodeMediaFields.replaceArtwork(manager, id, artwork);
    });
  }

  /** The folder of the episode's artwork, or null when it has none. */
  async artworkPrefixOf(id: number): Promise<string | null> {
    const episode = await this.episodes.findOne({ where: { id }, select: { id: true, artwork: true } });
    return episode?.artwork?.prefix ?? null;
  }

  private static async replaceArtwork(manager: EntityManager, id: number, artwork: StoredImageSet | null): Promise<{ previous: StoredImageSet | null } | null> {
    const repo = manager.getRepository(EpisodeEntity);
    const current = await repo.findOne({ where: { id }, select: { id: true, artwork: true, thumbnailUrl: true }, lock: { mode: 'pessimistic_write' } });
    if (!current) return null;
    const showedPrevious = current.artwork !== null && current.thumbnailUrl === current.artwork.src;
    const thumbnailUrl = artwork ? artwork.src : showedPrevious ? null : current.thumbnailUrl;
    await repo.update({ id }, { artwork, thumbnailUrl });
    return { previous: current.artwork };
  }

  /**
   * Fills what transcoding learnt into the episode, never overwriting what an admin set. The poster
   * frame becomes the episode's picture only when it has none (no artwork, no thumbnail URL): as an
   * image set (`posterSet`, kept as its artwork with origin 'poster', so the public pages and feeds
   * get its renditions) when one was made, else as the plain poster URL. Answers whether the poster
   * set was taken: when not, the caller removes its files.
   */
  async applyTranscodeFacts(
    episodeId: number,
    facts: { posterUrl?: string; posterSet?: StoredImageSet | null; duration?: string },
  ): Promise<{ posterSetTaken: boolean }> {
    let posterSetTaken = false;
    if (facts.posterSet) {
      const poster: StoredImageSet = { ...facts.posterSet, origin: 'poster' };
      const result = await this.episodes.update({ id: episodeId, artwork: IsNull(), thumbnailUrl: IsNull() }, { artwork: poster, thumbnailUrl: poster.src });
      posterSetTaken = (result.affected ?? 0) > 0;
    } else if (facts.posterUrl) {
      await this.episodes.update({ id: episodeId, thumbnailUrl: IsNull() }, { thumbnailUrl: facts.posterUrl });
    }
    if (facts.duration) await this.episodes.update({ id: episodeId, durationManual: false }, { duration: facts.duration });
    return { posterSetTaken };
  }

  /**
   * A video is being deleted: an episode picture made from its poster frame (a set under `folder`)
   * goes, with the thumbnail URL that showed it, before its files do.
   */
  async clearPosterImages(episodeId: number, folder: string): Promise<void> {
    await this.episodes.manager.transaction(async (manager) => {
      const current = await manager
        .getRepository(EpisodeEntity)
        .findOne({ where: { id: episodeId }, select: { id: true, artwork: true }, lock: { mode: 'pessimistic_write' } });
      if (current?.artwork?.origin === 'poster' && current.artwork.prefix.startsWith(`${folder}/`))
        await EpisodeMediaFields.replaceArtwork(manager, episodeId, null);
    });
  }
}
