import { RENDITIONS, TranscodingStatus, type Quality } from '@podcast/contracts';
import type { VideoAssetDto } from '../api-dto';
import type { TranscodeState, VideoSources } from '../../public/player-logic';

export type { TranscodeState };

type StateAsset = Pick<VideoAssetDto, 'variants' | 'transcodingStatus'>;

const hasRendition = (asset: StateAsset) => RENDITIONS.some((rendition) => Boolean(asset.variants?.[rendition]));

/**
 * Spec §4 "Transcoding and uploads", in its order: completed if any asset has a 720p or 480p
 * variant; processing if any is processing or pending; failed if any failed; otherwise idle.
 */
export function transcodeState(assets: readonly StateAsset[]): TranscodeState {
  if (assets.some(hasRendition)) return 'completed';
  if (assets.some((asset) => asset.transcodingStatus === TranscodingStatus.Processing || asset.transcodingStatus === TranscodingStatus.Pending))
    return 'processing';
  if (assets.some((asset) => asset.transcodingStatus === TranscodingStatus.Failed)) return 'failed';
  return 'idle';
}

/** Whether the asset list must be polled: something is still queued or transcoding. */
export function isTranscoding(assets: readonly Pick<VideoAssetDto, 'transcodingStatus'>[]): boolean {
  return assets.some((asset) => asset.transcodingStatus === TranscodingStatus.Pending || asset.transcodingStatus === TranscodingStatus.Processing);
}

/** The player's sources for one asset: the original and whichever renditions exist (signed URLs). */
export function assetSources(asset: Pick<VideoAssetDto, 'url' | 'variantUrls'>): VideoSources {
  const sources: Partial<Record<Quality, string | null>> = { original: asset.url };
  for (const rendition of RENDITIONS) sources[rendition] = asset.variantUrls?.[rendition] ?? null;
  return sources;
}
