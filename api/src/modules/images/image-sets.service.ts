import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { StoredImageSet } from '../../common/stored-image-set';
import { MediaUrls } from '../media/media-urls.service';
import { contentTypeOfKey } from '../media/storage/storage-key';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import { IMAGE_FORMATS, renditionName, type RenderOptions } from './image-renditions';
import { imageWork, REQUEST_WAIT, type WaitBound } from './image-work';

/** How long reading a file back from S3 may take before the work fails (no hung request or job). */
const READ_BACK_TIMEOUT_MS = 60_000;

/** Where an image to render comes from: read only when its turn comes (imageWork). */
export type ImageSource = () => Promise<Buffer | string>;

/**
 * Image sets in storage (docs/artwork.md): renders an image into every width and format under one
 * folder and hands back the set's stable links. Shared by the artwork module (uploads, frames,
 * portraits) and the transcode worker (poster frames), which does not load the artwork module.
 * Errors: UnusableImageError for an image that cannot be rendered, ImageWorkBusyError when its wait
 * for a turn ran out (the caller decides what each is in HTTP); anything else is the storage's.
 * Either way nothing is left under the folder.
 */
@Injectable()
export class ImageSets {
  private readonly logger = new Logger('ImageSets');

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly urls: MediaUrls,
  ) {}

  /**
   * Renders the image from `source` into `prefix` (in a child process, one render at a time:
   * image-work.ts), waiting for its turn as long as `bound` allows (else ImageWorkBusyError).
   */
  async render(prefix: string, source: ImageSource, options: RenderOptions = {}, bound: WaitBound = REQUEST_WAIT): Promise<StoredImageSet> {
    try {
      const rendered = await imageWork.render(source, options, bound);
      for (const file of rendered.files) await this.storage.put(`${prefix}/${file.name}`, Readable.from([file.body]), file.contentType);
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
    } catch (error) {
      await this.remove(prefix);
      throw error;
    }
  }

  /** A stored file as sharp reads it: its path on local storage, its bytes from S3. */
  sourceAt(key: string): ImageSource {
    return async () => (this.storage.localPath ? this.storage.localPath(key) : this.read(key));
  }

  /**
   * Copies a set's files into `prefix` as they are (no second encode), for a set two owners must not
   * share; the copy's links name its own files.
   */
  async copy(set: StoredImageSet, prefix: string): Promise<StoredImageSet> {
    const links = [
      set.src,
      set.ogImage,
      set.feedImage,
      ...IMAGE_FORMATS.flatMap((format) => set.srcset[format].split(', ').map((entry) => entry.split(' ')[0])),
    ];
    const moved = new Map<string, string>();
    try {
      for (const link of links) {
        if (!link || moved.has(link)) continue;
        const name = fileNameOf(link);
        await this.storage.put(`${prefix}/${name}`, Readable.from([await this.read(`${set.prefix}/${name}`)]), contentTypeOfKey(name));
        moved.set(link, this.urls.stable(`${prefix}/${name}`));
      }
    } catch (error) {
      await this.remove(prefix);
      throw error;
    }
    const relink = (link: string) => moved.get(link) ?? link;
    const srcset = (format: (typeof IMAGE_FORMATS)[number]) =>
      set.srcset[format]
        .split(', ')
        .map((entry) => {
          const [link, width] = entry.split(' ');
          return `${relink(link)} ${width}`;
        })
        .join(', ');
    return {
      ...set,
      prefix,
      src: relink(set.src),
      srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') },
      ogImage: relink(set.ogImage),
      feedImage: set.feedImage ? relink(set.feedImage) : null,
    };
  }

  /** The storage key of one of a set's links (all its files sit directly in its folder). */
  keyOf(set: StoredImageSet, link: string): string {
    return `${set.prefix}/${fileNameOf(link)}`;
  }

  /** Removes a set's files; a failure is logged, never thrown (the row no longer points at them). */
  async remove(prefix: string): Promise<void> {
    await this.storage
      .deletePrefix(prefix)
      .catch((error: unknown) => this.logger.warn(`Could not remove ${prefix}: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** A stored file's bytes: from disk, or through a short-lived presigned URL on S3. */
  async read(key: string): Promise<Buffer> {
    if (this.storage.localPath) return readFile(this.storage.localPath(key));
    const response = await fetch(await this.storage.inputForTranscoder(key), { signal: AbortSignal.timeout(READ_BACK_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Could not read ${key} back from storage (HTTP ${response.status})`);
    return Buffer.from(await response.arrayBuffer());
  }
}

/** The file name a stable link ends in (`/media/{prefix}/640.jpg?sig=…` → `640.jpg`). */
function fileNameOf(link: string): string {
  const path = new URL(link, 'http://relative.invalid').pathname;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}
