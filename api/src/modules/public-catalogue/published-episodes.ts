import { Injectable } from '@nestjs/common';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import type { EpisodeEntity } from '../episodes/episode.entity';
import type { VideoAssetEntity } from '../media/video-asset.entity';
import { PublicCatalogueRepository } from './public-catalogue.repository';

/** A published episode as the public sees it: its row and its final video (null before there is one). */
export interface PublishedEpisode {
  episode: EpisodeEntity;
  finalVideo: VideoAssetEntity | null;
}

/** What a kept record costs, roughly: its fields as JSON, twice for UTF-16 (the cache adds its bookkeeping). */
const recordSize = (record: PublishedEpisode) => JSON.stringify(record).length * 2;

/**
 * One published episode with its final video, read through the catalogue's repository and kept in the
 * catalogue cache (one freshness rule, one invalidation path): the episode's JSON and page,
 * approved-video, the player's text tracks, the feeds' items and the newsletter's mailing all start
 * from this record. Unknown and unpublished ids are answered null without being kept, so random ids
 * cannot fill the cache.
 */
@Injectable()
export class PublishedEpisodes {
  constructor(
    private readonly repository: PublicCatalogueRepository,
    private readonly cache: CatalogueCache,
  ) {}

  async find(id: number): Promise<PublishedEpisode | null> {
    return this.cache.get(
      `published ${id}`,
      () => this.read(id),
      (record) => (record ? recordSize(record) : 0),
      (record) => record !== null,
    );
  }

  private async read(id: number): Promise<PublishedEpisode | null> {
    const episode = await this.repository.publishedEpisode(id);
    if (!episode) return null;
    const finals = await this.repository.finalVideos([episode]);
    return { episode, finalVideo: finals.get(episode.id) ?? null };
  }
}
