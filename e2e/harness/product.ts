import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import Redis from 'ioredis';
import { freePort } from './free-port';
import { API_MAIN, assertBuilt, unbuiltRemoteSettings } from './paths';

const PG_ROOT_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-1' };

export interface Product {
  url: string;
  port: number;
  databaseUrl: string;
  /** The Redis and key prefix of this product, for commands run against it (npm run admin). */
  redisUrl: string;
  redisPrefix: string;
  storageDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<number | null>;
}

async function withPg<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: `${PG_ROOT_URL}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

/**
 * Starts the built product (`node api/dist/main.js`) the way `npm start` does, on a free port with
 * its own database (created by the server itself), Redis prefix, data and storage folders.
 * stop() sends SIGTERM, waits for the exit and removes all of it.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  assertBuilt();
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-e2e-'));
  const database = `podcast_e2e_${id}`;
  const databaseUrl = `${PG_ROOT_URL}/${database}`;
  const redisPrefix = `e2e:${id}`;
  const storageDir = join(scratch, 'media');
  let log = '';
  const child = spawn(process.execPath, [API_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? scratch,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: join(scratch, 'data'),
      STORAGE_DIR: storageDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...unbuiltRemoteSettings(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://localhost:${port}`;
  const output = () => log;
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  const cleanup = async () => {
    rmSync(scratch, { recursive: true, force: true });
    await withPg((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    const redis = new Redis(REDIS_URL);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  };

  return {
    url,
    port,
    databaseUrl,
    redisUrl: REDIS_URL,
    redisPrefix,
    storageDir,
    output,
    stop: async () => {
      const exited = new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
      });
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      await cleanup();
      return code;
    },
  };
}
