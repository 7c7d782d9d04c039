import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaSigner } from '../../src/modules/media/media-signer';
import { LocalStorageDriver } from '../../src/modules/media/storage/local-storage.driver';

/** Transcoder outputs reach local storage by a rename on the same disk, and by a copy across disks. */
describe('LocalStorageDriver.putFile (transcoder outputs)', () => {
  const roots: string[] = [];
  const folder = (parent: string) => {
    const dir = mkdtempSync(join(parent, 'podcast-putfile-'));
    roots.push(dir);
    return dir;
  };
  afterAll(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const driver = (root: string) => new LocalStorageDriver(root, new MediaSigner('unused'));

  it('moves a file from the same disk into place', async () => {
    const work = folder(tmpdir());
    const storage = driver(folder(tmpdir()));
    const source = join(work, '720p.mp4');
    writeFileSync(source, 'rendition');
    await expect(storage.putFile('episodes/1/edited/a/720p.mp4', source, 'video/mp4')).resolves.toEqual({ size: 9 });
    expect(readFileSync(storage.localPath('episodes/1/edited/a/720p.mp4'), 'utf8')).toBe('rendition');
    expect(existsSync(source)).toBe(false);
  });

  // /dev/shm is a tmpfs on Linux: a rename from there into storage fails with EXDEV.
  it('copies a file from another disk (EXDEV) and leaves no partial file', async () => {
    const work = folder('/dev/shm');
    const root = folder(tmpdir());
    const storage = driver(root);
    const source = join(work, 'poster.jpg');
    writeFileSync(source, 'poster');
    await expect(storage.putFile('episodes/1/edited/a/poster.jpg', source, 'image/jpeg')).resolves.toEqual({ size: 6 });
    expect(readFileSync(storage.localPath('episodes/1/edited/a/poster.jpg'), 'utf8')).toBe('poster');
    expect(readdirSync(join(root, 'episodes/1/edited/a'))).toEqual(['poster.jpg']);
    // Copied, not moved: the rename was refused across disks (the work folder is removed by its owner).
    expect(existsSync(source)).toBe(true);
  });
});
