import { Inject, Injectable } from '@nestjs/common';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import type { VideoAssetEntity } from '../media/video-asset.entity';
import { VideoAssetRepository } from '../media/video-asset.repository';
import type { EpisodeEntity } from '../episodes/episode.entity';
import { DistributionRepository } from './distribution.repository';
import { ENCLOSURE_FILES, enclosureKey, enclosurePath, VIDEO_ENCLOSURE_PREFERENCE, type EnclosureFile } from './enclosures';
import { uuidV5 } from './podcast-guid';
import type { FeedKind } from './show-settings';
import type { FeedItem } from './rss-feed';

export interface EnclosureTarget {
  key: string;
  size: number;
  type: string;
}

/** "42:18" or "1:02:05" → seconds; anything else → undefined. */
export function parseDurationText(text: string | null): number | undefined {
  if (!text || !/^\d{1,4}(:\d{1,2}){1,2}$/.test(text.trim())) return undefined;
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/** Guid of an item: a UUID fixed per episode, never a URL (hosts and files may move; apps key on it). */
export const itemGuid = (episodeId: number) => uuidV5(`learn-from-the-best/episodes/${episodeId}`);

/** Published episodes with their final video's files, as the feeds and the enclosure route see them. */
@Injectable()
export class PodcastCatalog {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly assets: VideoAssetRepository,
    private readonly repository: DistributionRepository,
  ) {}

  /** The stored file behind an enclosure URL, for a published episode only. */
  async enclosure(episodeId: number, file: EnclosureFile): Promise<EnclosureTarget | null> {
    const episode = await this.repository.publishedEpisode(episodeId);
    if (!episode) return null;
    const asset = await this.assets.finalVideoOf(episode);
    return asset ? this.stat(asset, file) : null;
  }

  private async stat(asset: VideoAssetEntity, file: EnclosureFile): Promise<EnclosureTarget | null> {
    const key = enclosureKey(asset, file);
    if (!key) return null;
    const stored = await this.storage.stat(key);
    return stored ? { key, size: stored.size, type: ENCLOSURE_FILES[file].type } : null;
  }

  /** Feed items of the published episodes whose final video has the feed's kind of file. */
  async feedItems(kind: FeedKind, base: string): Promise<FeedItem[]> {
    const episodes = await this.repository.publishedEpisodes();
    const items = await Promise.all(episodes.map((episode) => this.feedItem(episode, kind, base)));
    return items.filter((item): item is FeedItem => item !== null);
  }

  /** The feed item of one published episode, or null when its final video has no file of this kind. */
  async feedItem(episode: EpisodeEntity, kind: FeedKind, base: string): Promise<FeedItem | null> {
    const asset = await this.assets.finalVideoOf(episode);
    if (!asset) return null;
    const candidates: readonly EnclosureFile[] = kind === 'audio' ? ['audio.m4a'] : VIDEO_ENCLOSURE_PREFERENCE;
    for (const file of candidates) {
      const target = await this.stat(asset, file);
      if (!target) continue;
      return {
        guid: itemGuid(episode.id),
        title: episode.title,
        description: episode.description || episode.title,
        link: `${base}/episodes/${episode.id}`,
        pubDate: episode.publishedAt ?? episode.createdAt,
        durationSec: asset.durationSec ?? parseDurationText(episode.duration),
        episodeNumber: episode.episodeNumber,
        episodeType: 'full',
        enclosure: { url: `${base}${enclosurePath(episode.id, file)}`, length: target.size, type: target.type },
        guestName: episode.guestName,
      };
    }
    return null;
  }
}
