import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupPlace } from './backup-place';
import { copyWithHash } from './copy-with-hash';

/** A backup in a folder of this machine (or a mounted disk). */
export class FolderBackupPlace implements BackupPlace {
  constructor(readonly description: string) {}

  private get folder(): string {
    return this.description;
  }

  localPath(path: string): string {
    return join(this.folder, path);
  }

  async isEmpty(): Promise<boolean> {
    const entries = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries.length === 0;
  }

  write(path: string, body: Readable): Promise<{ size: number; sha256: string }> {
    return copyWithHash(body, this.localPath(path));
  }

  async writeWhole(path: string, text: string): Promise<void> {
    const partial = `${this.localPath(path)}.partial`;
    await mkdir(dirname(partial), { recursive: true });
    await writeFile(partial, text);
    await rename(partial, this.localPath(path));
  }

  async read(path: string): Promise<Readable> {
    await stat(this.localPath(path));
    return createReadStream(this.localPath(path));
  }

  async readText(path: string): Promise<string | null> {
    return readFile(this.localPath(path), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async size(path: string): Promise<number | null> {
    const info = await stat(this.localPath(path)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  close(): void {}
}
