import { EDITED_VIDEO_ACCEPT, pickFinalVideo, RAW_MEDIA_ACCEPT, UPLOAD_LIMITS } from '@podcast/contracts';
import { plainErrorMessage } from '@podcast/web-kit';
import { LoadError, useToast } from '@podcast/web-kit/admin';
import { Button, Card, Divider, Typography } from 'antd';
import { useCallback, useState } from 'react';
import type { VideoAssetDto } from '../api-dto';
import { useCommentCounts, useDeleteAsset, useRetryTranscode, useVideoAssets } from '../episodes-api';
import { CompareDialog } from '../compare/compare-dialog';
import { comparableAssets } from '../compare/version-label';
import { VideoPreviewDialog } from '../preview/video-preview-dialog';
import { DeleteFileDialog } from './delete-file-dialog';
import { assetRow, assetsOfKind, pendingRow, selectedFinalVideo } from './file-rows';
import { MediaDropzone } from './media-dropzone';
import { MediaFileRow } from './media-file-row';
import { useEpisodeRights } from '../rights';
import { ResumeOffers } from './resume-offers';
import { useDownload } from './use-download';
import { useUploads, type PendingUpload, type UploadKind } from './use-uploads';

interface MediaFilesCardProps {
  /** null before the episode exists (the create panel): drops then ask for an episode first. */
  episodeId: number | null;
  finalVideoAssetId?: number | null;
  /**
   * The edited video chosen with the radio, held by the episode detail, whose status panel publishes
   * it (issue 29: the decision sits at the top). Without it the card keeps the choice itself.
   */
  selectedId?: number | null;
  onSelect?: (assetId: number) => void;
  /** Makes a frame of the final video the artwork (episode detail only): offered in its preview as "Use current frame". */
  onUseFrame?: (seconds: number) => Promise<unknown>;
}

type DeleteTarget = { kind: 'asset'; asset: VideoAssetDto } | { kind: 'pending'; upload: PendingUpload };

/**
 * The Media Files card (spec §2): raw footage and the completed edited video, from the server. Uploads,
 * deletes and transcodes need media.upload, choosing the video to publish episodes.publish (issue 31);
 * everyone who sees the episode previews, compares and downloads.
 */
export function MediaFilesCard({ episodeId, finalVideoAssetId, selectedId: heldId, onSelect, onUseFrame }: MediaFilesCardProps) {
  const toast = useToast();
  const rights = useEpisodeRights();
  const assets = useVideoAssets(episodeId);
  const counts = useCommentCounts(episodeId);
  const [resumed, setResumed] = useState<Array<{ kind: UploadKind; fileName: string }>>([]);
  const onStarted = useCallback((kind: UploadKind, file: File) => setResumed((list) => [...list, { kind, fileName: file.name }]), []);
  const { pending, upload, dismiss } = useUploads(episodeId, onStarted);
  const deleteAsset = useDeleteAsset(episodeId ?? 0);
  const retry = useRetryTranscode();
  const download = useDownload();
  const [ownId, setOwnId] = useState<number | null>(null);
  const selectedId = onSelect ? (heldId ?? null) : ownId;
  const setSelectedId = onSelect ?? setOwnId;
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [comparing, setComparing] = useState(false);

  const list = assets.data ?? [];
  const edited = assetsOfKind(list, 'edited');
  const selected = selectedFinalVideo(edited, selectedId, finalVideoAssetId);
  const previewAsset = list.find((asset) => asset.id === previewId) ?? null;
  // The server takes frames of the final video only: the chosen one, else the newest edited version.
  const previewIsFinal = previewAsset !== null && pickFinalVideo(edited, finalVideoAssetId)?.id === previewAsset.id;

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'pending') {
      dismiss(deleting.upload.localId);
      setDeleting(null);
      return;
    }
    deleteAsset.mutate(deleting.asset.id, {
      onSuccess: () => {
        toast.success('Video deleted successfully');
        setDeleting(null);
      },
      onError: (error) => toast.error('Delete Failed', plainErrorMessage(error, 'Failed to delete video. Please try again.')),
    });
  };

  const section = (kind: UploadKind) => (
    <ul style={{ padding: 0, margin: '12px 0 0' }} aria-label={kind === 'raw' ? 'Raw files' : 'Edited videos'}>
      {assetsOfKind(list, kind).map((asset) => (
        <MediaFileRow
          key={asset.id}
          row={assetRow(asset, counts.data ?? [])}
          selectable={kind === 'edited' && rights.publish}
          selected={kind === 'edited' && selected?.id === asset.id}
          onSelect={() => setSelectedId(asset.id)}
          onPreview={asset.contentType.startsWith('video/') ? () => setPreviewId(asset.id) : undefined}
          onDownload={() => void download(asset.s3Key ?? asset.key)}
          onDelete={rights.upload ? () => setDeleting({ kind: 'asset', asset }) : undefined}
          onRetryTranscode={
            rights.upload
              ? () =>
                  retry.mutate(asset.id, {
                    onError: (error) => toast.error('Error', plainErrorMessage(error, 'Failed to restart transcoding. Please try again.')),
                  })
              : undefined
          }
        />
      ))}
      {pending
        .filter((item) => item.kind === kind)
        .map((item) => (
          <MediaFileRow
            key={item.localId}
            row={pendingRow(item)}
            selectable={false}
            selected={false}
            onDelete={() => setDeleting({ kind: 'pending', upload: item })}
          />
        ))}
    </ul>
  );

  const onFiles = (kind: UploadKind) => (files: File[]) => upload(kind, files);
  /** Without media.upload the dropzone is left out; an empty section then says so instead. */
  const noneYet = (kind: UploadKind, text: string) =>
    !assets.isLoading && assetsOfKind(list, kind).length === 0 ? <Typography.Text type="secondary">{text}</Typography.Text> : null;

  return (
    <Card
      title="Media Files"
      id="media-files"
      extra={
        comparableAssets(list).length >= 2 ? (
          <Button onClick={() => setComparing(true)} data-testid="compare-versions">
            Compare versions
          </Button>
        ) : undefined
      }
    >
      {assets.isError && (
        <LoadError
          title="Could not load the episode's files"
          error={assets.error}
          onRetry={() => assets.refetch()}
          retrying={assets.isFetching}
          style={{ marginBottom: 16 }}
        />
      )}
      {rights.upload && <ResumeOffers episodeId={episodeId} resumed={resumed} onResume={(kind, file) => upload(kind, [file])} />}
      <Typography.Title level={5}>Raw Media Files</Typography.Title>
      {rights.upload ? (
        <MediaDropzone
          label="Raw Media Files"
          accept={RAW_MEDIA_ACCEPT}
          maxFiles={UPLOAD_LIMITS.raw.maxFiles}
          maxSize={UPLOAD_LIMITS.raw.maxBytes}
          onFiles={onFiles('raw')}
          hint="Raw footage and audio (MP4, MOV, AVI, WebM, MP3, WAV, M4A, AAC) - up to 5 files, 500MB each"
          draggingText="Drop raw files here"
          chooseLabel="Choose Raw Files"
        />
      ) : (
        noneYet('raw', 'No raw files.')
      )}
      {section('raw')}
      <Divider />
      <Typography.Title level={5}>Completed Edited Video</Typography.Title>
      {rights.upload ? (
        <MediaDropzone
          label="Completed Edited Video"
          accept={EDITED_VIDEO_ACCEPT}
          maxFiles={UPLOAD_LIMITS.edited.maxFiles}
          maxSize={UPLOAD_LIMITS.edited.maxBytes}
          onFiles={onFiles('edited')}
          hint="Final edited video (MP4, MOV) - up to 1GB"
          draggingText="Drop edited video here"
          chooseLabel="Choose Edited Video"
        />
      ) : (
        noneYet('edited', 'No edited video.')
      )}
      {section('edited')}
      <DeleteFileDialog
        fileName={deleting ? (deleting.kind === 'asset' ? deleting.asset.originalName : deleting.upload.fileName) : null}
        pending={deleteAsset.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <CompareDialog open={comparing} assets={list} onClose={() => setComparing(false)} onRefreshAssets={() => void assets.refetch()} />
      {episodeId !== null && (
        <VideoPreviewDialog
          episodeId={episodeId}
          asset={previewAsset}
          onClose={() => setPreviewId(null)}
          onRefreshAsset={() => void assets.refetch()}
          onUseFrame={previewIsFinal ? onUseFrame : undefined}
        />
      )}
    </Card>
  );
}
