import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { EnvironmentVariables } from '../config/app-config';
import { ensureDatabase } from '../database/ensure-database';
import { contentTypeOfKey } from '../modules/media/storage/storage-key';
import {
  type BackupManifest,
  BackupIntegrityError,
  checkManifest,
  DATA_FOLDER,
  DATABASE_FILE,
  MANIFEST_FILE,
  mediaKeyOf,
  sha256OfFile,
} from './backup-manifest';
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

/**
 * Brings a backup folder into the configured database and storage: reads and checks the manifest,
 * verifies every file's size and sha256 before anything is written, refuses a target that holds data
 * (unless forced), then pg_restore in one transaction, the media, and DATA_DIR's secret files. The
 * app's next start runs the migrations newer than the backup.
 */
export async function restoreBackup(
  config: EnvironmentVariables,
  folder: string,
  options: RestoreOptions,
  log: (line: string) => void,
): Promise<RestoreReport> {
  const raw = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new BackupIntegrityError(
      error.code === 'ENOENT' ? `${folder} has no ${MANIFEST_FILE}: not a backup, or one that did not finish` : `${MANIFEST_FILE}: ${error.message}`,
    );
  });
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
    const full = join(folder, file.path);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) bad.push(`${file.path}: missing`);
    else if (info.size !== file.size) bad.push(`${file.path}: ${info.size} bytes, the manifest says ${file.size}`);
    else if ((await sha256OfFile(full)) !== file.sha256) bad.push(`${file.path}: sha256 differs from the manifest`);
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
    await runPgTool(
      'pg_restore',
      config.PG_BIN_DIR,
      // One transaction: a failure leaves the database as empty as it was.
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(options.force ? ['--clean', '--if-exists'] : []),
        join(folder, DATABASE_FILE),
      ],
      config.DATABASE_URL,
    );

    const media = manifest.files.filter((file) => mediaKeyOf(file.path) !== undefined);
    log(`Copying ${media.length} media files into ${store.description}`);
    for (const file of media) {
      const key = mediaKeyOf(file.path) as string;
      await store.write(key, createReadStream(join(folder, file.path)), file.contentType ?? contentTypeOfKey(key));
    }

    for (const file of dataFiles) {
      await mkdir(config.DATA_DIR, { recursive: true });
      await copyFile(join(folder, file.path), join(config.DATA_DIR, file.path.slice(DATA_FOLDER.length + 1)));
    }
    return { manifest, mediaFiles: media.length };
  } finally {
    store.close();
  }
}
