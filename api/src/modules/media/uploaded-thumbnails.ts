import type { UploadedArtworkDto } from './media.dto';

/** A thumbnail as rendered: its renditions, and the storage key of the JPEG its `src` names. */
export interface RenderedThumbnail {
  key: string;
  artwork: UploadedArtworkDto;
}

/**
 * The media module's port for the create-episode form's thumbnail (POST /api/admin/upload/episode):
 * the artwork module, which sits above media, provides it (ArtworkPortsModule) with its image
 * pipeline, so the spec's thumbnail gets the same renditions, srcset and feed artwork as the Artwork
 * card's upload. An abstract class: the injection token and the interface in one (docs/architecture.md, "Module graph").
 */
export abstract class UploadedThumbnails {
  /**
   * Renders the thumbnail stored at `sourceKey` (uploaded as `name`) through the artwork pipeline
   * (docs/artwork.md), into the folder that holds it, and deletes the uploaded file. An image that
   * cannot be used is an HTTP error naming why; the caller then removes what it stored.
   */
  abstract render(sourceKey: string, name: string): Promise<RenderedThumbnail>;
}
