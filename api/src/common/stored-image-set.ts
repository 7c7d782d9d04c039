import type { ImageSetDto } from './image-set.dto';

/**
 * What an episode's artwork or a guest's portrait column holds (jsonb): the links the API hands out,
 * which are stable signed URLs (docs/media.md), and the storage prefix that holds every rendition.
 */
export interface StoredImageSet extends Omit<ImageSetDto, 'alt' | 'feedImageSize' | 'sourceWidth' | 'sourceHeight'> {
  prefix: string;
  /** Absent in sets stored before issue 29 recorded them. */
  feedImageSize?: number | null;
  sourceWidth?: number;
  sourceHeight?: number;
  /**
   * 'poster': made by the transcode worker from the video's poster frame, for an episode nobody gave
   * artwork (docs/artwork.md). The public sees it like artwork; the admin's artwork field does not.
   */
  origin?: 'poster';
}

export function toImageSetDto(set: StoredImageSet | null, alt: string): ImageSetDto | null {
  if (!set) return null;
  return {
    alt,
    width: set.width,
    height: set.height,
    src: set.src,
    srcset: { ...set.srcset },
    ogImage: set.ogImage,
    feedImage: set.feedImage,
    feedImageSize: set.feedImage ? (set.feedImageSize ?? null) : null,
    sourceWidth: set.sourceWidth ?? null,
    sourceHeight: set.sourceHeight ?? null,
  };
}
