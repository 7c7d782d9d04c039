import { newerVideoFirst, pickFinalVideo } from '@podcast/contracts';
import type { VideoAssetEntity } from './video-asset.entity';

type ServableFacts = Pick<VideoAssetEntity, 'id' | 'version' | 'variants' | 'posterKey' | 'renditionsRemovedAt'>;

/**
 * Whether a version has its transcoded files (renditions, ladder, poster): transcoded at least once
 * and not cleaned up since. A version being transcoded again keeps its previous files until the new
 * ones replace them, so it stays servable meanwhile.
 */
export const hasServableFiles = (asset: ServableFacts): boolean =>
  asset.renditionsRemovedAt === null && (asset.posterKey !== null || Object.keys(asset.variants).length > 0);

/**
 * The edited version the public gets (docs/media.md, "Edited versions"): the final video (the one
 * rule, contracts' pickFinalVideo) once it has its transcoded files; until then the newest version
 * that has them, so a new edit replaces the old one only when its transcode is complete and the
 * episode's URLs (page, approved-video, HLS, enclosures) go on serving the old one meanwhile. With no
 * transcoded version at all, the final video as it is (its original only, as before transcoding).
 */
export function pickServedVideo<A extends ServableFacts>(edited: readonly A[], finalVideoAssetId: number | null | undefined): A | null {
  const final = pickFinalVideo(edited, finalVideoAssetId);
  if (!final || hasServableFiles(final)) return final;
  return [...edited].sort(newerVideoFirst).find(hasServableFiles) ?? final;
}
