import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EnvironmentVariables } from '../config/app-config';
import { ensureDatabase } from '../database/ensure-database';
import { contentTypeOfKey } from '../modules/media/storage/storage-key';
import { type BackupManifest, BackupIntegrityError, checkManifest, DATA_FOLDER, DATABASE_FILE, MANIFEST_FILE, mediaKeyOf } from './backup-manifest';
import type { BackupPlace } from './backup-place';
import { readDatabaseFacts } from './database-facts';
import { mediaStoreFor } from './media-store-for';
import { checkToolFitsServer, pgToolVersion, runPgTool } from './pg-tools';

/** The target holds data: a restore would mix two installs. Refused unless --force. */
export class RestoreTargetError extends Error {}

export interface RestoreOptions {
  /** Restore over a database with tables (pg_restore --clean) and a storage with files (overwritten). */
  force: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  mediaFiles: number;
}

/** A file's sha256, streamed. */
async function sha256Of(body: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(body, hash);
  return hash.digest('hex');
}

/**
 * Brings a backup (a folder, or a bucket prefix) into the configured database and storage: reads and
 * checks the manifest, verifies every file's size and sha256 before anything is written (from a
 * bucket that is one streamed read of each file, and the copy a second), refuses a target that holds
 * data (unless forced), then pg_restore in one transaction, the media, and DATA_DIR's secret files.
 * The app's next start runs the migrations newer than the backup.
 */
export async function restoreBackup(
  config: EnvironmentVariables,
  place: BackupPlace,
  options: RestoreOptions,
  log: (line: string) => void,
): Promise<RestoreReport> {
  const raw = await place.readText(MANIFEST_FILE).catch((error: Error) => {
    throw new BackupIntegrityError(`${MANIFEST_FILE}: ${error.message}`);
  });
  if (raw === null) throw new BackupIntegrityError(`${place.description} has no ${MANIFEST_FILE}: not a backup, or one that did not finish`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BackupIntegrityError(`${MANIFEST_FILE} is not valid JSON`);
  }
  const manifest = checkManifest(parsed);

  log(`Verifying ${manifest.files.length} files of the backup made ${manifest.createdAt}`);
  const bad: string[] = [];
  for (const file of manifest.files) {
    const size = await place.size(file.path);
    if (size === null) bad.push(`${file.path}: missing`);
    else if (size !== file.size) bad.push(`${file.path}: ${size} bytes, the manifest says ${file.size}`);
    else if ((await sha256Of(await place.read(file.path))) !== file.sha256) bad.push(`${file.path}: sha256 differs from the manifest`);
  }
  if (bad.length > 0) {
    const shown = bad.slice(0, 10).join('\n  ');
    throw new BackupIntegrityError(`The backup is damaged; nothing was restored:\n  ${shown}${bad.length > 10 ? `\n  … and ${bad.length - 10} more` : ''}`);
  }

  await ensureDatabase(config.DATABASE_URL);
  const facts = await readDatabaseFacts(config.DATABASE_URL);
  const store = mediaStoreFor(config);
  try {
    const problems: string[] = [];
    if (facts.relations > 0) problems.push(`the database already has ${facts.relations} tables, sequences or views`);
    if (await store.hasAny()) problems.push(`${store.description} already holds files`);
    const dataFiles = manifest.files.filter((file) => file.path.startsWith(`${DATA_FOLDER}/`));
    for (const file of dataFiles) {
      const target = join(config.DATA_DIR, file.path.slice(DATA_FOLDER.length + 1));
      if (await stat(target).catch(() => null)) problems.push(`${target} exists`);
    }
    if (problems.length > 0 && !options.force) {
      throw new RestoreTargetError(
        `Restore needs an empty target, and ${problems.join('; ')}. Point DATABASE_URL and the storage at new ones, or add --force to restore over them (tables in the backup are dropped and recreated, files overwritten).`,
      );
    }

    const pgRestore = await pgToolVersion('pg_restore', config.PG_BIN_DIR);
    checkToolFitsServer('pg_restore', pgRestore.major, facts.serverMajor, config.PG_BIN_DIR);
    log(`Restoring the database (${pgRestore.line}; the backup's last migration: ${manifest.lastMigration ?? 'none'})`);
    // One transaction: a failure leaves the database as empty as it was.
    const restoreArgs = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(options.force ? ['--clean', '--if-exists'] : [])];
    if (place.localPath) await runPgTool('pg_restore', config.PG_BIN_DIR, [...restoreArgs, place.localPath(DATABASE_FILE)], config.DATABASE_URL);
    // From a bucket the dump streams into pg_restore's standard input (it reads a custom-format archive in order).
    else await runPgTool('pg_restore', config.PG_BIN_DIR, restoreArgs, config.DATABASE_URL, { stdin: await place.read(DATABASE_FILE) });

    const media = manifest.files.filter((file) => mediaKeyOf(file.path) !== undefined);
    log(`Copying ${media.length} media files into ${store.description}`);
    for (const file of media) {
      const key = mediaKeyOf(file.path) as string;
      await store.write(key, await place.read(file.path), file.contentType ?? contentTypeOfKey(key));
    }

    for (const file of dataFiles) {
      await mkdir(config.DATA_DIR, { recursive: true });
      await pipeline(await place.read(file.path), createWriteStream(join(config.DATA_DIR, file.path.slice(DATA_FOLDER.length + 1))));
    }
    return { manifest, mediaFiles: media.length };
  } finally {
    store.close();
  }
}
