import type { EnvironmentVariables } from '../config/app-config';
import type { BackupLocation } from './backup-location';
import type { BackupPlace } from './backup-place';
import { FolderBackupPlace } from './folder-backup-place';
import { S3BackupPlace } from './s3-backup-place';

/** The place of a `--to`/`--from` location: a folder, or a bucket's prefix with the BACKUP_S3_* (else S3_*) settings. */
export function backupPlaceFor(location: BackupLocation, config: EnvironmentVariables): BackupPlace {
  return location.kind === 'folder' ? new FolderBackupPlace(location.path) : new S3BackupPlace(config, location.bucket, location.prefix);
}
