import type { Readable } from 'node:stream';

/**
 * Where a backup's files are written and read (`--to`/`--from`): a folder, or a bucket's prefix
 * (docs/operations.md, "Backups"). Paths are the backup's own, `/`-separated (manifest.json,
 * database.dump, media/…, data/…). Every transfer streams: nothing is held whole in memory.
 */
export interface BackupPlace {
  /** For messages: "/srv/backups/monday", "s3://backups/podcast/monday". */
  readonly description: string;
  /** Whether nothing is there yet (a backup goes only into a new or empty place). */
  isEmpty(): Promise<boolean>;
  /** Streams `body` to a new file at `path`, hashing it on the way. */
  write(path: string, body: Readable): Promise<{ size: number; sha256: string }>;
  /** The manifest (or any small text), written so that it appears whole or not at all. */
  writeWhole(path: string, text: string): Promise<void>;
  /** A file's bytes as a stream; rejects when there is none. */
  read(path: string): Promise<Readable>;
  /** A small file's text, or null when there is none. */
  readText(path: string): Promise<string | null>;
  /** A file's size, or null when there is none. */
  size(path: string): Promise<number | null>;
  /** A folder's local path of `path` (pg_dump and pg_restore then use the file directly); undefined for a bucket. */
  localPath?(path: string): string;
  close(): void;
}
