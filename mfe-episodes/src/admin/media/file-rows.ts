import { pickFinalVideo, VideoAssetType } from '@podcast/contracts';
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
    transfer: upload.transfer,
    uploadError: upload.uploadError,
    transcoding: null,
    commentCount: 0,
  };
}

/** The assets of one section, oldest first: uploads go one at a time, so this is the order the files were chosen in. */
export function assetsOfKind(assets: readonly VideoAssetDto[], kind: UploadKind): VideoAssetDto[] {
  return assets
    .filter((asset) => (kind === 'edited' ? asset.type === VideoAssetType.Edited : asset.type !== VideoAssetType.Edited))
    .sort((a, b) => a.id - b.id);
}

/** Bytes of a transfer in progress, one decimal: "12.3 MB". */
export function formatTransferBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** "12 s", "3 min 5 s", "1 h 2 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

/** A file size for a row: whole MB (spec §9), but KB under 1 MB so a small file never reads "0 MB". */
export function formatFileSize(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The final video selected by default: the episode's chosen one when it is still there, else the
 * newest edited version (the shared publishing rule's choice, which the API makes too).
 */
export function defaultFinalAsset(edited: readonly VideoAssetDto[], finalVideoAssetId: number | null | undefined): VideoAssetDto | null {
  return pickFinalVideo(edited, finalVideoAssetId);
}

/** The video the radio chose, while it is still an edited video of the episode; else the default final one. */
export function selectedFinalVideo(
  edited: readonly VideoAssetDto[],
  selectedId: number | null,
  finalVideoAssetId: number | null | undefined,
): VideoAssetDto | null {
  return edited.find((asset) => asset.id === selectedId) ?? defaultFinalAsset(edited, finalVideoAssetId);
}
