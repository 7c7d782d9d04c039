import { BadRequestException, Inject, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { StoredImageSet } from '../../common/stored-image-set';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { InFlightUploads } from '../media/in-flight-uploads';
import { MediaUrls } from '../media/media-urls.service';
import { receiveMultipart } from '../media/multipart-upload';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import { IMAGE_FORMATS, renderImageSet, renditionName, UnusableImageError, type RenderOptions } from './image-renditions';

/** How long reading an upload back from S3 may take before the request fails (no hung request). */
const READ_BACK_TIMEOUT_MS = 60_000;

/** The record of a set rendered beside its source (storeBesideSource). */
const MANIFEST = 'set.json';
/** What an accepted image's sniffed type is stored as (media-type.ts). */
const SOURCE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;

/** The multipart field an image upload arrives in. */
export const IMAGE_FIELD = 'image';

/**
 * Stores an image as an image set: every rendition under `{folder}/{uuid}/`, so a replaced set is
 * removed with one prefix delete and a new one never collides with links still cached by browsers.
 */
@Injectable()
export class ImageStore {
  private readonly logger = new Logger('ImageStore');

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly urls: MediaUrls,
    private readonly inFlight: InFlightUploads,
  ) {}

  /** Receives the multipart field `image` (JPEG, PNG or WebP by content) and stores its renditions under `folder`. */
  async storeUpload(req: Request, folder: string): Promise<StoredImageSet> {
    const prefix = `${folder}/${randomUUID()}`;
    const { files } = await this.inFlight.track(req, () =>
      receiveMultipart(req, this.storage, {
        [IMAGE_FIELD]: { accept: 'thumbnail', maxBytes: this.config.UPLOAD_THUMBNAIL_MAX_BYTES, key: (ext) => `${prefix}/source.${ext}` },
      }),
    );
    const part = files.find((file) => file.field === IMAGE_FIELD);
    if (!part) {
      await Promise.all(files.map((file) => this.storage.delete(file.key).catch(() => undefined)));
      throw new BadRequestException(`No image uploaded (field: ${IMAGE_FIELD})`);
    }
    try {
      return await this.storeRenditions(prefix, await this.read(part.key));
    } catch (error) {
      await this.remove(prefix);
      throw error;
    }
  }

  /**
   * Renders the image already stored at `sourceKey` (an upload received with other files) into its
   * own folder, and records the set there (`set.json`) so it can be found again from its URL.
   */
  async storeBesideSource(sourceKey: string, options: RenderOptions = {}): Promise<StoredImageSet> {
    const prefix = sourceKey.slice(0, sourceKey.lastIndexOf('/'));
    try {
      const set = await this.storeRenditions(prefix, await this.read(sourceKey), options);
      await this.storage.put(`${prefix}/${MANIFEST}`, Readable.from([Buffer.from(JSON.stringify(set))]), 'application/json');
      return set;
    } catch (error) {
      await this.remove(prefix);
      throw error;
    }
  }

  /** The set recorded in `prefix` by storeBesideSource, or null when there is none. */
  async recordedSet(prefix: string): Promise<StoredImageSet | null> {
    if (!(await this.storage.stat(`${prefix}/${MANIFEST}`))) return null;
    return JSON.parse((await this.read(`${prefix}/${MANIFEST}`)).toString('utf8')) as StoredImageSet;
  }

  /** The image a set was made from (its source file), to render a copy of it elsewhere; null when gone. */
  async sourceOf(prefix: string): Promise<Buffer | null> {
    for (const ext of SOURCE_EXTENSIONS) {
      if (await this.storage.stat(`${prefix}/source.${ext}`)) return this.read(`${prefix}/source.${ext}`);
    }
    return null;
  }

  /** Stores an image made on the server (a video frame) under `folder`. */
  async storeBuffer(source: Buffer, folder: string, options: RenderOptions = {}): Promise<StoredImageSet> {
    const prefix = `${folder}/${randomUUID()}`;
    try {
      return await this.storeRenditions(prefix, source, options);
    } catch (error) {
      await this.remove(prefix);
      throw error;
    }
  }

  /** Removes a set's files; a failure is logged, never thrown (the row no longer points at them). */
  async remove(prefix: string): Promise<void> {
    await this.storage
      .deletePrefix(prefix)
      .catch((error: unknown) => this.logger.warn(`Could not remove ${prefix}: ${error instanceof Error ? error.message : String(error)}`));
  }

  private async storeRenditions(prefix: string, source: Buffer, options: RenderOptions = {}): Promise<StoredImageSet> {
    let rendered;
    try {
      rendered = await renderImageSet(source, options);
    } catch (error) {
      if (error instanceof UnusableImageError) throw new UnprocessableEntityException(error.message);
      throw error;
    }
    await Promise.all(rendered.files.map((file) => this.storage.put(`${prefix}/${file.name}`, Readable.from([file.body]), file.contentType)));
    const url = (name: string) => this.urls.stable(`${prefix}/${name}`);
    const srcsetOf = (format: (typeof IMAGE_FORMATS)[number]) => rendered.widths.map((width) => `${url(renditionName(width, format))} ${width}w`).join(', ');
    const srcWidth = rendered.widths.find((width) => width >= 640) ?? rendered.widths[rendered.widths.length - 1];
    return {
      prefix,
      width: rendered.width,
      height: rendered.height,
      src: url(renditionName(srcWidth, 'jpeg')),
      srcset: { avif: srcsetOf('avif'), webp: srcsetOf('webp'), jpeg: srcsetOf('jpeg') },
      ogImage: url(rendered.og),
      feedImage: rendered.feed ? url(rendered.feed) : null,
      feedImageSize: rendered.feedSide,
      sourceWidth: rendered.sourceWidth,
      sourceHeight: rendered.sourceHeight,
    };
  }

  /** A stored file's bytes: from disk, or through a short-lived presigned URL on S3. */
  private async read(key: string): Promise<Buffer> {
    if (this.storage.localPath) return readFile(this.storage.localPath(key));
    const response = await fetch(await this.storage.inputForTranscoder(key), { signal: AbortSignal.timeout(READ_BACK_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Could not read ${key} back from storage (HTTP ${response.status})`);
    return Buffer.from(await response.arrayBuffer());
  }
}
