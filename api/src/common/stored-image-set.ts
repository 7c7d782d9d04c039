import type { ImageSetDto } from './image-set.dto';

/**
 * What an episode's artwork or a guest's portrait column holds (jsonb): the links the API hands out,
 * which are stable signed URLs (docs/media.md), and the storage prefix that holds every rendition.
 */
export interface StoredImageSet extends Omit<ImageSetDto, 'alt'> {
  prefix: string;
}

export function toImageSetDto(set: StoredImageSet | null, alt: string): ImageSetDto | null {
  if (!set) return null;
  return { alt, width: set.width, height: set.height, src: set.src, srcset: { ...set.srcset }, ogImage: set.ogImage, feedImage: set.feedImage };
}
