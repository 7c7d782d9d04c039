import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EpisodeStatus, pickFinalVideo, VideoAssetType } from '@podcast/contracts';
import { DataSource, In, Repository } from 'typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';
import { VideoAssetEntity } from '../media/video-asset.entity';

/** The status as a literal, so the partial indexes' predicate is provable in any plan (docs/scale.md). */
const PUBLISHED = `episode.status = '${EpisodeStatus.Published}'`;

/** A sitemap file's episode: its id and when it last changed. */
export type SitemapEpisode = Pick<EpisodeEntity, 'id' | 'updatedAt'>;

/**
 * Read-only queries of the distribution module. Each read is one query whatever the catalogue's
 * size, on an index that serves its order (migration PublicEpisodeOrder).
 */
@Injectable()
export class DistributionRepository {
  private readonly episodes: Repository<EpisodeEntity>;
  private readonly assets: Repository<VideoAssetEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.episodes = dataSource.getRepository(EpisodeEntity);
    this.assets = dataSource.getRepository(VideoAssetEntity);
  }

  /** The latest published episodes, in the public list's order (IDX_episode_public_order). */
  latestPublished(limit: number): Promise<EpisodeEntity[]> {
    return this.episodes
      .createQueryBuilder('episode')
      .where(PUBLISHED)
      .orderBy('episode.publishedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('episode.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  async publishedCount(): Promise<number> {
    const row = await this.episodes.createQueryBuilder('episode').select('count(*)', 'count').where(PUBLISHED).getRawOne<{ count: string }>();
    return Number(row?.count ?? 0);
  }

  /** Published episodes by id, a slice for one sitemap file (IDX_episode_published_id): ids only ever append. */
  publishedSlice(offset: number, limit: number): Promise<SitemapEpisode[]> {
    return this.episodes
      .createQueryBuilder('episode')
      .select(['episode.id', 'episode.updatedAt'])
      .where(PUBLISHED)
      .orderBy('episode.id', 'ASC')
      .offset(offset)
      .limit(limit)
      .getMany();
  }

  async publishedEpisode(id: number): Promise<EpisodeEntity | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
    return this.episodes.findOneBy({ id, status: EpisodeStatus.Published });
  }

  /** The final video of each episode in one query, by the one rule (contracts' pickFinalVideo). */
  async finalVideos(episodes: readonly EpisodeEntity[]): Promise<Map<number, VideoAssetEntity>> {
    const final = new Map<number, VideoAssetEntity>();
    if (episodes.length === 0) return final;
    const edited = await this.assets.findBy({ episodeId: In(episodes.map((episode) => episode.id)), type: VideoAssetType.Edited });
    const editedByEpisode = new Map<number | null, VideoAssetEntity[]>();
    for (const asset of edited) editedByEpisode.set(asset.episodeId, [...(editedByEpisode.get(asset.episodeId) ?? []), asset]);
    for (const episode of episodes) {
      const asset = pickFinalVideo(editedByEpisode.get(episode.id) ?? [], episode.finalVideoAssetId);
      if (asset) final.set(episode.id, asset);
    }
    return final;
  }
}
