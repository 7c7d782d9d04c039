import { useToast } from '@podcast/web-kit/admin';
import { useCallback, useRef, useState } from 'react';
import { useInvalidateEpisodeMedia } from '../episodes-api';
import { serverReason, startTusUpload, type RunningUpload, type TransferStats } from './tus-upload';

export type UploadKind = 'raw' | 'edited';

/** A file on its way to the server (spec §3 "Media asset (upload row in the UI)"); done uploads leave this list for the server's. */
export interface PendingUpload {
  localId: string;
  kind: UploadKind;
  fileName: string;
  fileSize: number;
  fileType: string;
  progress: number;
  /** Bytes sent, speed and time left beside the progress bar (issue 34). */
  transfer: TransferStats | null;
  isUploading: boolean;
  uploadError: string | null;
}

const SUCCESS: Record<UploadKind, string> = { raw: 'Raw file uploaded successfully!', edited: 'Edited video uploaded successfully!' };

let counter = 0;

/**
 * Resumable uploads (tus, docs/media.md) with progress; the server's asset list is refreshed after
 * each success. Files go one at a time in the order they were chosen, so the server numbers them
 * (and the lists show them) in that order; all their rows show at once. A file this browser already
 * started for the same episode and kind continues where the server stopped.
 */
export function useUploads(episodeId: number | null, onStarted?: (kind: UploadKind, file: File) => void) {
  const toast = useToast();
  const refreshAssets = useInvalidateEpisodeMedia(episodeId);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** Rows removed while still waiting in the queue are not sent. */
  const dismissed = useRef(new Set<string>());
  const running = useRef(new Map<string, RunningUpload>());
  const patch = (localId: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.localId === localId ? { ...item, ...change } : item)));

  const send = useCallback(
    async (kind: UploadKind, file: File, localId: string) => {
      if (episodeId === null || dismissed.current.has(localId)) return;
      onStarted?.(kind, file);
      const upload = startTusUpload(file, episodeId, kind, {
        onProgress: (transfer) =>
          patch(localId, { transfer, progress: transfer.bytesTotal > 0 ? Math.min(100, Math.floor((transfer.bytesUploaded / transfer.bytesTotal) * 100)) : 0 }),
      });
      running.current.set(localId, upload);
      try {
        // Every finished upload names its asset (Upload-Asset-Id): without one the answer is not ours.
        if ((await upload.done).assetId === null) throw new Error('Upload failed - invalid response');
        await refreshAssets();
        setPending((list) => list.filter((item) => item.localId !== localId));
        toast.success(SUCCESS[kind]);
      } catch (error) {
        if (dismissed.current.has(localId)) return;
        const reason = serverReason(error);
        // "Upload failed - invalid response" (spec §8) keeps its own wording.
        const own = error instanceof Error && error.message.startsWith('Upload failed') ? error.message : 'Upload failed';
        patch(localId, { isUploading: false, uploadError: reason ? `Upload failed: ${reason}` : own });
        toast.error('Upload Error', `Failed to upload ${file.name}. Please try again.`);
      } finally {
        running.current.delete(localId);
      }
    },
    [episodeId, refreshAssets, toast, onStarted],
  );

  const upload = useCallback(
    (kind: UploadKind, files: readonly File[]) => {
      if (episodeId === null) {
        toast.error('Upload Error', 'Episode ID is required for video upload');
        return;
      }
      const items = files.map((file) => ({ file, localId: `upload-${++counter}` }));
      setPending((list) => [
        ...list,
        ...items.map(({ file, localId }) => ({
          localId,
          kind,
          fileName: file.name,
          fileSize: file.size,
          fileType: file.type,
          progress: 0,
          transfer: null,
          isUploading: true,
          uploadError: null,
        })),
      ]);
      for (const { file, localId } of items) queue.current = queue.current.then(() => send(kind, file, localId));
    },
    [episodeId, send, toast],
  );

  /** Removing a row stops its upload and has the server drop what it received. */
  const dismiss = (localId: string) => {
    dismissed.current.add(localId);
    void running.current
      .get(localId)
      ?.abort(true)
      .catch(() => undefined);
    setPending((list) => list.filter((item) => item.localId !== localId));
  };
  return { pending, upload, dismiss };
}
