import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { isValidStorageKey } from '../modules/media/storage/storage-key';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.dump';
/** Media objects sit under this folder of the backup, by their storage key. */
export const MEDIA_FOLDER = 'media';
/** Files of DATA_DIR that hold secrets (only installs from before secrets moved to PostgreSQL have one). */
export const DATA_FOLDER = 'data';
export const DATA_SECRET_FILES = ['secrets.json'] as const;

export interface ManifestFile {
  /** Relative to the backup folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
  /** Media only: the content type the object was stored with (S3), for a restore into a bucket. */
  contentType?: string;
}

export interface BackupManifest {
  format: 'podcast-backup';
  formatVersion: 1;
  createdAt: string;
  appVersion: string;
  /** The newest migration the database had run (a restore into a newer app runs the rest at start). */
  lastMigration: string | null;
  postgres: { serverVersion: string; pgDump: string };
  storage: { kind: 'local' | 's3'; bucket?: string };
  /**
   * Where the secrets are: names kept in the database (they come with the dump), names set in the
   * environment (NOT in the backup: keep them with your other secrets), files copied from DATA_DIR.
   * Names only, never values.
   */
  secrets: { inDatabase: string[]; fromEnvironment: string[]; files: string[] };
  files: ManifestFile[];
}

export class BackupIntegrityError extends Error {}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** The storage key a manifest path names, or undefined when it is not a media file. */
export function mediaKeyOf(path: string): string | undefined {
  return path.startsWith(`${MEDIA_FOLDER}/`) ? path.slice(MEDIA_FOLDER.length + 1) : undefined;
}

/**
 * Checks a manifest read from disk before anything is written: its shape, and that every path is one
 * a backup writes (the database, a valid storage key under media/, a known DATA_DIR file), so a
 * crafted manifest cannot make the restore write outside the storage root or DATA_DIR.
 */
export function checkManifest(value: unknown): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (!manifest || manifest.format !== 'podcast-backup' || manifest.formatVersion !== 1 || !Array.isArray(manifest.files)) {
    throw new BackupIntegrityError(`${MANIFEST_FILE} is not a podcast backup manifest (format 1)`);
  }
  const seen = new Set<string>();
  for (const file of manifest.files as unknown[]) {
    const { path, size, sha256 } = (file ?? {}) as Partial<ManifestFile>;
    const mediaKey = typeof path === 'string' ? mediaKeyOf(path) : undefined;
    const known =
      path === DATABASE_FILE || (mediaKey !== undefined && isValidStorageKey(mediaKey)) || DATA_SECRET_FILES.some((name) => path === `${DATA_FOLDER}/${name}`);
    if (typeof path !== 'string' || !known || seen.has(path)) throw new BackupIntegrityError(`${MANIFEST_FILE} lists an unexpected file: ${String(path)}`);
    if (!Number.isSafeInteger(size) || (size as number) < 0 || typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) {
      throw new BackupIntegrityError(`${MANIFEST_FILE} has no valid size and sha256 for ${path}`);
    }
    seen.add(path);
  }
  if (!seen.has(DATABASE_FILE)) throw new BackupIntegrityError(`${MANIFEST_FILE} lists no ${DATABASE_FILE}`);
  return manifest as BackupManifest;
}
