import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaSigner } from '../media-signer';
import { isValidStorageKey } from './storage-key';
import type { SignedUrlOptions, StorageDriver, StoredObject } from './storage.driver';

export class InvalidStorageKeyError extends Error {}

/**
 * Write buffer of an upload: one network chunk (64 KiB). With the 16 KiB default every chunk
 * overflows the buffer and pauses the request; with megabytes, chunks pile up in memory (RSS and
 * GC grew). Measured in docs/performance.md, "Media".
 */
const WRITE_BUFFER_BYTES = 64 * 1024;

/** Files under STORAGE_DIR; written to a temporary name and renamed, so a cut-off upload leaves nothing. */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly signer: MediaSigner,
  ) {
    this.root = resolve(root);
  }

  localPath(key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError('Invalid media key');
    const path = resolve(this.root, key);
    // Belt and braces: the key rules already forbid leaving the root.
    if (!path.startsWith(this.root + sep)) throw new InvalidStorageKeyError('Invalid media key');
    return path;
  }

  async put(key: string, body: Readable, _contentType: string): Promise<StoredObject> {
    const path = this.localPath(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx', highWaterMark: WRITE_BUFFER_BYTES }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: (await stat(path)).size };
  }

  /** Moved when the file is on the same disk (no copy), else copied under a temporary name and renamed. */
  async putFile(key: string, source: string, _contentType: string): Promise<StoredObject> {
    const path = this.localPath(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(source, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await copyFile(source, partial);
        await rename(partial, path);
      } catch (copyError) {
        await rm(partial, { force: true });
        throw copyError;
      }
    }
    return { size: (await stat(path)).size };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.localPath(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw error;
      return null;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | null> {
    const path = this.localPath(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    if (info.size > maxBytes) throw new Error(`${key} is larger than ${maxBytes} bytes`);
    return readFile(path);
  }

  async delete(key: string): Promise<void> {
    await unlink(this.localPath(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.localPath(prefix), { recursive: true, force: true });
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    this.localPath(key);
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSec;
    return this.signer.fileUrl({ key, expires, downloadName: options.downloadName });
  }

  async inputForTranscoder(key: string): Promise<string> {
    return this.localPath(key);
  }
}
