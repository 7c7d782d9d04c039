#!/usr/bin/env node
// `npm run bench:api` (after build:api): the public list's figures in docs/performance.md, section
// "API: GET /api/episodes", and the server-rendered episode page beside it (section "API: GET
// /episodes/{id}", issue 32: served from the catalogue cache at >= 0.3 of the list's rate).
//
// Starts the built API (node api/dist/main.js on a free port, its own fresh database, Redis prefix
// and data folder, queue processors off), inserts 50 published episodes, and starts a bare node:http
// server that sends the very bytes the API answered, from memory. Both are child processes. A
// load generator in this process (node:http keep-alive agent, 64 connections, each running one
// request after another for a fixed time) drives each in turn after a warm-up, alternating over
// BENCH_ROUNDS rounds; the best round of each counts. Prints req/s, p50 and p99 and their ratios,
// writes them between the markers of docs/performance.md, and removes everything it made.
//
// Issue 33 item 7: a second API process on the same database serves the same list with metrics on
// (METRICS_PORT, scraped every 15 s as Prometheus would) and a log line per request (LOG_LEVEL=info,
// JSON lines written to a file); the first runs with both off (LOG_LEVEL=warn, no METRICS_*). Both are
// driven in the same rounds and the "observed" one should keep at least 0.9 of the other's req/s.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort, log, PG_ROOT, REDIS_URL, root, sleep, withPg } from './bench-lib.mjs';

const apiRequire = createRequire(join(root, 'api', 'package.json'));
const Redis = apiRequire('ioredis');

const CONNECTIONS = 64;
const EPISODES = 50;
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 2) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Issue 19: the full pipeline (every header, compression on) at 0.5 of the bare server's req/s, never below 0.3. */
const TARGET = { aim: 0.5, floor: 0.3 };
/** What a browser sends: the API answers brotli, from the forms its cache keeps. */
const ACCEPT_ENCODING = 'br, gzip';
/** Per-connection headers the bare server's own http stack writes itself. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);
const DOC = join(root, 'docs', 'performance.md');
const START = '<!-- bench:api:start -->';
const END = '<!-- bench:api:end -->';
const PAGE_START = '<!-- bench:episode-page:start -->';
const PAGE_END = '<!-- bench:episode-page:end -->';
/** Issue 32: the episode page (what link previews and social traffic hit) at >= 0.3 of the cached list's req/s. */
const PAGE_TARGET = 0.3;
const OBSERVED_START = '<!-- bench:observability:start -->';
const OBSERVED_END = '<!-- bench:observability:end -->';
/** Issue 33: the hot read with metrics and request logs on within 10 % of the same read with them off. */
const OBSERVED_TARGET = 0.9;
const SCRAPE_INTERVAL_MS = 15_000;
/** BENCH_OBSERVED_ENV='{"LOG_LEVEL":"warn"}': the observed process with other settings (to tell the two costs apart). */
const observedOverrides = () => JSON.parse(process.env.BENCH_OBSERVED_ENV ?? '{}');

const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const scratch = mkdtempSync(join(tmpdir(), 'podcast-bench-api-'));
const dbName = `podcast_bench_api_${id}`;
const redisPrefix = `bench-api:${id}`;
const children = new Set();

function get(port, path, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function startChild(name, args, env, stdout = 'ignore') {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', stdout, 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('exit', (code) => {
    children.delete(child);
    if (code && code !== 0 && !child.stopping) log(`${name} exited with ${code}:\n${stderr}`);
  });
  children.add(child);
  return child;
}

async function waitFor(port, path, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await get(port, path);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`nothing answered 200 on :${port}${path} within ${timeoutMs} ms`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.stopping = true;
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** CPU time (user + system) the process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** CONNECTIONS loops, each sending the next request when the previous answer is read, for durationMs. */
async function drive(port, path, durationMs, expectedLength, pid) {
  const cpuBefore = cpuMs(pid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const stopAt = started + durationMs;
  const loop = async () => {
    while (performance.now() < stopAt) {
      const t0 = performance.now();
      try {
        const res = await get(port, path, agent);
        if (res.status !== 200 || res.body.length !== expectedLength) errors += 1;
        else latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, latencies.length);
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), cpuUs, requests: latencies.length, errors };
}

const BARE_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.BENCH_BODY_B64, 'base64');
const headers = JSON.parse(process.env.BENCH_HEADERS);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.PORT), '127.0.0.1');
`;

function replaceSection(figures, start = START, end = END, title = 'API: GET /api/episodes') {
  const block = `${start}\n${figures}\n${end}`;
  let text = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n## ${title}\n\n${block}\n`;
  }
  writeFileSync(DOC, text);
}

/** The public site's index.html the episode page is rendered into: the built one when there is one. */
function writeSiteTemplate(webRoot) {
  const built = join(root, 'public-site', 'dist', 'index.html');
  const dist = join(webRoot, 'public-site', 'dist');
  mkdirSync(dist, { recursive: true });
  const html = existsSync(built)
    ? readFileSync(built, 'utf8')
    : '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Learn from the Best</title></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dist, 'index.html'), html);
  return existsSync(built) ? 'the built public-site/dist/index.html' : 'a minimal index.html (public-site is not built)';
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function main() {
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) throw new Error('api/dist/main.js is missing: run `npm run build:api` (npm run bench:api does)');
  await withPg('postgres', (client) => client.query(`CREATE DATABASE "${dbName}"`));
  const template = writeSiteTemplate(join(scratch, 'web'));
  const apiPort = await freePort();
  const apiEnv = {
    ...process.env,
    DATABASE_URL: `${PG_ROOT}/${dbName}`,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: join(scratch, 'data'),
    STORAGE_DIR: join(scratch, 'media'),
    WEB_ROOT: join(scratch, 'web'),
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
    WORKER: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  for (const name of ['METRICS_PORT', 'METRICS_TOKEN', 'OTEL_EXPORTER_OTLP_ENDPOINT']) delete apiEnv[name];
  const api = startChild('API', ['api/dist/main.js'], { ...apiEnv, PORT: String(apiPort) });
  await waitFor(apiPort, '/api/health');
  // The same API with metrics and request logs on, on the same database (migrated by the first).
  const observedPort = await freePort();
  const metricsPort = await freePort();
  const observedLog = join(scratch, 'observed-api.log');
  const observed = startChild(
    'observed API',
    ['api/dist/main.js'],
    { ...apiEnv, PORT: String(observedPort), METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...observedOverrides() },
    openSync(process.env.BENCH_OBSERVED_LOG ?? observedLog, 'a'),
  );
  await waitFor(observedPort, '/api/health');
  const scrapes = { ok: 0, failed: 0 };
  const scraper = setInterval(() => {
    get(metricsPort, '/metrics').then(
      (res) => (res.status === 200 ? (scrapes.ok += 1) : (scrapes.failed += 1)),
      () => (scrapes.failed += 1),
    );
  }, SCRAPE_INTERVAL_MS);

  await withPg(dbName, async (client) => {
    for (let n = 1; n <= EPISODES; n += 1) {
      await client.query(
        `INSERT INTO episode (title, description, "guestName", "episodeNumber", status, "editingStatus", duration, "thumbnailUrl", "publishedAt")
         VALUES ($1, $2, $3, $4, 'published', 'final', $5, $6, now() - make_interval(days => $4::int))`,
        [
          `Episode ${n}: scaling a store past seven figures`,
          `Guest ${n} on ecommerce, retail and SaaS growth. `.repeat(4),
          `Guest ${n}`,
          n,
          `${40 + (n % 20)}:${String(n % 60).padStart(2, '0')}`,
          `/media/thumbs/${n}.jpg`,
        ],
      );
    }
  });

  const sample = await get(apiPort, '/api/episodes');
  const decoded = { br: brotliDecompressSync, gzip: gunzipSync }[sample.headers['content-encoding']]?.(sample.body) ?? sample.body;
  if (sample.status !== 200 || JSON.parse(decoded.toString()).length !== EPISODES) throw new Error(`unexpected list answer ${sample.status}`);
  // The bare reference sends the very bytes and every header the API sent (security headers, ETag,
  // Content-Encoding...): the gap measured is the API's work, not a difference in what is sent.
  const bareHeaders = Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !HOP_HEADERS.has(name)));
  const barePort = await freePort();
  const bare = startChild('bare server', ['-e', BARE_SERVER], {
    PATH: process.env.PATH,
    PORT: String(barePort),
    BENCH_BODY_B64: sample.body.toString('base64'),
    BENCH_HEADERS: JSON.stringify(bareHeaders),
  });
  await waitFor(barePort, '/');
  const firstId = await withPg(dbName, async (client) => (await client.query('SELECT min(id) AS id FROM episode')).rows[0].id);
  const pagePath = `/episodes/${firstId}`;
  const pageSample = await get(apiPort, pagePath);
  if (pageSample.status !== 200) throw new Error(`unexpected episode page answer ${pageSample.status}`);

  log(
    `Body: ${sample.body.length} bytes (${EPISODES} episodes); ${CONNECTIONS} connections; ${DURATION_MS / 1000} s per run after ${WARMUP_MS / 1000} s warm-up; ${ROUNDS} rounds`,
  );
  const best = { api: null, bare: null, page: null, observed: null };
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, port, path, pid, length] of [
      ['api', apiPort, '/api/episodes', api.pid, sample.body.length],
      ['bare', barePort, '/', bare.pid, sample.body.length],
      ['page', apiPort, pagePath, api.pid, pageSample.body.length],
      ['observed', observedPort, '/api/episodes', observed.pid, sample.body.length],
    ]) {
      await drive(port, path, WARMUP_MS, length, pid);
      const result = await drive(port, path, DURATION_MS, length, pid);
      log(
        `round ${round} ${name.padEnd(8)}: ${fmt(result.rps, 0)} req/s, p50 ${fmt(result.p50, 2)} ms, p99 ${fmt(result.p99, 2)} ms, server CPU ${fmt(result.cpuUs, 0)} µs/request, ${result.errors} errors`,
      );
      if (!best[name] || result.rps > best[name].rps) best[name] = result;
    }
  }

  const ratio = best.api.rps / best.bare.rps;
  // What each server spends per request; on a machine where the load generator is the bottleneck it
  // is the fairer comparison (a server's ceiling is roughly one core divided by it).
  const cpuRatio = best.bare.cpuUs / best.api.cpuUs;
  const verdict = ratio >= TARGET.aim ? 'aim met' : ratio >= TARGET.floor ? 'above the floor, below the aim' : 'BELOW THE FLOOR';
  log(
    `API ${fmt(best.api.rps, 0)} req/s vs bare ${fmt(best.bare.rps, 0)} req/s: ratio ${fmt(ratio, 2)} (aim ${TARGET.aim}, floor ${TARGET.floor}): ${verdict}; CPU per request ${fmt(best.api.cpuUs, 0)} vs ${fmt(best.bare.cpuUs, 0)} µs: ratio ${fmt(cpuRatio, 2)}; API p99 ${fmt(best.api.p99, 2)} ms`,
  );

  const date = new Date().toISOString().slice(0, 10);
  replaceSection(
    [
      `Measured ${date} by \`npm run bench:api\` on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}: GET /api/episodes with ${EPISODES} published episodes (${sample.body.length} bytes as sent, \`Content-Encoding: ${sample.headers['content-encoding'] ?? 'identity'}\`, ${Object.keys(bareHeaders).length} headers), \`Accept-Encoding: ${ACCEPT_ENCODING}\`, ${CONNECTIONS} keep-alive connections, best of ${ROUNDS} rounds of ${DURATION_MS / 1000} s. Load generator, API and bare server share the machine.`,
      '',
      '| server | req/s | p50 | p99 | server CPU per request | errors |',
      '|---|---|---|---|---|---|',
      `| API (node api/dist/main.js) | ${fmt(best.api.rps, 0)} | ${fmt(best.api.p50, 2)} ms | ${fmt(best.api.p99, 2)} ms | ${fmt(best.api.cpuUs, 0)} µs | ${best.api.errors} |`,
      `| bare node:http, same bytes from memory | ${fmt(best.bare.rps, 0)} | ${fmt(best.bare.p50, 2)} ms | ${fmt(best.bare.p99, 2)} ms | ${fmt(best.bare.cpuUs, 0)} µs | ${best.bare.errors} |`,
      `| API ÷ bare | ${fmt(ratio, 2)} | ${fmt(best.api.p50 / best.bare.p50, 2)}× | ${fmt(best.api.p99 / best.bare.p99, 2)}× | bare ÷ API: ${fmt(cpuRatio, 2)} | |`,
      '',
      `Target (issue 19): the full pipeline at ${TARGET.aim} of the bare server's req/s, never below ${TARGET.floor}: **${verdict}**.`,
    ].join('\n'),
  );
  const pageRatio = best.page.rps / best.api.rps;
  const pageVerdict = pageRatio >= PAGE_TARGET ? 'met' : 'NOT MET';
  log(`Episode page ${fmt(best.page.rps, 0)} req/s vs list ${fmt(best.api.rps, 0)} req/s: ratio ${fmt(pageRatio, 2)} (target ${PAGE_TARGET}): ${pageVerdict}`);
  replaceSection(
    [
      `Measured ${date} by \`npm run bench:api\` in the same run as the list above: GET ${pagePath} (the server-rendered episode page, ${pageSample.body.length} bytes as sent, \`Content-Encoding: ${pageSample.headers['content-encoding'] ?? 'identity'}\`, rendered into ${template}), ${CONNECTIONS} keep-alive connections, best of ${ROUNDS} rounds of ${DURATION_MS / 1000} s.`,
      '',
      '| route | req/s | p50 | p99 | server CPU per request | errors |',
      '|---|---|---|---|---|---|',
      `| GET ${pagePath} | ${fmt(best.page.rps, 0)} | ${fmt(best.page.p50, 2)} ms | ${fmt(best.page.p99, 2)} ms | ${fmt(best.page.cpuUs, 0)} µs | ${best.page.errors} |`,
      `| GET /api/episodes | ${fmt(best.api.rps, 0)} | ${fmt(best.api.p50, 2)} ms | ${fmt(best.api.p99, 2)} ms | ${fmt(best.api.cpuUs, 0)} µs | ${best.api.errors} |`,
      `| page ÷ list | ${fmt(pageRatio, 2)} | | | | |`,
      '',
      `Target (issue 32): the episode page, served from the catalogue cache, at ≥ ${PAGE_TARGET} of the cached list's req/s: **${pageVerdict}**.`,
    ].join('\n'),
    PAGE_START,
    PAGE_END,
    'API: GET /episodes/{id}',
  );
  clearInterval(scraper);
  const metricsSample = await get(metricsPort, '/metrics');
  const logLines = readFileSync(observedLog, 'utf8').split('\n').filter(Boolean).length;
  const observedRatio = best.observed.rps / best.api.rps;
  const observedVerdict = observedRatio >= OBSERVED_TARGET ? 'met' : 'NOT MET';
  log(
    `Observed API ${fmt(best.observed.rps, 0)} req/s vs plain ${fmt(best.api.rps, 0)} req/s: ratio ${fmt(observedRatio, 2)} (target ${OBSERVED_TARGET}): ${observedVerdict}; ${logLines} log lines, ${scrapes.ok} scrapes (${scrapes.failed} failed), /metrics ${metricsSample.status}`,
  );
  replaceSection(
    [
      `Measured ${date} by \`npm run bench:api\` in the same run as the list above: GET /api/episodes from a second API process on the same database with metrics on (\`METRICS_PORT\`, scraped every ${SCRAPE_INTERVAL_MS / 1000} s: ${scrapes.ok} scrapes, ${scrapes.failed} failed) and a JSON log line per request (\`LOG_LEVEL=info\`, written to a file: ${logLines} lines), against the first process with both off (\`LOG_LEVEL=warn\`, no \`METRICS_*\`). ${CONNECTIONS} keep-alive connections, best of ${ROUNDS} rounds of ${DURATION_MS / 1000} s, the two driven alternately.`,
      '',
      '| API process | req/s | p50 | p99 | server CPU per request | errors |',
      '|---|---|---|---|---|---|',
      `| metrics and request logs off | ${fmt(best.api.rps, 0)} | ${fmt(best.api.p50, 2)} ms | ${fmt(best.api.p99, 2)} ms | ${fmt(best.api.cpuUs, 0)} µs | ${best.api.errors} |`,
      `| metrics and request logs on | ${fmt(best.observed.rps, 0)} | ${fmt(best.observed.p50, 2)} ms | ${fmt(best.observed.p99, 2)} ms | ${fmt(best.observed.cpuUs, 0)} µs | ${best.observed.errors} |`,
      `| on ÷ off | ${fmt(observedRatio, 2)} | | | | |`,
      '',
      `Target (issue 33): the hot read with metrics and logging on within 10 % of the same read with them off (≥ ${OBSERVED_TARGET}): **${observedVerdict}**.`,
    ].join('\n'),
    OBSERVED_START,
    OBSERVED_END,
    'API: metrics and logs on',
  );
  log(`Wrote the figures into ${DOC}`);
  await stop(bare);
  await stop(observed);
  await stop(api);
}

async function cleanUp() {
  await Promise.all([...children].map(stop));
  await withPg('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch((error) =>
    log(`could not drop ${dbName}: ${error.message}`),
  );
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } catch (error) {
    log(`could not remove the Redis keys under ${redisPrefix}: ${error.message}`);
  } finally {
    redis.disconnect();
  }
  rmSync(scratch, { recursive: true, force: true });
}

main()
  .then(cleanUp, async (error) => {
    log(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    await cleanUp();
  })
  .then(() => process.exit());
