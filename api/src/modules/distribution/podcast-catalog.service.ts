import { Inject, Injectable } from '@nestjs/common';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import type { VideoAssetEntity } from '../media/video-asset.entity';
import type { EpisodeEntity } from '../episodes/episode.entity';
import { PublicCatalogueRepository } from '../public-catalogue/public-catalogue.repository';
import { PublishedEpisodes, type PublishedEpisode } from '../public-catalogue/published-episodes';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { ENCLOSURE_FILE_NAMES, ENCLOSURE_FILES, enclosureKey, enclosurePath, VIDEO_ENCLOSURE_PREFERENCE, type EnclosureFile } from './enclosures';
import { uuidV5 } from './podcast-guid';
import { absoluteUrl, type FeedKind } from './show-settings';
import type { AlternateEnclosure, FeedItem } from './rss-feed';
import { TEXT_TRACK_FILES, textTrackPath, type TextTrackFile } from '../text-tracks/text-track-files';
import { TranscriptsService } from '../text-tracks/transcripts.service';
import { TextTracksService, type TextTrackPresence } from '../text-tracks/text-tracks.service';

export interface EnclosureTarget {
  key: string;
  size: number;
  type: string;
  /** The episode's length (the final video's, else its duration text), for the download rule's minute; unknown when neither says. */
  durationSec?: number;
}

/** The enclosure files of a final video that are in storage, with their sizes, in ENCLOSURE_FILES' order. */
type StoredFiles = ReadonlyMap<EnclosureFile, EnclosureTarget>;

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
    private readonly repository: PublicCatalogueRepository,
    private readonly published: PublishedEpisodes,
    private readonly textTracks: TextTracksService,
    private readonly transcripts: TranscriptsService,
    private readonly cache: CatalogueCache,
  ) {}

  /** The stored file behind an enclosure URL, for a published episode only. */
  async enclosure(episodeId: number, file: EnclosureFile): Promise<EnclosureTarget | null> {
    const record = await this.published.find(episodeId);
    if (!record) return null;
    const { episode, finalVideo: asset } = record;
    const target = asset && (await this.stat(asset, file));
    if (!target) return null;
    const durationSec = asset.durationSec ?? parseDurationText(episode.duration);
    return durationSec === undefined ? target : { ...target, durationSec };
  }

  /** A published episode's chapters or transcript file; null when it is not published or has none. */
  async textTrack(episodeId: number, file: TextTrackFile): Promise<{ type: string; body: string } | null> {
    if (!(await this.published.find(episodeId))) return null;
    const spec = TEXT_TRACK_FILES[file];
    if (!('format' in spec)) {
      const document = await this.textTracks.chaptersDocument(episodeId);
      return document && { type: spec.type, body: JSON.stringify(document) };
    }
    const body = await this.transcripts.file(episodeId, spec.format);
    return body === null ? null : { type: spec.type, body };
  }

  private async stat(asset: VideoAssetEntity, file: EnclosureFile): Promise<EnclosureTarget | null> {
    const key = enclosureKey(asset, file);
    if (!key) return null;
    const stored = await this.storage.stat(key);
    return stored ? { key, size: stored.size, type: ENCLOSURE_FILES[file].type } : null;
  }

  /**
   * Feed items of the latest `limit` published episodes whose final video has the feed's kind of
   * file: two queries whatever the length (the episodes, then every final video at once), then the
   * storage stats of each item's files (storedFiles), a few items at a time.
   */
  async feedItems(kind: FeedKind, base: string, limit: number): Promise<FeedItem[]> {
    const episodes = await this.repository.latestPublished(limit);
    const ids = episodes.map((episode) => episode.id);
    const [finals, tracks] = await Promise.all([this.repository.finalVideos(episodes), this.textTracks.presence(ids)]);
    const items = await mapConcurrently(episodes, STAT_CONCURRENCY, async (episode) => {
      const item = await this.itemOf(episode, finals.get(episode.id) ?? null, kind, base);
      return item && withTextTracks(item, episode.id, tracks, base);
    });
    return items.filter((item): item is FeedItem => item !== null);
  }

  /** The feed item of one published episode, or null when its final video has no file of this kind. */
  feedItem({ episode, finalVideo }: PublishedEpisode, kind: FeedKind, base: string): Promise<FeedItem | null> {
    return this.itemOf(episode, finalVideo, kind, base);
  }

  private async itemOf(episode: EpisodeEntity, asset: VideoAssetEntity | null, kind: FeedKind, base: string): Promise<FeedItem | null> {
    if (!asset) return null;
    const files = await this.storedFiles(asset);
    const candidates: readonly EnclosureFile[] = kind === 'audio' ? ['audio.m4a'] : VIDEO_ENCLOSURE_PREFERENCE;
    const enclosed = candidates.find((file) => files.has(file));
    const target = enclosed && files.get(enclosed);
    if (!enclosed || !target) return null;
    const durationSec = asset.durationSec ?? parseDurationText(episode.duration);
    const urlOf = (file: EnclosureFile) => `${base}${enclosurePath(episode.id, file)}`;
    return {
      guid: itemGuid(episode.id),
      title: episode.title,
      description: episode.description || episode.title,
      link: `${base}/episodes/${episode.id}`,
      pubDate: episode.publishedAt ?? episode.createdAt,
      durationSec,
      episodeNumber: episode.episodeNumber,
      episodeType: 'full',
      enclosure: { url: urlOf(enclosed), length: target.size, type: target.type },
      alternateEnclosures: alternateEnclosures(files, enclosed, durationSec, urlOf),
      guestName: episode.guestName,
      ...(episode.artwork?.feedImage ? { imageUrl: absoluteUrl(base, episode.artwork.feedImage) } : {}),
      ...(episode.showNotesHtml ? { contentHtml: episode.showNotesHtml } : {}),
    };
  }

  /**
   * Which of the asset's enclosure files are in storage, and their sizes: one stat per file, kept in
   * the catalogue cache, so both feeds and the episode page share one round of stats per catalogue
   * version (any write of the asset moves the version). One file at a time: feedItems works on
   * STAT_CONCURRENCY items at once, which stays the bound on stats in flight.
   */
  private storedFiles(asset: VideoAssetEntity): Promise<StoredFiles> {
    return this.cache.get(
      `enclosure-files ${asset.id}`,
      async () => {
        const files = new Map<EnclosureFile, EnclosureTarget>();
        for (const file of ENCLOSURE_FILE_NAMES) {
          const target = await this.stat(asset, file);
          if (target) files.set(file, target);
        }
        return files;
      },
      (files) => 64 + [...files.values()].reduce((bytes, target) => bytes + 96 + target.key.length * 2, 0),
    );
  }
}

/**
 * One podcast:alternateEnclosure per stored file, the enclosed one first and the only default; each
 * fetched from its stable URL. The bitrate is the file's average (size over duration) when the
 * duration is known.
 */
function alternateEnclosures(
  files: StoredFiles,
  enclosed: EnclosureFile,
  durationSec: number | undefined,
  urlOf: (file: EnclosureFile) => string,
): AlternateEnclosure[] {
  const order = [enclosed, ...ENCLOSURE_FILE_NAMES.filter((file) => file !== enclosed)];
  return order.flatMap((file) => {
    const target = files.get(file);
    if (!target) return [];
    const { type, title, height } = ENCLOSURE_FILES[file].media;
    return [
      {
        type,
        length: target.size,
        ...(durationSec ? { bitrate: Math.round((target.size * 8) / durationSec) } : {}),
        ...(height === undefined ? {} : { height }),
        title,
        default: file === enclosed,
        sources: [{ uri: urlOf(file) }],
      },
    ];
  });
}

/** The item's podcast:chapters and podcast:transcript, when the episode has them. */
function withTextTracks(item: FeedItem, episodeId: number, tracks: TextTrackPresence, base: string): FeedItem {
  const language = tracks.transcriptLanguages.get(episodeId);
  return {
    ...item,
    ...(tracks.withChapters.has(episodeId) ? { chaptersUrl: `${base}${textTrackPath(episodeId, 'chapters.json')}` } : {}),
    ...(language
      ? {
          transcripts: (['transcript.vtt', 'transcript.srt'] as const).map((file) => ({
            url: `${base}${textTrackPath(episodeId, file)}`,
            type: TEXT_TRACK_FILES[file].type,
            language,
          })),
        }
      : {}),
  };
}

/** Storage stats in flight at once while a feed is built (S3 answers each with a HEAD request). */
const STAT_CONCURRENCY = 8;

/** `run` over `items` with at most `limit` calls pending, results in the items' order. */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
