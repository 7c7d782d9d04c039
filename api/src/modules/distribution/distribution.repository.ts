import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EpisodeStatus, VideoAssetType } from '@podcast/contracts';
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

  /**
   * The final video of each episode in one query: the chosen asset when it belongs to the episode,
   * else the newest edited one (the rule of VideoAssetRepository.finalVideoOf, for many at once).
   */
  async finalVideos(episodes: readonly EpisodeEntity[]): Promise<Map<number, VideoAssetEntity>> {
    const final = new Map<number, VideoAssetEntity>();
    if (episodes.length === 0) return final;
    const chosenIds = episodes.map((episode) => episode.finalVideoAssetId).filter((id): id is number => id !== null);
    const episodeIds = episodes.map((episode) => episode.id);
    const candidates = await this.assets.find({
      where: [{ episodeId: In(episodeIds), type: VideoAssetType.Edited }, ...(chosenIds.length ? [{ id: In(chosenIds), episodeId: In(episodeIds) }] : [])],
    });
    const byId = new Map(candidates.map((asset) => [asset.id, asset]));
    // Newest edited first per episode: version DESC (NULLs first, as Postgres sorts), then id DESC.
    const edited = candidates
      .filter((asset) => asset.type === VideoAssetType.Edited)
      .sort((a, b) => (b.version ?? Number.MAX_SAFE_INTEGER) - (a.version ?? Number.MAX_SAFE_INTEGER) || b.id - a.id);
    const newestEdited = new Map<number, VideoAssetEntity>();
    for (const asset of edited) if (asset.episodeId !== null && !newestEdited.has(asset.episodeId)) newestEdited.set(asset.episodeId, asset);
    for (const episode of episodes) {
      const chosen = episode.finalVideoAssetId !== null ? byId.get(episode.finalVideoAssetId) : undefined;
      const asset = chosen?.episodeId === episode.id ? chosen : newestEdited.get(episode.id);
      if (asset) final.set(episode.id, asset);
    }
    return final;
  }
}
