import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
import type { BackupPlace } from './backup-place';
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
 * Writes a backup into `place` (a new or empty folder, or a bucket prefix with nothing under it): the
 * database first (pg_dump's custom format, one consistent snapshot), then the media, then DATA_DIR's
 * secret files, and the manifest last, so a place without manifest.json is a backup that did not
 * finish. Media copied after the dump holds every object a dumped row names (an object deleted in
 * between is the one exception: its row went too). Everything streams: into a bucket, pg_dump's output
 * and each media object go up as multipart uploads while they are read.
 */
export async function createBackup(config: EnvironmentVariables, place: BackupPlace, log: (line: string) => void): Promise<BackupReport> {
  if (!(await place.isEmpty())) throw new BackupTargetError(`${place.description} is not empty: a backup goes into a new or empty folder or bucket prefix`);
  // Checked before anything is written: a refusal leaves nothing behind.
  const facts = await readDatabaseFacts(config.DATABASE_URL);
  const pgDump = await pgToolVersion('pg_dump', config.PG_BIN_DIR);
  checkToolFitsServer('pg_dump', pgDump.major, facts.serverMajor, config.PG_BIN_DIR);

  const files: ManifestFile[] = [];

  log(`Dumping the database (PostgreSQL ${facts.serverVersion}, ${pgDump.line})`);
  if (place.localPath) {
    // A file pg_dump can seek in: its table of contents then records where each table's data starts.
    const dumpPath = place.localPath(DATABASE_FILE);
    await mkdir(dirname(dumpPath), { recursive: true });
    await runPgTool('pg_dump', config.PG_BIN_DIR, ['--format=custom', `--file=${dumpPath}`], config.DATABASE_URL);
    files.push({ path: DATABASE_FILE, size: (await stat(dumpPath)).size, sha256: await sha256OfFile(dumpPath) });
  } else {
    let dumped: { size: number; sha256: string } | undefined;
    await runPgTool('pg_dump', config.PG_BIN_DIR, ['--format=custom'], config.DATABASE_URL, {
      stdout: async (output) => (dumped = await place.write(DATABASE_FILE, output)),
    });
    files.push({ path: DATABASE_FILE, ...(dumped as { size: number; sha256: string }) });
  }

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
      const copied = await place.write(path, body);
      files.push({ path, ...copied, ...(contentType ? { contentType } : {}) });
    }
  } finally {
    store.close();
  }

  const secretFiles: string[] = [];
  for (const name of DATA_SECRET_FILES) {
    const source = join(config.DATA_DIR, name);
    if (!(await stat(source).catch(() => null))?.isFile()) continue;
    const path = `${DATA_FOLDER}/${name}`;
    files.push({ path, ...(await place.write(path, createReadStream(source))) });
    secretFiles.push(path);
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
  await place.writeWhole(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder: place.description, manifest, skipped };
}
