import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EpisodeStatus, VideoAssetType } from '@podcast/contracts';
import { DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { readPage, selectCursor, whereAfter, type PageStart } from '../../common/keyset-page';
import { EpisodeEntity } from '../episodes/episode.entity';
import { pickServedVideo } from '../media/served-video';
import { VideoAssetEntity } from '../media/video-asset.entity';

/** The status as a literal, so the partial indexes' predicate is provable in any plan (docs/scale.md). */
const PUBLISHED = `episode.status = '${EpisodeStatus.Published}'`;
const PUBLIC_ORDER = { at: '"episode"."publishedAt"', id: '"episode"."id"' };

/** A sitemap file's episode: its id and when it last changed. */
export type SitemapEpisode = Pick<EpisodeEntity, 'id' | 'updatedAt'>;

/**
 * The one repository of what the public sees (issue 32 item 1): published episodes and their final
 * videos, read only. The list, the episode page, approved-video, the feeds, the sitemap and the
 * newsletter's summary all read through it (PublicCatalogue caches what they build). Each read is one
 * query whatever the catalogue's size, on an index that serves its order (migration PublicEpisodeOrder).
 */
@Injectable()
export class PublicCatalogueRepository {
  private readonly episodes: Repository<EpisodeEntity>;
  private readonly assets: Repository<VideoAssetEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.episodes = dataSource.getRepository(EpisodeEntity);
    this.assets = dataSource.getRepository(VideoAssetEntity);
  }

  /**
   * A page of published episodes, newest first: the exact order of IDX_episode_public_order, so the
   * page is read from that partial index with no sort, from an offset or (keyset) just past a cursor.
   */
  publishedPageQuery(limit: number, start: PageStart | 'undated'): SelectQueryBuilder<EpisodeEntity> {
    const query = selectCursor(this.episodes.createQueryBuilder('episode'), PUBLIC_ORDER.at).where(PUBLISHED);
    // 'undated': the start of the published rows without a date (they follow the dated ones).
    if (start === 'undated') query.andWhere(`${PUBLIC_ORDER.at} IS NULL`);
    else if (start.after?.at) whereAfter(query, PUBLIC_ORDER, 'DESC', start.after);
    else if (start.after) query.andWhere(`${PUBLIC_ORDER.at} IS NULL AND ${PUBLIC_ORDER.id} < :keysetId`, { keysetId: start.after.id });
    const offset = start === 'undated' ? 0 : start.offset;
    return query.orderBy('episode.publishedAt', 'DESC', 'NULLS LAST').addOrderBy('episode.id', 'DESC').limit(limit).offset(offset);
  }

  /**
   * The page and the next page's cursor. Published rows without a date sort last (NULLS LAST), and a
   * row comparison never matches them: when the dated rows after a cursor run out, the undated ones
   * follow from the start of their range.
   */
  async publishedPage(limit: number, start: PageStart): Promise<{ rows: EpisodeEntity[]; nextCursor: string | null }> {
    const page = await readPage(this.publishedPageQuery(limit, start), limit);
    if (!start.after?.at || page.rows.length === limit) return page;
    const rest = await readPage(this.publishedPageQuery(limit - page.rows.length, 'undated'), limit - page.rows.length);
    return { rows: [...page.rows, ...rest.rows], nextCursor: rest.nextCursor };
  }

  /** The latest published episodes, in the public list's order (IDX_episode_public_order). */
  latestPublished(limit: number): Promise<EpisodeEntity[]> {
    return this.publishedPageQuery(limit, { offset: 0, after: null }).getMany();
  }

  /** A plain count (an index-only scan of IDX_episode_published_id), not TypeORM's COUNT(DISTINCT id). */
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

  /** One published episode; drafts and unknown ids answer null alike. */
  async publishedEpisode(id: number): Promise<EpisodeEntity | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
    return this.episodes.findOneBy({ id, status: EpisodeStatus.Published });
  }

  /**
   * The video the public gets of each episode, in one query: the final video (contracts'
   * pickFinalVideo) once it is transcoded, else the version served before it (pickServedVideo).
   */
  async finalVideos(episodes: readonly Pick<EpisodeEntity, 'id' | 'finalVideoAssetId'>[]): Promise<Map<number, VideoAssetEntity>> {
    const final = new Map<number, VideoAssetEntity>();
    if (episodes.length === 0) return final;
    const edited = await this.assets.findBy({ episodeId: In(episodes.map((episode) => episode.id)), type: VideoAssetType.Edited });
    const editedByEpisode = new Map<number | null, VideoAssetEntity[]>();
    for (const asset of edited) editedByEpisode.set(asset.episodeId, [...(editedByEpisode.get(asset.episodeId) ?? []), asset]);
    for (const episode of episodes) {
      const asset = pickServedVideo(editedByEpisode.get(episode.id) ?? [], episode.finalVideoAssetId);
      if (asset) final.set(episode.id, asset);
    }
    return final;
  }
}
