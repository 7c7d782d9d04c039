import { defaultOptions, DetailedError, Upload, type PreviousUpload } from 'tus-js-client';
import type { UploadKind } from './use-uploads';

/** DESIGN.md's fixed address of resumable uploads (tus 1.0), same origin as the admin. */
export const TUS_ENDPOINT = '/api/admin/uploads/tus';
/** 8 MiB: over S3's 5 MiB minimum part, so each PATCH is one multipart part; a lost chunk costs at most this much. */
export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;
/** A dropped connection is retried at once, then with growing pauses (about 70 s in all) before the row shows an error. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000];

export interface TransferStats {
  bytesUploaded: number;
  bytesTotal: number;
  /** Smoothed; null until there is a measurement. */
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

export interface TusCallbacks {
  onProgress: (stats: TransferStats) => void;
}

export interface RunningUpload {
  done: Promise<{ assetId: number | null }>;
  /** Stops sending; with `terminate` the server removes what it has. */
  abort: (terminate: boolean) => Promise<void>;
}

/** The episode and kind are part of the fingerprint: the same file dropped for another episode starts its own upload. */
export const fingerprintOf = (episodeId: number, kind: UploadKind, file: File) =>
  `podcast-upload:${episodeId}:${kind}:${file.name}:${file.size}:${file.lastModified}`;

/** The server's own words for a refused request (its tus answers are plain text), else undefined. */
export function serverReason(error: unknown): string | undefined {
  if (!(error instanceof DetailedError) || !error.originalResponse) return undefined;
  const status = error.originalResponse.getStatus();
  const body = error.originalResponse.getBody()?.trim();
  return status >= 400 && status < 500 && body ? body : undefined;
}

/** A moving measure of speed, so the time left does not jump with every chunk. */
function speedMeter() {
  let last: { at: number; bytes: number } | null = null;
  let speed: number | null = null;
  return (bytes: number): number | null => {
    const now = performance.now();
    if (last && now - last.at >= 250) {
      const sample = ((bytes - last.bytes) * 1000) / (now - last.at);
      speed = speed === null ? sample : speed * 0.7 + sample * 0.3;
      last = { at: now, bytes };
    } else if (!last || bytes < last.bytes) last = { at: now, bytes };
    return speed;
  };
}

/**
 * Sends a file by tus: creation, 8 MiB PATCHes, HEAD on resume. The upload's URL is kept in
 * localStorage under the file's fingerprint, so after a reload (or a closed lid) the same file
 * continues where the server says it stopped; it is forgotten once the upload succeeds.
 */
export function startTusUpload(file: File, episodeId: number, kind: UploadKind, { onProgress }: TusCallbacks): RunningUpload {
  const meter = speedMeter();
  let upload: Upload;
  const done = new Promise<{ assetId: number | null }>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: TUS_ENDPOINT,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { episodeId: String(episodeId), kind, filename: file.name, filetype: file.type },
      fingerprint: async () => fingerprintOf(episodeId, kind, file),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // Same origin, so the session cookie goes anyway; kept explicit for an API on another host.
      onBeforeRequest: (req) => {
        (req.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
      },
      onProgress: (bytesUploaded, bytesTotal) => {
        const bytesPerSecond = meter(bytesUploaded);
        const secondsLeft = bytesPerSecond && bytesPerSecond > 0 ? Math.ceil((bytesTotal - bytesUploaded) / bytesPerSecond) : null;
        onProgress({ bytesUploaded, bytesTotal, bytesPerSecond, secondsLeft });
      },
      onSuccess: ({ lastResponse }) => {
        const id = Number(lastResponse.getHeader('Upload-Asset-Id'));
        resolve({ assetId: Number.isInteger(id) && id > 0 ? id : null });
      },
      onError: reject,
    });
    void upload.findPreviousUploads().then(
      (previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => upload.start(),
    );
  });
  return { done, abort: (terminate) => upload.abort(terminate) };
}

/** An upload of this episode that a reload, a closed lid or a lost connection left unfinished. */
export interface InterruptedUpload {
  previous: PreviousUpload;
  kind: UploadKind;
  fileName: string;
  percent: number;
}

/** The unfinished uploads remembered in this browser for the episode, with how far the server got; stale ones are forgotten. */
export async function findInterruptedUploads(episodeId: number): Promise<InterruptedUpload[]> {
  const storage = defaultOptions.urlStorage;
  const all = await storage.findAllUploads();
  const found: InterruptedUpload[] = [];
  for (const previous of all) {
    const { metadata } = previous;
    if (metadata.episodeId !== String(episodeId) || (metadata.kind !== 'raw' && metadata.kind !== 'edited') || !previous.uploadUrl) continue;
    const res = await fetch(previous.uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' }, credentials: 'include' }).catch(() => null);
    if (!res) continue;
    if (!res.ok) {
      // Expired, finished elsewhere or removed: nothing to resume.
      if (res.status >= 400 && res.status < 500) await storage.removeUpload(previous.urlStorageKey);
      continue;
    }
    const offset = Number(res.headers.get('Upload-Offset'));
    const length = Number(res.headers.get('Upload-Length') ?? previous.size);
    if (!(length > 0) || offset >= length) {
      await storage.removeUpload(previous.urlStorageKey);
      continue;
    }
    found.push({ previous, kind: metadata.kind, fileName: metadata.filename ?? 'file', percent: Math.floor((offset / length) * 100) });
  }
  return found;
}

/** "Start over": the server drops what it has and this browser forgets the upload. */
export async function discardInterruptedUpload(item: InterruptedUpload): Promise<void> {
  if (item.previous.uploadUrl) await Upload.terminate(item.previous.uploadUrl, { retryDelays: [0, 1000] }).catch(() => undefined);
  await defaultOptions.urlStorage.removeUpload(item.previous.urlStorageKey);
}
