import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Removes the `.partial` files (uploads being written, see local-storage.driver.ts) that a stopped
 * process left under the storage folder: those last written before this process started. An upload
 * in progress in another process keeps writing, so its file is newer. Returns the removed paths.
 */
export async function sweepPartialFiles(root: string, startedAt: number): Promise<string[]> {
  const removed: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
      } else if (entry.isFile() && entry.name.endsWith('.partial')) {
        const info = await stat(path).catch(() => null);
        if (info && info.mtimeMs < startedAt) {
          await unlink(path).catch(() => undefined);
          removed.push(path);
        }
      }
    }
  };
  await walk(root);
  return removed;
}
