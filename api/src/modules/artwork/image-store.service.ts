import { BadRequestException, Inject, Injectable, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StoredImageSet } from '../../common/stored-image-set';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { UnusableImageError, type RenderOptions } from '../images/image-renditions';
import { ImageSets, type ImageSource } from '../images/image-sets.service';
import { ImageWorkBusyError } from '../images/image-work';
import { InFlightUploads } from '../media/in-flight-uploads';
import { receiveMultipart } from '../media/multipart-upload';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';

/** The record of a set rendered beside its source (storeBesideSource). */
const MANIFEST = 'set.json';

/** The multipart field an image upload arrives in. */
export const IMAGE_FIELD = 'image';

/** What a 503 for a full image queue asks the client to wait: about one large render. */
export const IMAGES_BUSY_RETRY_AFTER_SEC = 30;

/** A 503 with Retry-After (the exception filter reads retryAfterSec): the image queue was full or too slow. */
export class ImagesBusyException extends ServiceUnavailableException {
  readonly retryAfterSec = IMAGES_BUSY_RETRY_AFTER_SEC;
}

/**
 * The artwork module's images in HTTP terms: uploads received and rendered as image sets
 * (ImageSets), every rendition under `{folder}/{uuid}/`, so a replaced set is removed with one
 * prefix delete and a new one never collides with links still cached by browsers. An upload's own
 * file (with whatever EXIF and GPS it carried) is deleted once its renditions exist: only the
 * renditions, which carry no metadata, are kept. An image that cannot be used is a 422 naming why;
 * one that waited too long for the image queue (or found it full) is a 503 with Retry-After, its
 * uploaded file removed like any other failure's.
 */
@Injectable()
export class ImageStore {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly sets: ImageSets,
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
      const set = await this.render(prefix, this.sets.sourceAt(part.key), { name: part.originalName });
      await this.storage.delete(part.key);
      return set;
    } catch (error) {
      await this.sets.remove(prefix);
      throw error;
    }
  }

  /**
   * Renders the image already stored at `sourceKey` (an upload received with other files) into its
   * own folder, records the set there (`set.json`) so it can be found again from its URL, and
   * deletes the source.
   */
  async storeBesideSource(sourceKey: string, options: RenderOptions = {}): Promise<StoredImageSet> {
    const prefix = sourceKey.slice(0, sourceKey.lastIndexOf('/'));
    try {
      const set = await this.render(prefix, this.sets.sourceAt(sourceKey), options);
      await this.storage.put(`${prefix}/${MANIFEST}`, Readable.from([Buffer.from(JSON.stringify(set))]), 'application/json');
      await this.storage.delete(sourceKey);
      return set;
    } catch (error) {
      await this.sets.remove(prefix);
      throw error;
    }
  }

  /** The set recorded in `prefix` by storeBesideSource, or null when there is none. */
  async recordedSet(prefix: string): Promise<StoredImageSet | null> {
    if (!(await this.storage.stat(`${prefix}/${MANIFEST}`))) return null;
    return JSON.parse((await this.sets.read(`${prefix}/${MANIFEST}`)).toString('utf8')) as StoredImageSet;
  }

  /** A copy of `set`'s files in a new folder under `folder` (the source is not kept, and need not be: the files are copied as they are). */
  copyInto(set: StoredImageSet, folder: string): Promise<StoredImageSet> {
    return this.sets.copy(set, `${folder}/${randomUUID()}`);
  }

  /** Stores an image made on the server (a video frame, the demo's pictures) under `folder`. */
  storeBuffer(source: Buffer, folder: string, options: RenderOptions = {}): Promise<StoredImageSet> {
    return this.render(`${folder}/${randomUUID()}`, () => Promise.resolve(source), options);
  }

  /** The storage key of one of a set's links. */
  keyOf(set: StoredImageSet, link: string): string {
    return this.sets.keyOf(set, link);
  }

  /** Removes a set's files; a failure is logged, never thrown (the row no longer points at them). */
  remove(prefix: string): Promise<void> {
    return this.sets.remove(prefix);
  }

  private async render(prefix: string, source: ImageSource, options: RenderOptions): Promise<StoredImageSet> {
    try {
      return await this.sets.render(prefix, source, options);
    } catch (error) {
      if (error instanceof UnusableImageError) throw new UnprocessableEntityException(error.message);
      if (error instanceof ImageWorkBusyError) throw new ImagesBusyException(error.message);
      throw error;
    }
  }
}
