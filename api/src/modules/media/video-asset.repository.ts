import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import { DataSource, IsNull, Repository } from 'typeorm';
import { CommentEntity } from '../comments/comment.entity';
import { EpisodeEntity } from '../episodes/episode.entity';
import { VideoAssetEntity } from './video-asset.entity';

export type NewAsset = Pick<VideoAssetEntity, 'episodeId' | 'type' | 'storageKey' | 'originalName' | 'contentType' | 'size'> &
  Partial<Pick<VideoAssetEntity, 'transcodingStatus'>>;

/** The media module's queries: video assets, and the few episode columns media owns (final video, poster, duration). */
@Injectable()
export class VideoAssetRepository {
  private readonly assets: Repository<VideoAssetEntity>;
  private readonly episodes: Repository<EpisodeEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.assets = dataSource.getRepository(VideoAssetEntity);
    this.episodes = dataSource.getRepository(EpisodeEntity);
  }

  findById(id: number): Promise<VideoAssetEntity | null> {
    return this.assets.findOneBy({ id });
  }

  findByKey(storageKey: string): Promise<VideoAssetEntity | null> {
    return this.assets.findOneBy({ storageKey });
  }

  listForEpisode(episodeId: number): Promise<VideoAssetEntity[]> {
    return this.assets.find({ where: { episodeId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findEpisode(id: number): Promise<EpisodeEntity | null> {
    return this.episodes.findOneBy({ id });
  }

  async episodeExists(id: number): Promise<boolean> {
    return this.episodes.existsBy({ id });
  }

  create(asset: NewAsset): Promise<VideoAssetEntity> {
    return this.assets.save(this.assets.create({ ...asset, version: null, variants: {} }));
  }

  /** Numbers edited assets per episode under a row lock, so two uploads never share a version. */
  async createEdited(asset: Omit<NewAsset, 'type'> & { episodeId: number }): Promise<VideoAssetEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const episode = await manager.getRepository(EpisodeEntity).findOne({ where: { id: asset.episodeId }, lock: { mode: 'pessimistic_write' } });
      if (!episode) return null;
      const row = await manager
        .getRepository(VideoAssetEntity)
        .createQueryBuilder('a')
        .select('COALESCE(MAX(a.version), 0)', 'max')
        .where('a.episodeId = :id AND a.type = :type', { id: asset.episodeId, type: VideoAssetType.Edited })
        .getRawOne<{ max: number }>();
      const repo = manager.getRepository(VideoAssetEntity);
      return repo.save(
        repo.create({ ...asset, type: VideoAssetType.Edited, version: Number(row?.max ?? 0) + 1, variants: {}, transcodingStatus: TranscodingStatus.Pending }),
      );
    });
  }

  async update(
    id: number,
    changes: Partial<
      Pick<VideoAssetEntity, 'transcodingStatus' | 'transcodingProgress' | 'transcodingError' | 'transcodingJobId' | 'variants' | 'posterKey' | 'durationSec'>
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

  /** The final video: the chosen one, else the newest edited asset. */
  async finalVideoOf(episode: EpisodeEntity): Promise<VideoAssetEntity | null> {
    if (episode.finalVideoAssetId !== null) {
      const chosen = await this.assets.findOneBy({ id: episode.finalVideoAssetId, episodeId: episode.id });
      if (chosen) return chosen;
    }
    return this.assets.findOne({ where: { episodeId: episode.id, type: VideoAssetType.Edited }, order: { version: 'DESC', id: 'DESC' } });
  }

  async commentCounts(assetIds: number[]): Promise<Map<number, number>> {
    if (assetIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(CommentEntity)
      .createQueryBuilder('c')
      .select('c.videoAssetId', 'assetId')
      .addSelect('COUNT(*)', 'count')
      .where('c.videoAssetId IN (:...ids)', { ids: assetIds })
      .groupBy('c.videoAssetId')
      .getRawMany<{ assetId: number; count: string }>();
    return new Map(rows.map((row) => [Number(row.assetId), Number(row.count)]));
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
