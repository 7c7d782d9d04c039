// Shared pieces of the bench scripts (bench-scale.mjs uses them; bench-api, bench-web and bench-media
// predate this module and keep their own copies): the built server on its own database and Redis
// prefix, a bare node:http reference, timed raw HTTP reads, and the marked sections of
// docs/performance.md that each bench rewrites.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const rootRequire = createRequire(join(root, 'package.json'));
export const apiRequire = createRequire(join(root, 'api', 'package.json'));
export const PG_ROOT = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DOC = join(root, 'docs', 'performance.md');

const { Client } = apiRequire('pg');
const Redis = apiRequire('ioredis');

export const log = (line) => process.stdout.write(`${line}\n`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function withPg(database, run) {
  const client = new Client({ connectionString: `${PG_ROOT}/${database}` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function dropDatabase(name) {
  return withPg('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Deletes every Redis key under `prefix:` (a bench's sessions, queues and counters). */
export async function clearRedisPrefix(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * The built product (node api/dist/main.js, as `npm start` serves it) on a free port, with its own
 * database (created and migrated by the server at start), Redis prefix and folders under `scratch`.
 * Resolves once /api/health answers; `stop()` ends it (SIGTERM, then SIGKILL after 20 s). `nodeArgs` go
 * before main.js (e.g. `--prof`, which NODE_OPTIONS does not take).
 */
export async function startApi({ dbName, redisPrefix, scratch, admin, env = {}, nodeArgs = [] }) {
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) throw new Error('api/dist/main.js is missing: run `npm run build` first.');
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? scratch,
      PORT: String(port),
      DATABASE_URL: `${PG_ROOT}/${dbName}`,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: join(scratch, 'data'),
      STORAGE_DIR: join(scratch, 'media'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy in 120 s:\n${output}`);
    }
    await sleep(200);
  }
  return { url, port, child, stop, output: () => output };
}

/** Logs in through the API; resolves with the Cookie header value. */
export async function login(url, admin) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ username: admin.email, password: admin.password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET on a kept-alive connection, timed from the request to the last byte. The body is counted
 * as sent (still compressed when the server compressed it): `bytes` is what went over the wire.
 */
export function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent: keepAlive, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, body, bytes: body.length, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * A bare node:http server answering fixed bodies from memory: the reference a read is compared with
 * (the same bytes and headers, no database, no framework). `set(path, body, headers)` registers one.
 */
export async function startBareServer() {
  const routes = new Map();
  const server = http.createServer((req, res) => {
    const route = routes.get(req.url);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Length': String(route.body.length), ...route.headers });
    res.end(route.body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    set: (path, body, headers = {}) => routes.set(path, { body, headers }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function launchChromium() {
  const { chromium } = rootRequire('playwright-core');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** "2 × AMD EPYC …, Node v20…, load average 1.0, 2.0, 3.0". */
export function machineLine() {
  const cpu = os.cpus();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${load}`;
}

/** Rewrites the text between `<!-- bench:<name>:start -->` and its end marker, or appends a new section. */
export function replaceSection(name, heading, text) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${text}\n${end}`;
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  if (doc.includes(start) && doc.includes(end)) {
    doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  } else {
    doc = `${doc.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  }
  writeFileSync(DOC, doc);
}
