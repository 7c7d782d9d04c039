import { Injectable } from '@nestjs/common';
import { ModulePort } from '../../common/module-port';
import type { UploadedArtworkDto } from './media.dto';

/** A thumbnail as rendered: its renditions, and the storage key of the JPEG its `src` names. */
export interface RenderedThumbnail {
  key: string;
  artwork: UploadedArtworkDto;
}

export interface ThumbnailRenderer {
  /**
   * Renders the thumbnail stored at `sourceKey` (uploaded as `name`) through the artwork pipeline
   * (docs/artwork.md), into the folder that holds it, and deletes the uploaded file. An image that
   * cannot be used is an HTTP error naming why; the caller then removes what it stored.
   */
  render(sourceKey: string, name: string): Promise<RenderedThumbnail>;
}

/**
 * The media module's port for the create-episode form's thumbnail (POST /api/admin/upload/episode):
 * the artwork module, which sits above media, plugs its image pipeline in, so the spec's thumbnail
 * gets the same renditions, srcset and feed artwork as the Artwork card's upload.
 */
@Injectable()
export class UploadedThumbnails extends ModulePort<ThumbnailRenderer> {
  constructor() {
    super('UploadedThumbnails');
  }
}
