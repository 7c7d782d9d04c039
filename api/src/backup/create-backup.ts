import { copyFile, mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EnvironmentVariables } from '../config/app-config';
import { isValidStorageKey } from '../modules/media/storage/storage-key';
import { appVersion } from './app-version';
import {
  type BackupManifest,
  DATA_FOLDER,
  DATA_SECRET_FILES,
  DATABASE_FILE,
  MANIFEST_FILE,
  type ManifestFile,
  MEDIA_FOLDER,
  sha256OfFile,
} from './backup-manifest';
import { copyWithHash } from './copy-with-hash';
import { readDatabaseFacts } from './database-facts';
import { mediaStoreFor } from './media-store-for';
import { checkToolFitsServer, pgToolVersion, runPgTool } from './pg-tools';

export class BackupTargetError extends Error {}

/** Settings that, when set, hold a secret the backup does not carry (they live in the environment). */
const SECRET_SETTINGS = ['SESSION_SECRET', 'MEDIA_SIGNING_KEY', 'DKIM_PRIVATE_KEY', 'SMTP_PASS', 'GMAIL_APP_PASSWORD', 'S3_SECRET_ACCESS_KEY'] as const;

export interface BackupReport {
  folder: string;
  manifest: BackupManifest;
  skipped: string[];
}

/**
 * Writes a backup into `folder` (new or empty): the database first (pg_dump's custom format, one
 * consistent snapshot), then the media, then DATA_DIR's secret files, and the manifest last, so a
 * folder without manifest.json is a backup that did not finish. Media copied after the dump holds
 * every object a dumped row names (an object deleted in between is the one exception: its row went too).
 */
export async function createBackup(config: EnvironmentVariables, folder: string, log: (line: string) => void): Promise<BackupReport> {
  const existing = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0) throw new BackupTargetError(`${folder} is not empty: a backup goes into a new or empty folder`);
  // Checked before the folder is made: a refusal leaves nothing behind.
  const facts = await readDatabaseFacts(config.DATABASE_URL);
  const pgDump = await pgToolVersion('pg_dump', config.PG_BIN_DIR);
  checkToolFitsServer('pg_dump', pgDump.major, facts.serverMajor, config.PG_BIN_DIR);
  await mkdir(folder, { recursive: true });

  const files: ManifestFile[] = [];
  const addFile = async (path: string) => {
    const full = join(folder, path);
    files.push({ path, size: (await stat(full)).size, sha256: await sha256OfFile(full) });
  };

  log(`Dumping the database (PostgreSQL ${facts.serverVersion}, ${pgDump.line})`);
  await runPgTool('pg_dump', config.PG_BIN_DIR, ['--format=custom', `--file=${join(folder, DATABASE_FILE)}`], config.DATABASE_URL);
  await addFile(DATABASE_FILE);

  const store = mediaStoreFor(config);
  const skipped: string[] = [];
  try {
    log(`Copying the media from ${store.description}`);
    for await (const object of store.list()) {
      // Only what the app can have written (storage-key.ts); anything else (lost+found, an editor's
      // swap file) is not media, and a restore would refuse its path.
      if (!isValidStorageKey(object.key)) {
        skipped.push(object.key);
        continue;
      }
      const { body, contentType } = await store.read(object.key);
      const path = `${MEDIA_FOLDER}/${object.key}`;
      const copied = await copyWithHash(body, join(folder, path));
      files.push({ path, ...copied, ...(contentType ? { contentType } : {}) });
    }
  } finally {
    store.close();
  }

  const secretFiles: string[] = [];
  for (const name of DATA_SECRET_FILES) {
    const source = join(config.DATA_DIR, name);
    if (!(await stat(source).catch(() => null))?.isFile()) continue;
    await mkdir(join(folder, DATA_FOLDER), { recursive: true });
    await copyFile(source, join(folder, DATA_FOLDER, name));
    await addFile(`${DATA_FOLDER}/${name}`);
    secretFiles.push(`${DATA_FOLDER}/${name}`);
  }

  const manifest: BackupManifest = {
    format: 'podcast-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    appVersion: appVersion(),
    lastMigration: facts.lastMigration,
    postgres: { serverVersion: facts.serverVersion, pgDump: pgDump.line },
    storage: store.kind === 's3' ? { kind: 's3', bucket: store.bucket } : { kind: 'local' },
    secrets: { inDatabase: facts.secretNames, fromEnvironment: SECRET_SETTINGS.filter((name) => Boolean(config[name])), files: secretFiles },
    files,
  };
  const partial = join(folder, `${MANIFEST_FILE}.partial`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, join(folder, MANIFEST_FILE));
  return { folder, manifest, skipped };
}
