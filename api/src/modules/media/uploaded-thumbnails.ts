import { Injectable } from '@nestjs/common';
import { ModulePort } from '../../common/module-port';
import type { UploadedArtworkDto } from './media.dto';

export interface ThumbnailRenderer {
  /**
   * Renders the thumbnail stored at `sourceKey` through the artwork pipeline (docs/artwork.md), into
   * the folder that holds it. An image that cannot be used is an HTTP error naming why; the caller
   * then removes what it stored.
   */
  render(sourceKey: string): Promise<UploadedArtworkDto>;
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
