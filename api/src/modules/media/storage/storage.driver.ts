import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
}

export interface SignedUrlOptions {
  expiresInSec: number;
  /** When set, the URL downloads as an attachment carrying this file name. */
  downloadName?: string;
}

/**
 * One storage interface, two drivers (DESIGN.md): local disk (STORAGE_DIR) and S3 (S3_BUCKET).
 * Keys are validated relative paths (storage-key.ts); a driver never sees an unchecked key.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key`; on any error (client abort, size limit) nothing is left behind. */
  put(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  /** Stores a local file the caller is done with (transcoder outputs): the source may be moved away. */
  putFile(key: string, path: string, contentType: string): Promise<StoredObject>;
  /** Size of a stored object, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** A small object's bytes (HLS playlists), or null when there is none; refuses one over `maxBytes`. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** A time-limited URL that serves the object (HMAC-signed API route, or S3 presigned). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** What ffmpeg reads: a local path, or a presigned URL. */
  inputForTranscoder(key: string): Promise<string>;
  /** Local driver only: the absolute path of a key. */
  localPath?(key: string): string;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
