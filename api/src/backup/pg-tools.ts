import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class PgToolError extends Error {}

export type PgTool = 'pg_dump' | 'pg_restore';

/** The binary to run: PG_BIN_DIR's, else the one on PATH. */
export const pgToolPath = (tool: PgTool, binDir: string | undefined) => (binDir ? join(binDir, tool) : tool);

/** "pg_dump (PostgreSQL) 15.20 (Debian …)" → 15 (and the whole line, for the manifest). */
export async function pgToolVersion(tool: PgTool, binDir: string | undefined): Promise<{ major: number; line: string }> {
  const path = pgToolPath(tool, binDir);
  let stdout: string;
  try {
    ({ stdout } = await run(path, ['--version']));
  } catch (error) {
    throw new PgToolError(
      `${path} could not be run (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): install the PostgreSQL client tools (Debian: postgresql-client) or set PG_BIN_DIR`,
    );
  }
  const line = stdout.trim();
  const major = Number(/\)\s+(\d+)/.exec(line)?.[1]);
  if (!Number.isInteger(major)) throw new PgToolError(`Could not read the version of ${path}: ${line}`);
  return { major, line };
}

/**
 * pg_dump refuses a server newer than itself, and pg_restore an archive from a newer pg_dump; say so
 * before starting, with the way out (a bare machine's embedded PostgreSQL is 18, Debian 12's client 15).
 */
export function checkToolFitsServer(tool: PgTool, toolMajor: number, serverMajor: number, binDir: string | undefined): void {
  if (toolMajor >= serverMajor) return;
  throw new PgToolError(
    `${pgToolPath(tool, binDir)} is version ${toolMajor}, the database server ${serverMajor}: ${tool} must be of the server's major version or newer. Install postgresql-client-${serverMajor} (apt.postgresql.org) and set PG_BIN_DIR=/usr/lib/postgresql/${serverMajor}/bin`,
  );
}

/**
 * The connection for libpq's tools without the password on their command line (where `ps` shows it):
 * the URL without it, the password in PGPASSWORD.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** What a pg tool reads or writes besides its files: its standard input, or a consumer of its standard output. */
export interface PgToolStreams {
  stdin?: Readable;
  /** Takes the tool's stdout (pg_dump without --file); the run fails when it does. */
  stdout?: (output: Readable) => Promise<unknown>;
}

/** Runs a pg tool; rejects with its stderr (which names no password: it never had one in argv). */
export async function runPgTool(tool: PgTool, binDir: string | undefined, args: string[], databaseUrl: string, streams: PgToolStreams = {}): Promise<void> {
  const { dbname, env } = libpqConnection(databaseUrl);
  const path = pgToolPath(tool, binDir);
  const child = spawn(path, [...args, `--dbname=${dbname}`], {
    stdio: [streams.stdin ? 'pipe' : 'ignore', streams.stdout ? 'pipe' : 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 64 * 1024) stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new PgToolError(`${path}: ${error.message}`)));
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new PgToolError(`${path} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`)),
    );
  });
  // The tool's exit decides first: a tool that fails stops reading its input (EPIPE) or ends its output early.
  const feeding = streams.stdin && child.stdin ? pipeline(streams.stdin, child.stdin).catch(() => undefined) : undefined;
  const consuming = streams.stdout && child.stdout ? streams.stdout(child.stdout) : undefined;
  try {
    await Promise.all([exited, feeding, consuming]);
  } catch (error) {
    child.kill();
    streams.stdin?.destroy();
    await exited.catch(() => undefined);
    throw error;
  }
}
