import { VideoAssetType } from '@podcast/contracts';
import type { CommentCountDto, VideoAssetDto } from '../api-dto';
import type { FileRowModel } from './media-file-row';
import type { PendingUpload, UploadKind } from './use-uploads';

export function assetRow(asset: VideoAssetDto, counts: readonly CommentCountDto[]): FileRowModel {
  const edited = asset.type === VideoAssetType.Edited;
  return {
    rowKey: `asset-${asset.id}`,
    fileName: asset.originalName,
    fileSize: asset.size,
    fileType: asset.contentType,
    version: edited ? asset.version : null,
    isUploading: false,
    progress: null,
    uploadError: null,
    transcoding: edited ? { status: asset.transcodingStatus, progress: asset.transcodingProgress, error: asset.transcodingError } : null,
    commentCount: counts.find((count) => count.assetId === asset.id)?.count ?? asset.commentCount ?? 0,
  };
}

export function pendingRow(upload: PendingUpload): FileRowModel {
  return {
    rowKey: upload.localId,
    fileName: upload.fileName,
    fileSize: upload.fileSize,
    fileType: upload.fileType,
    version: null,
    isUploading: upload.isUploading,
    progress: upload.progress,
    uploadError: upload.uploadError,
    transcoding: null,
    commentCount: 0,
  };
}

export function assetsOfKind(assets: readonly VideoAssetDto[], kind: UploadKind): VideoAssetDto[] {
  return assets.filter((asset) => (kind === 'edited' ? asset.type === VideoAssetType.Edited : asset.type !== VideoAssetType.Edited));
}

/**
 * The final video selected by default: the episode's chosen one when it is still there, else the
 * newest edited version (what the API falls back to as well).
 */
export function defaultFinalAsset(edited: readonly VideoAssetDto[], finalVideoAssetId: number | null | undefined): VideoAssetDto | null {
  const chosen = edited.find((asset) => asset.id === finalVideoAssetId);
  if (chosen) return chosen;
  return [...edited].sort((a, b) => (b.version ?? 0) - (a.version ?? 0) || b.id - a.id)[0] ?? null;
}
