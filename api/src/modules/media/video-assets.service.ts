import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { AssetCommentCounts } from './asset-comment-counts';
import { TranscodeQueueService } from './transcode-queue.service';
import { MediaUrls } from './media-urls.service';
import type { VideoAssetDto } from './media.dto';
import { derivedPrefix, episodePrefix, posterImagesFolder } from './storage/storage-key';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage.driver';
import { mapVideoAsset } from './video-asset.mapper';
import type { VideoAssetEntity } from './video-asset.entity';
import { VideoAssetRepository } from './video-asset.repository';

@Injectable()
export class VideoAssetsService {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly assets: VideoAssetRepository,
    private readonly episodes: EpisodeMediaFields,
    private readonly commentCounts: AssetCommentCounts,
    private readonly urls: MediaUrls,
    private readonly transcodeQueue: TranscodeQueueService,
  ) {}

  async list(episodeId: number): Promise<VideoAssetDto[]> {
    if (!(await this.episodes.exists(episodeId))) throw new NotFoundException('Episode not found');
    const rows = await this.assets.listForEpisode(episodeId);
    const counts = await this.commentCounts.countFor(rows.map((row) => row.id));
    return Promise.all(rows.map((row) => mapVideoAsset(row, this.urls, counts.get(row.id) ?? 0)));
  }

  /** Removes the original, its renditions and poster from storage, then the row (comments cascade). */
  async delete(episodeId: number, assetId: number): Promise<void> {
    const asset = await this.assets.findById(assetId);
    if (!asset || asset.episodeId !== episodeId) throw new NotFoundException('Video asset not found');
    await this.transcodeQueue.discard(asset.transcodingJobId);
    // Its poster's image set leaves the episode before the files go, so no page links a removed image.
    await this.episodes.clearPosterImages(episodeId, posterImagesFolder(asset.storageKey));
    await this.removeFiles(asset);
    await this.episodes.clearFinalVideo(episodeId, assetId);
    if (asset.posterKey) await this.episodes.clearThumbnail(episodeId, this.urls.stable(asset.posterKey));
    await this.assets.delete(assetId);
  }

  private async removeFiles(asset: VideoAssetEntity): Promise<void> {
    await this.storage.delete(asset.storageKey);
    await this.storage.deletePrefix(derivedPrefix(asset.storageKey));
  }

  /** EpisodeLifecycle listener: every file of the episode goes before its rows do. */
  async deleteEpisodeFiles(episodeId: number): Promise<void> {
    const rows = await this.assets.listForEpisode(episodeId);
    await Promise.all(rows.map((row) => this.transcodeQueue.discard(row.transcodingJobId).catch(() => undefined)));
    for (const row of rows) await this.removeFiles(row);
    await this.storage.deletePrefix(episodePrefix(episodeId));
  }

  /** Queues a failed (or never-finished) edited asset again. */
  async retranscode(assetId: number): Promise<string> {
    const asset = await this.assets.findById(assetId);
    if (!asset || asset.type !== VideoAssetType.Edited) throw new NotFoundException('Video asset not found');
    if (asset.transcodingStatus === TranscodingStatus.Processing) throw new ConflictException('This video is being transcoded');
    return this.transcodeQueue.requeue(asset.id);
  }
}
