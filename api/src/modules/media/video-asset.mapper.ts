import type { MediaUrls } from './media-urls.service';
import type { VideoAssetDto } from './media.dto';
import type { VideoAssetEntity } from './video-asset.entity';

export async function mapVideoAsset(asset: VideoAssetEntity, urls: MediaUrls, commentCount: number): Promise<VideoAssetDto> {
  const url = await urls.signed(asset.storageKey);
  return {
    id: asset.id,
    key: asset.storageKey,
    s3Key: asset.storageKey,
    originalName: asset.originalName,
    contentType: asset.contentType,
    type: asset.type,
    version: asset.version,
    variants: { '720p': asset.variants['720p'] ?? null, '480p': asset.variants['480p'] ?? null },
    variantUrls: await urls.variantUrls(asset),
    transcodingStatus: asset.transcodingStatus,
    transcodingProgress: asset.transcodingProgress,
    transcodingError: asset.transcodingError,
    transcodingJobId: asset.transcodingJobId,
    size: asset.size,
    durationSec: asset.durationSec,
    frameRate: asset.frameRate,
    url,
    publicUrl: url,
    posterUrl: asset.posterKey ? urls.stable(asset.posterKey) : null,
    createdAt: asset.createdAt.toISOString(),
    commentCount,
  };
}
