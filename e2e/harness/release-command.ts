import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';
import type { Product } from './product';

export interface ReleaseRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The node command `npm run release` ends with (its script builds the API first, which the e2e run's
 * build has done): read from the root package.json, so the test runs what operators run.
 */
function releaseCommand(): string[] {
  const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const last = scripts.release?.split('&&').pop()?.trim().split(/\s+/) ?? [];
  // `node scripts/with-services.mjs --without-redis api/dist/release-cli.js`: paths are the root's.
  if (last[0] !== 'node' || last.length < 2) throw new Error(`The release script does not end with "node <file> [arguments]": ${scripts.release}`);
  return [join(REPO_ROOT, last[1]), ...last.slice(2)];
}

/** Runs `npm run release -- <args>` against a started product's database, as an operator's shell would. */
export function runRelease(product: Product, args: string[]): Promise<ReleaseRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...releaseCommand(), ...args], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: product.databaseUrl, PUBLIC_URL: product.url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
