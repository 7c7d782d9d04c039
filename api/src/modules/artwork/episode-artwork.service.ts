import { ConflictException, Inject, Injectable, Logger, NotFoundException, UnprocessableEntityException, BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import type { StoredImageSet } from '../../common/stored-image-set';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { EPISODE_MESSAGES, type AdminEpisodeDto } from '../episodes/episode.dto';
import { EpisodesService } from '../episodes/episodes.service';
import { episodePrefix } from '../media/storage/storage-key';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import { VideoAssetRepository } from '../media/video-asset.repository';
import { MediaRepository } from '../transcoding/media.repository';
import { ARTWORK_MESSAGES } from './artwork.dto';
import { ImageStore } from './image-store.service';

/** An episode's artwork lives with its other files, so deleting the episode sweeps it too. */
export const episodeArtworkFolder = (episodeId: number) => `${episodePrefix(episodeId)}/artwork`;

/**
 * An episode's artwork: uploaded, or a frame of its final video, stored as an image set
 * (docs/artwork.md). A new set replaces the old one, whose files are removed after the row points
 * at the new one, so a page never links to a deleted image.
 */
@Injectable()
export class EpisodeArtworkService {
  private readonly logger = new Logger('EpisodeArtwork');

  constructor(
    private readonly images: ImageStore,
    private readonly fields: EpisodeMediaFields,
    private readonly episodes: EpisodesService,
    private readonly assets: VideoAssetRepository,
    private readonly media: MediaRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async upload(req: Request, episodeId: number): Promise<AdminEpisodeDto> {
    if (!(await this.fields.exists(episodeId))) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    return this.replace(episodeId, await this.images.storeUpload(req, episodeArtworkFolder(episodeId)));
  }

  /** An image made on this machine (the demo seed's artwork) as the episode's artwork. */
  async useImage(episodeId: number, image: Buffer): Promise<AdminEpisodeDto> {
    if (!(await this.fields.exists(episodeId))) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    return this.replace(episodeId, await this.images.storeBuffer(image, episodeArtworkFolder(episodeId)));
  }

  async fromFrame(episodeId: number, timecodeSec: number): Promise<AdminEpisodeDto> {
    const episode = await this.fields.find(episodeId);
    if (!episode) throw new NotFoundException(EPISODE_MESSAGES.notFound);
    const video = await this.assets.finalVideoOf(episode);
    if (!video) throw new ConflictException(ARTWORK_MESSAGES.noFinalVideo);
    if (video.durationSec !== null && timecodeSec > video.durationSec)
      throw new BadRequestException(`${ARTWORK_MESSAGES.pastTheEnd} (${formatClock(video.durationSec)})`);
    let frame: Buffer;
    try {
      frame = await this.media.grabFrame(await this.storage.inputForTranscoder(video.storageKey), timecodeSec);
    } catch (error) {
      this.logger.warn(`Frame of episode ${episodeId} at ${timecodeSec}s: ${error instanceof Error ? error.message : String(error)}`);
      throw new UnprocessableEntityException(ARTWORK_MESSAGES.noFrame);
    }
    return this.replace(episodeId, await this.images.storeBuffer(frame, episodeArtworkFolder(episodeId), { name: 'The video frame' }));
  }

  async remove(episodeId: number): Promise<AdminEpisodeDto> {
    return this.replace(episodeId, null);
  }

  private async replace(episodeId: number, artwork: StoredImageSet | null): Promise<AdminEpisodeDto> {
    const result = await this.fields.setArtwork(episodeId, artwork);
    if (!result) {
      // Deleted while the image was being made.
      if (artwork) await this.images.remove(artwork.prefix);
      throw new NotFoundException(EPISODE_MESSAGES.notFound);
    }
    if (result.previous) await this.images.remove(result.previous.prefix);
    return this.episodes.adminView(await this.episodes.get(episodeId));
  }
}

function formatClock(totalSec: number): string {
  const whole = Math.floor(totalSec);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
