import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pickFinalVideo, TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import type { EpisodeEntity } from '../episodes/episode.entity';
import type { EditedVideo } from '../episodes/episode-videos';
import { VideoAssetEntity } from './video-asset.entity';

export type NewAsset = Pick<VideoAssetEntity, 'episodeId' | 'type' | 'storageKey' | 'originalName' | 'contentType' | 'size'> &
  Partial<Pick<VideoAssetEntity, 'transcodingStatus'>>;

/** The media module's queries: video assets only (the episode columns media fills belong to EpisodeMediaFields). */
@Injectable()
export class VideoAssetRepository {
  private readonly assets: Repository<VideoAssetEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.assets = dataSource.getRepository(VideoAssetEntity);
  }

  findById(id: number): Promise<VideoAssetEntity | null> {
    return this.assets.findOneBy({ id });
  }

  findByKey(storageKey: string): Promise<VideoAssetEntity | null> {
    return this.assets.findOneBy({ storageKey });
  }

  /**
   * The version before this one (carry over, issue 35): the same episode and type, the highest
   * version below this one; for an unnumbered asset, the newest older one of that type.
   */
  async previousOf(asset: Pick<VideoAssetEntity, 'id' | 'episodeId' | 'type' | 'version' | 'createdAt'>): Promise<VideoAssetEntity | null> {
    if (asset.episodeId === null) return null;
    const query = this.assets.createQueryBuilder('a').where('a.episodeId = :episodeId AND a.type = :type AND a.id <> :id', asset);
    if (asset.version !== null)
      return query.andWhere('a.version < :version', { version: asset.version }).orderBy('a.version', 'DESC').addOrderBy('a.id', 'DESC').getOne();
    return query
      .andWhere('(a.createdAt < :createdAt OR (a.createdAt = :createdAt AND a.id < :id))', { createdAt: asset.createdAt, id: asset.id })
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .getOne();
  }

  /** assetId → its version number (null for raw videos). */
  async versionsOf(ids: number[]): Promise<Map<number, number | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.assets.find({ where: { id: In(ids) }, select: { id: true, version: true } });
    return new Map(rows.map((row) => [row.id, row.version]));
  }

  listForEpisode(episodeId: number): Promise<VideoAssetEntity[]> {
    return this.assets.find({ where: { episodeId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The episode's edited videos, as the publishing rule sees them (the EpisodeVideos port). */
  editedOf(episodeId: number): Promise<EditedVideo[]> {
    return this.assets.find({
      where: { episodeId, type: VideoAssetType.Edited },
      select: { id: true, version: true, originalName: true, transcodingStatus: true },
    });
  }

  create(asset: NewAsset): Promise<VideoAssetEntity> {
    return this.assets.save(this.assets.create({ ...asset, version: null, variants: {} }));
  }

  /**
   * The episode's next edited version, in `manager`'s transaction: the caller holds the episode's row
   * lock (EpisodeMediaFields.lockForNewVideo), so two uploads never share a version.
   */
  async insertNextEdited(manager: EntityManager, asset: Omit<NewAsset, 'type'> & { episodeId: number }): Promise<VideoAssetEntity> {
    const repo = manager.getRepository(VideoAssetEntity);
    const row = await repo
      .createQueryBuilder('a')
      .select('COALESCE(MAX(a.version), 0)', 'max')
      .where('a.episodeId = :id AND a.type = :type', { id: asset.episodeId, type: VideoAssetType.Edited })
      .getRawOne<{ max: number }>();
    return repo.save(
      repo.create({ ...asset, type: VideoAssetType.Edited, version: Number(row?.max ?? 0) + 1, variants: {}, transcodingStatus: TranscodingStatus.Pending }),
    );
  }

  async update(
    id: number,
    changes: Partial<
      Pick<
        VideoAssetEntity,
        | 'transcodingStatus'
        | 'transcodingProgress'
        | 'transcodingError'
        | 'transcodingJobId'
        | 'variants'
        | 'posterKey'
        | 'durationSec'
        | 'frameRate'
        | 'renditionsRemovedAt'
      >
    >,
  ): Promise<void> {
    await this.assets.update({ id }, changes);
  }

  async delete(id: number): Promise<void> {
    await this.assets.delete({ id });
  }

  /**
   * The transcode outbox: edited assets that should have a job (pending, or processing) and whose row
   * has not changed for `quietMs` (a running transcode writes its progress every second).
   */
  awaitingTranscode(quietMs: number, limit = 100): Promise<Array<Pick<VideoAssetEntity, 'id' | 'transcodingJobId' | 'transcodingStatus'>>> {
    return this.assets
      .createQueryBuilder('a')
      .select(['a.id', 'a.transcodingJobId', 'a.transcodingStatus'])
      .where('a.type = :type AND a.transcodingStatus IN (:...statuses)', {
        type: VideoAssetType.Edited,
        statuses: [TranscodingStatus.Pending, TranscodingStatus.Processing],
      })
      .andWhere('a.updatedAt < now() - make_interval(secs => :quiet)', { quiet: quietMs / 1000 })
      .orderBy('a.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** The final video by the one rule (contracts' pickFinalVideo) among the episode's edited videos. */
  async finalVideoOf(episode: Pick<EpisodeEntity, 'id' | 'finalVideoAssetId'>): Promise<VideoAssetEntity | null> {
    return pickFinalVideo(await this.assets.findBy({ episodeId: episode.id, type: VideoAssetType.Edited }), episode.finalVideoAssetId);
  }
}
