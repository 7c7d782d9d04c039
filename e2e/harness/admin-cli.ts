import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StaffRole } from '@podcast/contracts';
import { REPO_ROOT } from './paths';
import type { Product } from './product';

/**
 * The node command `npm run admin` ends with (its script builds the API first, which the e2e run's
 * build has done): read from the root package.json, so the test makes staff the way operators do.
 */
function adminCommand(): string[] {
  const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const last = scripts.admin?.split('&&').pop()?.trim().split(/\s+/) ?? [];
  if (last[0] !== 'node' || last.length < 2) throw new Error(`The admin script does not end with "node <file> [arguments]": ${scripts.admin}`);
  return [join(REPO_ROOT, last[1]), ...last.slice(2)];
}

/** Runs `npm run admin -- <args>` against a started product's database and Redis; throws with its output unless it succeeds. */
export function runAdmin(product: Product, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...adminCommand(), ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: product.databaseUrl,
        REDIS_URL: product.redisUrl,
        REDIS_PREFIX: product.redisPrefix,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run admin -- ${args.join(' ')} exited with ${code}: ${output}`))));
  });
}

/** A staff member of `role`, made with the admin CLI (set-password creates an owner, set-role changes it). */
export async function createStaff(product: Product, email: string, password: string, role: `${StaffRole}`): Promise<void> {
  await runAdmin(product, ['set-password', '--email', email, '--password', password]);
  await runAdmin(product, ['set-role', '--email', email, '--role', role]);
}
