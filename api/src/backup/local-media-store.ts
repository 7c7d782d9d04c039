import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidStorageKey } from '../modules/media/storage/storage-key';
import type { MediaObject, MediaStore } from './media-store';

/** STORAGE_DIR: files by key, as the local storage driver writes them. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local' as const;
  readonly description: string;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.description = `the storage folder ${this.root}`;
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!isValidStorageKey(key) || !path.startsWith(this.root + sep)) throw new Error(`Invalid media key: ${key}`);
    return path;
  }

  async *list(): AsyncIterable<MediaObject> {
    yield* this.walk('');
  }

  private async *walk(prefix: string): AsyncIterable<MediaObject> {
    const entries = await readdir(join(this.root, prefix), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.walk(key);
      // An upload being written is not media yet (local-storage.driver.ts renames it when complete).
      else if (entry.isFile() && !entry.name.endsWith('.partial')) yield { key, size: (await stat(join(this.root, key))).size };
    }
  }

  async read(key: string): Promise<{ body: Readable }> {
    return { body: createReadStream(this.pathOf(key)) };
  }

  async write(key: string, body: Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async hasAny(): Promise<boolean> {
    for await (const _object of this.walk('')) return true;
    return false;
  }

  close(): void {}
}
