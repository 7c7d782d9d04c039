import { resolve } from 'node:path';

/**
 * Where a backup is written to or read from. A folder now; `s3://bucket/prefix` is parsed so the
 * command line already has its final shape, and is refused until it is built (docs/operations.md).
 */
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

/** The folder of a location, or a usage error saying how to get a bucket's backup there meanwhile. */
export function folderOf(location: BackupLocation, option: '--to' | '--from'): string {
  if (location.kind === 'folder') return location.path;
  const url = `s3://${location.bucket}/${location.prefix}`;
  throw new BackupUsageError(
    option === '--to'
      ? `${option} ${url}: writing a backup to a bucket is not built yet. Write it to a folder, then copy it: aws s3 sync <folder> ${url}`
      : `${option} ${url}: reading a backup from a bucket is not built yet. Copy it to a folder first: aws s3 sync ${url} <folder>`,
  );
}
