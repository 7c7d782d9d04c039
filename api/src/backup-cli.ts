import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/app-config';
import { type BackupLocation, BackupUsageError, parseBackupLocation } from './backup/backup-location';
import { backupPlaceFor } from './backup/backup-place-for';
import { BackupIntegrityError } from './backup/backup-manifest';
import { BackupTargetError, createBackup } from './backup/create-backup';
import { PgToolError } from './backup/pg-tools';
import { restoreBackup, RestoreTargetError } from './backup/restore-backup';

const USAGE = `Usage: npm run backup -- --to <folder | s3://bucket/prefix>
       npm run restore -- --from <folder | s3://bucket/prefix> [--force]

  backup writes a new or empty folder (or a bucket prefix with nothing under it): database.dump (pg_dump, custom format), media/ (every file of
  STORAGE_DIR, or every object of S3_BUCKET), data/ (DATA_DIR's secret files, if any) and
  manifest.json (time, app version, last migration, each file's size and sha256), written last.
  restore verifies every file against the manifest, refuses a database with tables or a storage with
  files (--force restores over them), then runs pg_restore and copies the media.
  Database and storage are the ones \`npm start\` uses (DATABASE_URL, else on a bare machine the
  embedded PostgreSQL in DATA_DIR; S3_BUCKET, else STORAGE_DIR). pg_dump and pg_restore come from
  PG_BIN_DIR, else PATH, and must be of the server's major version or newer.
  A bucket is reached with BACKUP_S3_ENDPOINT, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY and
  _FORCE_PATH_STYLE, each falling back to its S3_* setting (docs/operations.md).
  Exit codes: 0 done, 1 failed or refused, 2 usage error.
`;

export interface BackupCliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

/** Errors whose message is the whole story for the user (no stack, exit 1). */
const EXPECTED = [BackupIntegrityError, BackupTargetError, RestoreTargetError, PgToolError];

/** `backup-cli.js backup|restore …` (npm run backup / npm run restore); returns the exit code. */
export async function runBackupCli(argv: string[], io: BackupCliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { to: { type: 'string' }, from: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const [command, ...rest] = positionals;
  const wrong =
    rest.length > 0 || (command !== 'backup' && command !== 'restore')
      ? `Unknown command: ${positionals.join(' ') || '(none)'}`
      : command === 'backup' && (values.from !== undefined || values.force)
        ? 'backup takes --to <folder> only'
        : command === 'restore' && values.to !== undefined
          ? 'restore takes --from <folder> [--force]'
          : undefined;
  if (wrong) {
    io.stderr.write(`${wrong}\n\n${USAGE}`);
    return 2;
  }

  let location: BackupLocation;
  try {
    location = command === 'backup' ? parseBackupLocation(values.to, '--to') : parseBackupLocation(values.from, '--from');
  } catch (error) {
    if (!(error instanceof BackupUsageError)) throw error;
    io.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }

  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }

  const log = (line: string) => io.stderr.write(`${line}\n`);
  const place = backupPlaceFor(location, config);
  const folder = place.description;
  try {
    if (command === 'backup') {
      const { manifest, skipped } = await createBackup(config, place, log);
      for (const key of skipped) log(`Skipped ${key}: not a media key the app writes`);
      const media = manifest.files.filter((file) => file.path.startsWith('media/'));
      const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
      io.stdout.write(`Backed up to ${folder}: the database, ${media.length} media files, ${manifest.secrets.files.length} secret files (${bytes} bytes)\n`);
      if (manifest.secrets.fromEnvironment.length > 0) {
        io.stdout.write(`Not in the backup, set in the environment: ${manifest.secrets.fromEnvironment.join(', ')}; keep them with your other secrets\n`);
      }
      return 0;
    }
    const { manifest, mediaFiles } = await restoreBackup(config, place, { force: Boolean(values.force) }, log);
    io.stdout.write(`Restored the backup made ${manifest.createdAt} (app ${manifest.appVersion}): the database and ${mediaFiles} media files\n`);
    if (manifest.secrets.fromEnvironment.length > 0) {
      io.stdout.write(`Set these as the backed-up install had them (they are not in the backup): ${manifest.secrets.fromEnvironment.join(', ')}\n`);
    }
    return 0;
  } catch (error) {
    if (EXPECTED.some((kind) => error instanceof kind)) {
      io.stderr.write(`${(error as Error).message}\n`);
      return 1;
    }
    throw error;
  } finally {
    place.close();
  }
}

if (require.main === module) {
  runBackupCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
