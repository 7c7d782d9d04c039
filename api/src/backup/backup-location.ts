import { resolve } from 'node:path';

/** Where a backup is written to or read from: a folder, or `s3://bucket/prefix` (docs/operations.md, "Backups"). */
export type BackupLocation = { kind: 'folder'; path: string } | { kind: 's3'; bucket: string; prefix: string };

export class BackupUsageError extends Error {}

export function parseBackupLocation(raw: string | undefined, option: '--to' | '--from'): BackupLocation {
  if (!raw) throw new BackupUsageError(`${option} <folder> is required`);
  if (raw.startsWith('s3://')) {
    // Split by hand rather than by a regex with two open-ended groups (the regex-safety test).
    const [bucket = '', ...rest] = raw.slice('s3://'.length).split('/');
    if (bucket) return { kind: 's3', bucket, prefix: trimTrailingSlashes(rest.join('/')) };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) throw new BackupUsageError(`${option} takes a folder or s3://bucket/prefix, not ${raw}`);
  return { kind: 'folder', path: resolve(raw) };
}

function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}
