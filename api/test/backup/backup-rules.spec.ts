import { BackupUsageError, parseBackupLocation } from '../../src/backup/backup-location';
import { BackupIntegrityError, checkManifest } from '../../src/backup/backup-manifest';
import { checkToolFitsServer, libpqConnection, PgToolError } from '../../src/backup/pg-tools';

const SHA = 'a'.repeat(64);
const manifest = (paths: string[]) => ({
  format: 'podcast-backup',
  formatVersion: 1,
  files: paths.map((path) => ({ path, size: 1, sha256: SHA })),
});

describe('backup rules', () => {
  it('reads a folder or an s3://bucket/prefix location (the prefix may be empty)', () => {
    expect(parseBackupLocation('backups/today', '--to')).toEqual({ kind: 'folder', path: expect.stringMatching(/\/backups\/today$/) });
    expect(parseBackupLocation('s3://bucket/nightly/2026-11-28/', '--to')).toEqual({ kind: 's3', bucket: 'bucket', prefix: 'nightly/2026-11-28' });
    expect(() => parseBackupLocation(undefined, '--from')).toThrow(new BackupUsageError('--from <folder> is required'));
    expect(() => parseBackupLocation('https://example.com/x', '--to')).toThrow(BackupUsageError);
    expect(parseBackupLocation('s3://bucket', '--from')).toEqual({ kind: 's3', bucket: 'bucket', prefix: '' });
  });

  it('accepts only the paths a backup writes: a manifest cannot make a restore write outside storage or DATA_DIR', () => {
    expect(checkManifest(manifest(['database.dump', 'media/episodes/1/raw/a.mp4', 'data/secrets.json'])).files).toHaveLength(3);
    for (const path of ['media/../../etc/passwd', 'media/episodes/../../x', 'media//x', 'data/postgres.password', '../database.dump', '/etc/passwd']) {
      expect(() => checkManifest(manifest(['database.dump', path]))).toThrow(BackupIntegrityError);
    }
    expect(() => checkManifest(manifest(['media/a.mp4']))).toThrow('manifest.json lists no database.dump');
    expect(() => checkManifest(manifest(['database.dump', 'database.dump']))).toThrow(BackupIntegrityError);
    expect(() => checkManifest({ ...manifest(['database.dump']), formatVersion: 2 })).toThrow(BackupIntegrityError);
    expect(() => checkManifest({ ...manifest([]), files: [{ path: 'database.dump', size: 1, sha256: 'nothex' }] })).toThrow(BackupIntegrityError);
  });

  it('says which client tools to install when pg_dump is older than the server', () => {
    expect(() => checkToolFitsServer('pg_dump', 15, 15, undefined)).not.toThrow();
    expect(() => checkToolFitsServer('pg_restore', 18, 15, undefined)).not.toThrow();
    expect(() => checkToolFitsServer('pg_dump', 15, 18, undefined)).toThrow(
      new PgToolError(
        "pg_dump is version 15, the database server 18: pg_dump must be of the server's major version or newer. Install postgresql-client-18 (apt.postgresql.org) and set PG_BIN_DIR=/usr/lib/postgresql/18/bin",
      ),
    );
  });

  it('keeps the password off the tools’ command line', () => {
    expect(libpqConnection('postgres://podcast:s%40cret@db:5432/podcast?sslmode=require')).toEqual({
      dbname: 'postgres://podcast@db:5432/podcast?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    });
    expect(libpqConnection('postgres://postgres@127.0.0.1/podcast')).toEqual({ dbname: 'postgres://postgres@127.0.0.1/podcast', env: {} });
  });
});
