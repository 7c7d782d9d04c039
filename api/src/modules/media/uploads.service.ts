import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { TranscodeQueueService } from './transcode-queue.service';
import { InFlightUploads } from './in-flight-uploads';
import { MediaUrls } from './media-urls.service';
import type { EpisodeFileDto, EpisodeFilesDto, UploadedFileDto, UploadedVideoDto } from './media.dto';
import { receiveMultipart, type StoredPart } from './multipart-upload';
import { newAssetKey, newThumbnailKey } from './storage/storage-key';
import { UploadedThumbnails } from './uploaded-thumbnails';
import { STORAGE_DRIVER, type StorageDriver } from './storage/storage.driver';
import { VideoAssetRepository } from './video-asset.repository';

/** A positive integer id from a form field or query string, or undefined when absent. */
function parseEpisodeId(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const text = String(value);
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new BadRequestException('episodeId must be a positive integer');
  return Number(text);
}

/** Uploads: bodies stream to storage (multipart-upload.ts); rows are created only once every byte is stored. */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly dataSource: DataSource,
    private readonly assets: VideoAssetRepository,
    private readonly episodes: EpisodeMediaFields,
    private readonly urls: MediaUrls,
    private readonly transcodeQueue: TranscodeQueueService,
    private readonly inFlight: InFlightUploads,
    private readonly thumbnails: UploadedThumbnails,
  ) {}

  private async discard(parts: StoredPart[]): Promise<void> {
    await Promise.all(parts.map((part) => this.storage.delete(part.key).catch(() => undefined)));
  }

  private static single(parts: StoredPart[], field: string): StoredPart {
    const part = parts.find((p) => p.field === field);
    if (!part) throw new BadRequestException(`No file in field "${field}"`);
    return part;
  }

  /** A raw file (field `media`); `episodeId` (query or form field, before or after the file) attaches it. */
  async uploadRaw(req: Request, queryEpisodeId: unknown): Promise<UploadedFileDto> {
    const fromQuery = parseEpisodeId(queryEpisodeId);
    if (fromQuery !== undefined && !(await this.episodes.exists(fromQuery))) throw new NotFoundException('Episode not found');
    const { files, fields } = await this.inFlight.track(req, () =>
      receiveMultipart(req, this.storage, {
        media: {
          accept: 'raw',
          maxBytes: this.config.UPLOAD_RAW_MAX_BYTES,
          key: (ext, fieldsSoFar) => {
            const early = fromQuery ?? safeParse(fieldsSoFar.episodeId);
            return newAssetKey(early ?? null, early === undefined ? 'upload' : 'raw', `.${ext}`);
          },
        },
      }),
    );
    try {
      const part = UploadsService.single(files, 'media');
      const episodeId = fromQuery ?? parseEpisodeId(fields.episodeId) ?? null;
      if (episodeId !== null && !(await this.episodes.exists(episodeId))) throw new NotFoundException('Episode not found');
      const asset = await this.assets.create({
        episodeId,
        type: VideoAssetType.Raw,
        storageKey: part.key,
        originalName: part.originalName,
        contentType: part.contentType,
        size: part.size,
        transcodingStatus: null,
      });
      return {
        url: await this.urls.signed(part.key),
        originalName: part.originalName,
        type: part.contentType,
        size: part.size,
        key: part.key,
        id: asset.id,
        episodeId,
      };
    } catch (error) {
      await this.discard(files);
      throw error;
    }
  }

  /** An edited video (field `media`): the next version of the episode, queued for transcoding. */
  async uploadEdited(req: Request, episodeId: number): Promise<UploadedVideoDto> {
    if (!(await this.episodes.exists(episodeId))) throw new NotFoundException('Episode not found');
    const { files } = await this.inFlight.track(req, () =>
      receiveMultipart(req, this.storage, {
        media: { accept: 'edited', maxBytes: this.config.UPLOAD_EDITED_MAX_BYTES, key: (ext) => newAssetKey(episodeId, 'edited', `.${ext}`) },
      }),
    );
    try {
      return await this.queueEdited(episodeId, UploadsService.single(files, 'media'));
    } catch (error) {
      await this.discard(files);
      throw error;
    }
  }

  /**
   * An MP4 made on this machine (the demo seed's clips) as the episode's next edited version, queued
   * for transcoding exactly like an upload. The file is moved into storage.
   */
  async addEditedFile(episodeId: number, path: string, originalName: string): Promise<UploadedVideoDto> {
    if (!(await this.episodes.exists(episodeId))) throw new NotFoundException('Episode not found');
    const key = newAssetKey(episodeId, 'edited', '.mp4');
    const stored = await this.storage.putFile(key, path, 'video/mp4');
    const part: StoredPart = { field: 'media', key, originalName, contentType: 'video/mp4', size: stored.size };
    try {
      return await this.queueEdited(episodeId, part);
    } catch (error) {
      await this.discard([part]);
      throw error;
    }
  }

  episodeExists(episodeId: number): Promise<boolean> {
    return this.episodes.exists(episodeId);
  }

  /** The asset that names this storage key (a finished resumable upload's file), if any. */
  async storedAsset(key: string): Promise<{ id: number; version: number | null } | null> {
    const asset = await this.assets.findByKey(key);
    return asset ? { id: asset.id, version: asset.version } : null;
  }

  /**
   * A file already stored at `part.key` (a finished resumable upload) as an asset of its episode:
   * raw as in uploadRaw, edited as in uploadEdited (next version, transcode job in the same
   * transaction). Idempotent by storage key (unique): a second call for the same key answers the
   * asset the first one created, so a retried finish never makes two.
   */
  async registerStored(kind: 'raw' | 'edited', episodeId: number, part: StoredPart): Promise<{ id: number; version: number | null }> {
    const existing = await this.storedAsset(part.key);
    if (existing) return existing;
    try {
      if (kind === 'edited') {
        const video = await this.queueEdited(episodeId, part);
        return { id: video.id, version: video.version };
      }
      if (!(await this.episodes.exists(episodeId))) throw new NotFoundException('Episode not found');
      const asset = await this.assets.create({
        episodeId,
        type: VideoAssetType.Raw,
        storageKey: part.key,
        originalName: part.originalName,
        contentType: part.contentType,
        size: part.size,
        transcodingStatus: null,
      });
      return { id: asset.id, version: null };
    } catch (error) {
      // Another process finished the same upload at the same moment: the unique key let one row in.
      const raced = await this.assets.findByKey(part.key);
      if (raced) return { id: raced.id, version: raced.version };
      throw error;
    }
  }

  private async queueEdited(episodeId: number, part: StoredPart): Promise<UploadedVideoDto> {
    let assetId: number | undefined;
    try {
      // The asset and its transcode job (the job outbox) commit together.
      const created = await this.dataSource.transaction(async (manager) => {
        if (!(await this.episodes.lockForNewVideo(manager, episodeId))) return null;
        const asset = await this.assets.insertNextEdited(manager, {
          episodeId,
          storageKey: part.key,
          originalName: part.originalName,
          contentType: part.contentType,
          size: part.size,
          transcodingStatus: TranscodingStatus.Pending,
        });
        return { asset, jobId: await this.transcodeQueue.enqueue(manager, asset.id) };
      });
      if (!created) throw new NotFoundException('Episode not found');
      const { asset, jobId } = created;
      assetId = asset.id;
      const url = await this.urls.signed(part.key);
      return {
        url,
        publicUrl: url,
        originalName: part.originalName,
        contentType: part.contentType,
        size: part.size,
        s3Key: part.key,
        id: asset.id,
        version: asset.version ?? 1,
        transcodingJobId: jobId,
      };
    } catch (error) {
      if (assetId !== undefined) await this.assets.delete(assetId);
      throw error;
    }
  }

  /**
   * The create-episode form's files (fields audio, video, thumbnail), each answered with a stable URL.
   * The thumbnail goes through the artwork pipeline (UploadedThumbnails): its `url` is the artwork's
   * JPEG, and an episode given that URL as thumbnailUrl takes the whole set as its artwork.
   */
  async uploadEpisodeFiles(req: Request): Promise<EpisodeFilesDto> {
    const { files } = await this.inFlight.track(req, () =>
      receiveMultipart(req, this.storage, {
        audio: { accept: 'audio', maxBytes: this.config.UPLOAD_RAW_MAX_BYTES, key: (ext) => newAssetKey(null, 'upload', `.${ext}`) },
        video: { accept: 'video', maxBytes: this.config.UPLOAD_RAW_MAX_BYTES, key: (ext) => newAssetKey(null, 'upload', `.${ext}`) },
        thumbnail: { accept: 'thumbnail', maxBytes: this.config.UPLOAD_THUMBNAIL_MAX_BYTES, key: (ext) => newThumbnailKey(ext) },
      }),
    );
    if (files.length === 0) throw new BadRequestException('No files uploaded (fields: audio, video, thumbnail)');
    const result: EpisodeFilesDto = {};
    try {
      for (const part of files) {
        const file: EpisodeFileDto = {
          url: this.urls.stable(part.key),
          key: part.key,
          originalName: part.originalName,
          type: part.contentType,
          size: part.size,
        };
        if (part.field === 'thumbnail') {
          // The uploaded file is not kept (it may carry EXIF and GPS): `key` and `url` name the set's JPEG.
          const rendered = await this.thumbnails.render(part.key, part.originalName);
          result.thumbnail = { ...file, key: rendered.key, url: rendered.artwork.src, artwork: rendered.artwork };
        } else {
          result[part.field as 'audio' | 'video'] = file;
        }
      }
    } catch (error) {
      // A thumbnail the pipeline refuses (422 with the reason) fails the request: nothing it sent is kept.
      await this.discard(files);
      throw error;
    }
    return result;
  }
}

function safeParse(value: string | undefined): number | undefined {
  try {
    return parseEpisodeId(value);
  } catch {
    return undefined;
  }
}
