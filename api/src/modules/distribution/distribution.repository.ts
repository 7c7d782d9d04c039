import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EpisodeStatus } from '@podcast/contracts';
import { DataSource, Repository } from 'typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';
import { VideoAssetEntity } from '../media/video-asset.entity';

/** What the feeds depend on changed when this changes (any row edited, added or removed). */
export interface CatalogFingerprint {
  value: string;
  lastModified: Date;
}

/** Read-only queries of the distribution module: published episodes and a change fingerprint. */
@Injectable()
export class DistributionRepository {
  private readonly episodes: Repository<EpisodeEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.episodes = dataSource.getRepository(EpisodeEntity);
  }

  /** Published episodes, newest first (the public list's order). */
  publishedEpisodes(): Promise<EpisodeEntity[]> {
    return this.episodes.find({ where: { status: EpisodeStatus.Published }, order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' } });
  }

  async publishedEpisode(id: number): Promise<EpisodeEntity | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
    return this.episodes.findOneBy({ id, status: EpisodeStatus.Published });
  }

  /** One small query: newest change and row counts of episodes and assets (counts catch deletions). */
  async fingerprint(): Promise<CatalogFingerprint> {
    const episodeTable = this.dataSource.getMetadata(EpisodeEntity).tableName;
    const assetTable = this.dataSource.getMetadata(VideoAssetEntity).tableName;
    const rows = await this.dataSource.query<Array<{ episodes: string; episodeChange: Date | null; assets: string; assetChange: Date | null }>>(
      `SELECT (SELECT count(*) FROM "${episodeTable}") AS "episodes", (SELECT max("updatedAt") FROM "${episodeTable}") AS "episodeChange",
              (SELECT count(*) FROM "${assetTable}") AS "assets", (SELECT max("updatedAt") FROM "${assetTable}") AS "assetChange"`,
    );
    const row = rows[0];
    const changes = [row?.episodeChange, row?.assetChange].filter((date): date is Date => date instanceof Date);
    const newest = changes.length ? new Date(Math.max(...changes.map((date) => date.getTime()))) : new Date(0);
    return {
      value: `${row?.episodes}:${row?.episodeChange?.toISOString()}:${row?.assets}:${row?.assetChange?.toISOString()}`,
      lastModified: newest,
    };
  }
}
