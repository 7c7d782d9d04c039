import type { StoredImageSet } from '../../common/stored-image-set';
import { FEED_MIN } from '../images/image-renditions';

/**
 * What the pipeline made of an image, in one sentence the admin can trust: the web sizes, and the
 * feed artwork's real size or why podcast apps do not get any (docs/artwork.md).
 */
export function feedArtworkMessage(set: Pick<StoredImageSet, 'width' | 'height' | 'feedImage' | 'feedImageSize' | 'sourceWidth' | 'sourceHeight'>): string {
  const web = `Web images up to ${set.width} × ${set.height} px`;
  if (set.feedImage) {
    return set.feedImageSize
      ? `${web}; feed artwork ${set.feedImageSize} × ${set.feedImageSize} px for podcast apps.`
      : `${web}; feed artwork for podcast apps.`;
  }
  const size = set.sourceWidth && set.sourceHeight ? ` (this image is ${set.sourceWidth} × ${set.sourceHeight} px)` : '';
  return `${web}. No feed artwork: podcast apps need a square image of at least ${FEED_MIN} × ${FEED_MIN} px${size}, so they show the show's artwork.`;
}
