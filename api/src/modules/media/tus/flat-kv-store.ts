import type { KvStore, Upload } from '@tus/utils';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local store's upload records (@tus/file-store keeps one JSON per upload), one flat folder,
 * each file named by the base64url of the upload id. The default FileKvStore puts `{id}.json` next
 * to the file, i.e. inside the episode's media folder, and lists only one folder level, so it could
 * not find uploads whose ids are nested keys (episodes/{id}/raw/{uuid}.mp4) to expire them.
 */
export class FlatKvStore implements KvStore<Upload> {
  constructor(private readonly directory: string) {}

  private path(key: string): string {
    return join(this.directory, `${Buffer.from(key).toString('base64url')}.json`);
  }

  async get(key: string): Promise<Upload | undefined> {
    try {
      return JSON.parse(await readFile(this.path(key), 'utf8')) as Upload;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: Upload): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // Written aside and renamed: a process killed mid-write leaves the previous record whole.
    const partial = `${this.path(key)}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(value));
    await rename(partial, this.path(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.json')).map((name) => Buffer.from(name.slice(0, -'.json'.length), 'base64url').toString());
  }
}
