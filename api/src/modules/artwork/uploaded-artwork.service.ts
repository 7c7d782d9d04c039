import { Injectable, Logger } from '@nestjs/common';
import type { StoredImageSet } from '../../common/stored-image-set';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { keyFromPath } from '../media/media-access.service';
import { STABLE_MEDIA_ROUTE, MediaSigner } from '../media/media-signer';
import type { RenderedThumbnail } from '../media/uploaded-thumbnails';
import { episodePrefix, UPLOADED_ARTWORK_FOLDER } from '../media/storage/storage-key';
import { episodeArtworkFolder } from './episode-artwork.service';
import { feedArtworkMessage } from './feed-artwork-message';
import { ImageStore } from './image-store.service';

/** The spec's thumbnail is any decodable image (its clients never had the artwork card's 200 px rule). */
const THUMBNAIL_RENDER = { minSide: 1 };
const UPLOADED_SET = new RegExp(`^${UPLOADED_ARTWORK_FOLDER}/[0-9a-f-]{36}/`);

/**
 * The create-episode form's thumbnail (POST /api/admin/upload/episode) as artwork: rendered like the
 * Artwork card's upload when it arrives, then taken by the episode created or edited with its URL.
 */
@Injectable()
export class UploadedArtworkService {
  private readonly logger = new Logger('UploadedArtwork');

  constructor(
    private readonly images: ImageStore,
    private readonly fields: EpisodeMediaFields,
    private readonly signer: MediaSigner,
  ) {}

  /**
   * Renders the stored thumbnail beside it (the uploaded file itself is then deleted); the answer
   * says what was made (feed artwork or why not), and `key` is the key of its JPEG at `src`.
   */
  async render(sourceKey: string, name: string): Promise<RenderedThumbnail> {
    const set = await this.images.storeBesideSource(sourceKey, { ...THUMBNAIL_RENDER, name });
    const artwork = {
      width: set.width,
      height: set.height,
      src: set.src,
      srcset: { ...set.srcset },
      ogImage: set.ogImage,
      feedImage: set.feedImage,
      feedImageSize: set.feedImageSize ?? null,
      sourceWidth: set.sourceWidth ?? null,
      sourceHeight: set.sourceHeight ?? null,
      message: feedArtworkMessage(set),
    };
    return { key: this.images.keyOf(set, set.src), artwork };
  }

  /**
   * Gives the episode the set behind `thumbnailUrl` when it is an uploaded thumbnail's URL of ours
   * (signature checked). A set another episode holds already is copied into this episode's folder.
   */
  async adopt(episodeId: number, thumbnailUrl: string): Promise<boolean> {
    const prefix = this.uploadedSetOf(thumbnailUrl);
    if (!prefix) return false;
    try {
      const set = await this.images.recordedSet(prefix);
      if (!set) return false;
      const adopted = await this.fields.adoptArtwork(episodeId, set);
      if (adopted === 'taken') return await this.adoptCopy(episodeId, set);
      if (adopted?.previous) await this.images.remove(adopted.previous.prefix);
      return adopted !== null;
    } catch (error) {
      this.logger.warn(`Episode ${episodeId} keeps its thumbnail URL without artwork: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** Removes an episode's artwork files kept outside its own folder (an adopted upload), before the episode goes. */
  async removeAdoptedFiles(episodeId: number): Promise<void> {
    const prefix = await this.fields.artworkPrefixOf(episodeId);
    if (prefix && !prefix.startsWith(`${episodePrefix(episodeId)}/`)) await this.images.remove(prefix);
  }

  private async adoptCopy(episodeId: number, set: StoredImageSet): Promise<boolean> {
    const copy = await this.images.copyInto(set, episodeArtworkFolder(episodeId));
    const result = await this.fields.setArtwork(episodeId, copy);
    if (!result) {
      await this.images.remove(copy.prefix);
      return false;
    }
    if (result.previous) await this.images.remove(result.previous.prefix);
    return true;
  }

  /** The folder of the uploaded set a URL of ours names, or null for any other URL. */
  private uploadedSetOf(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://relative.invalid');
    } catch {
      return null;
    }
    const key = keyFromPath(parsed.pathname, STABLE_MEDIA_ROUTE);
    const sig = parsed.searchParams.get('sig');
    if (!key || !sig || !UPLOADED_SET.test(key) || !this.signer.verifyStable(key, sig)) return null;
    return key.slice(0, key.indexOf('/', UPLOADED_ARTWORK_FOLDER.length + 1));
  }
}
