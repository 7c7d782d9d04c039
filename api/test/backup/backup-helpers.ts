import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { dropDatabase, withAdminClient } from '../harness/pg-admin';
import type { TestDatabase } from '../harness/test-app';
import { databaseUrl, runId } from '../harness/test-env';

export const ROOT = resolve(__dirname, '..', '..', '..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The package.json script's steps: the build check, then the node command (with-services and the CLI). */
function npmScript(name: 'backup' | 'restore'): { build: string[]; command: string[] } {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const steps = scripts[name].split('&&').map((step) => step.trim().split(/\s+/));
  const [build, command] = steps;
  if (steps.length !== 2 || build[0] !== 'node' || command[0] !== 'node') throw new Error(`npm run ${name} is not "node … && node …": ${scripts[name]}`);
  return { build: build.slice(1), command: command.slice(1) };
}

/** Builds api/dist when it is older than the sources: the first step of the npm scripts. */
export async function buildApiIfStale(): Promise<void> {
  await promisify(execFile)(process.execPath, npmScript('backup').build, { cwd: ROOT });
}

/** `npm run backup|restore -- …args` as package.json has it, with only `env` as its environment. */
export function runCli(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...npmScript(name).command, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** Every file under `root` by relative path → sha256. */
export function filesBySha256(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), rel);
      else
        out[rel] = createHash('sha256')
          .update(readFileSync(join(dir, entry.name)))
          .digest('hex');
    }
  };
  walk(root, '');
  return out;
}

/** Every table of the public schema with its rows (as JSON text, sorted) and every sequence's position. */
export async function databaseContents(url: string): Promise<{ tables: Record<string, string[]>; sequences: Record<string, string | null> }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const names = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows;
    const tables: Record<string, string[]> = {};
    for (const { name } of names) {
      const rows = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${name}" t`);
      tables[name] = rows.rows.map((r) => r.row).sort();
    }
    const sequences: Record<string, string | null> = {};
    for (const row of (
      await client.query<{ name: string; last: string | null }>(
        `SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`,
      )
    ).rows) {
      sequences[row.name] = row.last;
    }
    return { tables, sequences };
  } finally {
    await client.end();
  }
}

/** A database name for the restore to create (it does so itself, as on a new machine), dropped after. */
export function restoreTarget(suffix: string): TestDatabase {
  const name = `podcast_test_${runId()}_${process.pid}_restore_${suffix}`;
  return { name, url: databaseUrl(name), drop: () => withAdminClient((client) => dropDatabase(client, name)) };
}
