import { ApiError } from '@podcast/web-kit';
import { useToast } from '@podcast/web-kit/admin';
import { useCallback, useRef, useState } from 'react';
import { useInvalidateEpisodeMedia } from '../episodes-api';
import { uploadWithProgress } from '../upload-with-progress';

export type UploadKind = 'raw' | 'edited';

/** A file on its way to the server (spec §3 "Media asset (upload row in the UI)"); done uploads leave this list for the server's. */
export interface PendingUpload {
  localId: string;
  kind: UploadKind;
  fileName: string;
  fileSize: number;
  fileType: string;
  progress: number;
  isUploading: boolean;
  uploadError: string | null;
}

const SUCCESS: Record<UploadKind, string> = { raw: 'Raw file uploaded successfully!', edited: 'Edited video uploaded successfully!' };

let counter = 0;

/**
 * Uploads with progress; the server's asset list is refreshed after each success. Files go one at a
 * time in the order they were chosen, so the server numbers them (and the lists show them) in that
 * order; all their rows show at once.
 */
export function useUploads(episodeId: number | null) {
  const toast = useToast();
  const refreshAssets = useInvalidateEpisodeMedia(episodeId);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** Rows removed while still waiting in the queue are not sent. */
  const dismissed = useRef(new Set<string>());
  const patch = (localId: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.localId === localId ? { ...item, ...change } : item)));

  const send = useCallback(
    async (kind: UploadKind, file: File, localId: string) => {
      if (episodeId === null || dismissed.current.has(localId)) return;
      const form = new FormData();
      if (kind === 'raw') form.append('episodeId', String(episodeId));
      form.append('media', file);
      try {
        const onProgress = (progress: number) => patch(localId, { progress });
        const response =
          kind === 'raw'
            ? await uploadWithProgress('/api/admin/upload/file', { body: form }, onProgress)
            : await uploadWithProgress('/api/admin/episodes/{id}/upload-video', { params: { path: { id: episodeId } }, body: form }, onProgress);
        if (!response.success) throw new Error('Upload failed - invalid response');
        await refreshAssets();
        setPending((list) => list.filter((item) => item.localId !== localId));
        toast.success(SUCCESS[kind]);
      } catch (error) {
        const reason = error instanceof ApiError ? error.serverMessage : undefined;
        // "Upload failed - invalid response" (spec §8) keeps its own wording.
        const own = error instanceof Error && error.message.startsWith('Upload failed') ? error.message : 'Upload failed';
        patch(localId, { isUploading: false, uploadError: reason ? `Upload failed: ${reason}` : own });
        toast.error('Upload Error', `Failed to upload ${file.name}. Please try again.`);
      }
    },
    [episodeId, refreshAssets, toast],
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
          isUploading: true,
          uploadError: null,
        })),
      ]);
      for (const { file, localId } of items) queue.current = queue.current.then(() => send(kind, file, localId));
    },
    [episodeId, send, toast],
  );

  const dismiss = (localId: string) => {
    dismissed.current.add(localId);
    setPending((list) => list.filter((item) => item.localId !== localId));
  };
  return { pending, upload, dismiss };
}
