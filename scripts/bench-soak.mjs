#!/usr/bin/env node
// `npm run bench:soak` (after build:api): the API's memory under a long mixed load, issue 33 item 8,
// section "API: soak (memory)" of docs/performance.md.
//
// Runs the whole soak twice, in the same run: "shipped" (the API as `npm start` and the Docker image
// run it: scripts/api-runtime.mjs's environment) and "reference" (node api/dist/main.js with none of
// it, as before issue 33). Each run starts the built API on its own fresh database, Redis prefix and
// folders (WORKER off, TRUST_PROXY on), seeds 50 published episodes, each with a transcoded final
// video so that the feeds list them, signs in as the admin, then drives it from this process with a
// keep-alive node:http agent and `Accept-Encoding: br, gzip` as a browser sends:
//   phase 1, one route at a time at 50 connections for BENCH_PHASE_S (default 30) each: GET
//   /api/episodes, the feeds (/feed.xml and /feed/audio.xml in turn), the server-rendered page
//   GET /episodes/{id} (over every episode), GET /api/admin/episodes (signed in), POST
//   /api/episodes/{id}/play (each request from another X-Forwarded-For address: plays are rate
//   limited per client);
//   phase 2, all of them mixed at 100 connections for BENCH_MIXED_S (default 90).
// The API's RSS (VmRSS) is read from /proc every second: at start (booted and seeded, before any
// load), peak, and plateau (median of the last 30 s of the mixed phase, or its second half when it
// is shorter). A probe loaded only here (scripts/soak-probe.cjs) records process.memoryUsage() each
// second, to tell the V8 heap from native memory. BENCH_SOAK_ONLY=shipped|reference runs one side.
// BENCH_SOAK_ENV='{"MALLOC_ARENA_MAX":"2"}' runs the shipped side with that environment instead of
// api-runtime.mjs's (how each setting was tried). BENCH_SOAK_SNAPSHOT=1 writes a heap snapshot at the end of the mixed phase (SIGUSR2) into
// BENCH_SOAK_SNAPSHOT_DIR (default the OS temp folder).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withApiRuntimeEnv, API_RUNTIME_ENV } from './api-runtime.mjs';
import { clearRedisPrefix, dropDatabase, log, login, machineLine, median, replaceSection, root, sleep, startApi, withPg } from './bench-lib.mjs';

const EPISODES = 50;
const PHASE_MS = Number(process.env.BENCH_PHASE_S ?? 30) * 1000;
const MIXED_MS = Number(process.env.BENCH_MIXED_S ?? 90) * 1000;
const PHASE_CONNECTIONS = 50;
const MIXED_CONNECTIONS = 100;
const PLATEAU_MS = Math.min(30_000, MIXED_MS / 2);
const ACCEPT_ENCODING = 'br, gzip';
/** Issue 33: the plateau under 300 MB, at no less than 0.95 of the reference's mixed throughput. */
const TARGET = { plateauMb: 300, throughput: 0.95 };
const ONLY = process.env.BENCH_SOAK_ONLY;
const SIDES = ['shipped', 'reference'].filter((side) => !ONLY || ONLY === side);
if (SIDES.length === 0) throw new Error(`BENCH_SOAK_ONLY must be shipped or reference, not ${ONLY}`);
/** BENCH_SOAK_ENV='{"NAME":"value"}': the shipped side runs with this environment instead (to try settings). */
const TRY_ENV = process.env.BENCH_SOAK_ENV ? JSON.parse(process.env.BENCH_SOAK_ENV) : undefined;
const SNAPSHOT = process.env.BENCH_SOAK_SNAPSHOT === '1';
const SNAPSHOT_DIR = process.env.BENCH_SOAK_SNAPSHOT_DIR ?? tmpdir();

const MB = 1024 * 1024;
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const mb = (bytes) => fmt(bytes / MB);

/** A line of /proc/<pid>/status in bytes (VmRSS, RssAnon, RssFile), NaN once the process is gone. */
function statusOf(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line.split(/\s+/)[1]) * 1024;
  } catch {
    return NaN;
  }
}
const rssOf = (pid) => statusOf(pid, 'VmRSS');

/** The public site's index.html the episode page is rendered into (as bench-api writes it). */
function writeSiteTemplate(webRoot) {
  const built = join(root, 'public-site', 'dist', 'index.html');
  const dist = join(webRoot, 'public-site', 'dist');
  mkdirSync(dist, { recursive: true });
  const html = existsSync(built)
    ? readFileSync(built, 'utf8')
    : '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Learn from the Best</title></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dist, 'index.html'), html);
}

async function seed(dbName, scratch) {
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
    // A transcoded final video per episode (as bench-scale seeds them), so the feeds list items; the
    // renditions all name the same three small files.
    await client.query(
      `INSERT INTO video_asset ("episodeId", type, version, "storageKey", "originalName", "contentType", size, variants, "transcodingStatus", "transcodingProgress", "durationSec")
       SELECT id, 'edited', 1, 'episodes/' || id || '/edited/bench.mp4', 'final.mp4', 'video/mp4', 734003200,
              '{"720p": "bench/720p.mp4", "480p": "bench/480p.mp4", "audio": "bench/audio.m4a"}'::jsonb, 'completed', 100, 2538
       FROM episode WHERE status = 'published'`,
    );
  });
  const dir = join(scratch, 'media', 'bench');
  mkdirSync(dir, { recursive: true });
  for (const file of ['720p.mp4', '480p.mp4', 'audio.m4a']) writeFileSync(join(dir, file), randomBytes(4096));
  return withPg(dbName, async (client) => (await client.query('SELECT id FROM episode ORDER BY id')).rows.map((row) => row.id));
}

/** One request; resolves with the status (the body is read and dropped), rejects on a socket error. */
function send(port, agent, { method, path, headers }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { 'Accept-Encoding': ACCEPT_ENCODING, ...headers } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The requests of each route, one after another (pages over every episode, plays from ever new addresses). */
function routes(port, ids, cookie) {
  let n = 0;
  const next = () => (n += 1);
  const address = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const origin = `http://127.0.0.1:${port}`;
  return {
    list: () => ({ method: 'GET', path: '/api/episodes' }),
    feeds: () => ({ method: 'GET', path: next() % 2 ? '/feed.xml' : '/feed/audio.xml' }),
    page: () => ({ method: 'GET', path: `/episodes/${ids[next() % ids.length]}` }),
    admin: () => ({ method: 'GET', path: '/api/admin/episodes', headers: { Cookie: cookie } }),
    play: () => {
      const i = next();
      return {
        method: 'POST',
        path: `/api/episodes/${ids[i % ids.length]}/play`,
        headers: { Origin: origin, 'X-Forwarded-For': address(i), 'User-Agent': 'Mozilla/5.0 (bench-soak)' },
      };
    },
  };
}

/** `connections` loops, each sending the next request of `pick()` when the previous answer is read. */
/** CPU time (user + system, every thread) the process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function drive(port, pid, connections, durationMs, pick) {
  const cpuBefore = cpuMs(pid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  let requests = 0;
  let errors = 0;
  const statuses = new Map();
  const started = performance.now();
  const stopAt = started + durationMs;
  const loop = async () => {
    while (performance.now() < stopAt) {
      try {
        const status = await send(port, agent, pick());
        requests += 1;
        if (status >= 400) {
          errors += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      } catch {
        requests += 1;
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, requests);
  return { requests, errors, rps: requests / seconds, cpuUs, statuses: Object.fromEntries(statuses) };
}

async function soak(side) {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const scratch = mkdtempSync(join(tmpdir(), 'podcast-bench-soak-'));
  const dbName = `podcast_bench_soak_${id}`;
  const redisPrefix = `bench-soak:${id}`;
  const probeFile = join(scratch, 'memory.jsonl');
  const admin = { email: 'bench@example.com', password: `bench-${randomBytes(8).toString('hex')}` };
  const base = {
    WEB_ROOT: join(scratch, 'web'),
    WORKER: 'off',
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    BENCH_SOAK_PROBE_FILE: probeFile,
  };
  const runtime = side === 'shipped' ? (TRY_ENV ?? withApiRuntimeEnv({})) : {};
  const nodeOptions = [runtime.NODE_OPTIONS, `--require=${join(root, 'scripts', 'soak-probe.cjs')}`, SNAPSHOT ? '--heapsnapshot-signal=SIGUSR2' : '']
    .filter(Boolean)
    .join(' ');
  let api;
  const samples = [];
  try {
    await withPg('postgres', (client) => client.query(`CREATE DATABASE "${dbName}"`));
    writeSiteTemplate(base.WEB_ROOT);
    api = await startApi({ dbName, redisPrefix, scratch, admin, env: { ...base, ...runtime, NODE_OPTIONS: nodeOptions } });
    const ids = await seed(dbName, scratch);
    const cookie = await login(api.url, admin);
    const pid = api.child.pid;
    const byRoute = routes(api.port, ids, cookie);
    for (const [name, make] of Object.entries(byRoute)) {
      const status = await send(api.port, undefined, make());
      if (status >= 400) throw new Error(`${name}: ${status} before the soak`);
    }
    await sleep(2000);
    const startRss = rssOf(pid);
    const loadStartedAt = Date.now();
    log(`[${side}] pid ${pid}, RSS at start ${mb(startRss)} MB; env ${JSON.stringify(runtime)}`);
    let phase = 'start';
    const sampler = setInterval(
      () => samples.push({ t: performance.now(), phase, rss: rssOf(pid), anon: statusOf(pid, 'RssAnon'), file: statusOf(pid, 'RssFile') }),
      1000,
    );
    const phases = {};
    for (const [name, make] of Object.entries(byRoute)) {
      phase = name;
      phases[name] = await drive(api.port, pid, PHASE_CONNECTIONS, PHASE_MS, make);
      log(
        `[${side}] ${name.padEnd(6)}: ${fmt(phases[name].rps)} req/s, ${fmt(phases[name].cpuUs)} µs CPU/request, ${phases[name].requests} requests, ${phases[name].errors} errors, RSS ${mb(rssOf(pid))} MB`,
      );
    }
    phase = 'mixed';
    const makers = Object.values(byRoute);
    let turn = 0;
    const mixedStarted = performance.now();
    phases.mixed = await drive(api.port, pid, MIXED_CONNECTIONS, MIXED_MS, () => makers[(turn += 1) % makers.length]());
    log(
      `[${side}] mixed : ${fmt(phases.mixed.rps)} req/s, ${fmt(phases.mixed.cpuUs)} µs CPU/request, ${phases.mixed.requests} requests, ${phases.mixed.errors} errors, RSS ${mb(rssOf(pid))} MB`,
    );
    clearInterval(sampler);
    if (SNAPSHOT) {
      api.child.kill('SIGUSR2');
      await sleep(15_000);
      for (const file of readdirSync(root).filter((f) => f.endsWith('.heapsnapshot'))) {
        const target = join(SNAPSHOT_DIR, `soak-${side}-${file}`);
        writeFileSync(target, readFileSync(join(root, file)));
        rmSync(join(root, file));
        log(`[${side}] heap snapshot: ${target}`);
      }
    }
    const mixedEnd = mixedStarted + MIXED_MS;
    const tail = samples.filter((s) => s.phase === 'mixed' && s.t >= mixedEnd - PLATEAU_MS).map((s) => s.rss);
    const probe = existsSync(probeFile)
      ? readFileSync(probeFile, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
      : [];
    const atStart = probe.find((row) => row.t >= loadStartedAt - 1000) ?? {};
    const probeTail = probe.slice(-Math.round(PLATEAU_MS / 1000) - (SNAPSHOT ? 15 : 0), SNAPSHOT ? -15 : undefined);
    const breakdown = {};
    for (const key of ['heapUsed', 'heapTotal', 'external', 'arrayBuffers', 'newSpace', 'oldSpace', 'codeSpace'])
      breakdown[key] = median(probeTail.map((row) => row[key]));
    const result = {
      side,
      env: runtime,
      startRss,
      peakRss: Math.max(...samples.map((s) => s.rss)),
      plateauRss: median(tail),
      plateauAnon: median(samples.filter((s) => s.phase === 'mixed' && s.t >= mixedEnd - PLATEAU_MS).map((s) => s.anon)),
      plateauFile: median(samples.filter((s) => s.phase === 'mixed' && s.t >= mixedEnd - PLATEAU_MS).map((s) => s.file)),
      breakdown,
      phases,
      requests: Object.values(phases).reduce((sum, p) => sum + p.requests, 0),
      errors: Object.values(phases).reduce((sum, p) => sum + p.errors, 0),
    };
    log(
      `[${side}] RSS start ${mb(result.startRss)} MB, peak ${mb(result.peakRss)} MB, plateau ${mb(result.plateauRss)} MB (anonymous ${mb(result.plateauAnon)}, file-backed ${mb(result.plateauFile)}; heap used ${mb(breakdown.heapUsed)} of ${mb(breakdown.heapTotal)} MB, new space ${mb(breakdown.newSpace)} MB, old ${mb(breakdown.oldSpace)} MB, code ${mb(breakdown.codeSpace)} MB, external ${mb(breakdown.external)} MB, array buffers ${mb(breakdown.arrayBuffers)} MB); at start: ${JSON.stringify(
        Object.fromEntries(
          Object.entries(atStart)
            .filter(([k]) => k !== 't')
            .map(([k, v]) => [k, Math.round(v / MB)]),
        ),
      )} MB; ${result.requests} requests, ${result.errors} errors`,
    );
    for (const p of Object.values(phases)) if (Object.keys(p.statuses).length) log(`[${side}] error statuses ${JSON.stringify(p.statuses)}`);
    return result;
  } finally {
    await api?.stop();
    await dropDatabase(dbName).catch((error) => log(`could not drop ${dbName}: ${error.message}`));
    await clearRedisPrefix(redisPrefix).catch((error) => log(`could not clear ${redisPrefix}: ${error.message}`));
    rmSync(scratch, { recursive: true, force: true });
  }
}

function report(results) {
  const names = ['list', 'feeds', 'page', 'admin', 'play', 'mixed'];
  const header = `| | ${results.map((r) => r.side).join(' | ')} |`;
  const rule = `|---|${results.map(() => '---').join('|')}|`;
  const row = (label, cell) => `| ${label} | ${results.map(cell).join(' | ')} |`;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:soak\` on ${machineLine()} at the end. ${EPISODES} published episodes with final videos; phase 1: each route alone at ${PHASE_CONNECTIONS} keep-alive connections for ${PHASE_MS / 1000} s; phase 2: all mixed at ${MIXED_CONNECTIONS} connections for ${MIXED_MS / 1000} s; \`Accept-Encoding: ${ACCEPT_ENCODING}\`. RSS (VmRSS) read every second; plateau: median of the last ${PLATEAU_MS / 1000} s of the mixed phase; the breakdown is process.memoryUsage() over the same seconds. Load generator and API share the machine.`,
    '',
    header,
    rule,
    row('API environment', (r) =>
      Object.keys(r.env).length
        ? Object.entries(r.env)
            .map(([k, v]) => `\`${k}=${v}\``)
            .join(' ')
        : 'none (as before issue 33)',
    ),
    row('RSS at start', (r) => `${mb(r.startRss)} MB`),
    row('RSS peak', (r) => `${mb(r.peakRss)} MB`),
    row('**RSS plateau**', (r) => `**${mb(r.plateauRss)} MB**`),
    row('of which anonymous / file-backed (code)', (r) => `${mb(r.plateauAnon)} / ${mb(r.plateauFile)} MB`),
    row('of which V8 heap used / total', (r) => `${mb(r.breakdown.heapUsed)} / ${mb(r.breakdown.heapTotal)} MB`),
    row('of which V8 new / old / code space', (r) => `${mb(r.breakdown.newSpace)} / ${mb(r.breakdown.oldSpace)} / ${mb(r.breakdown.codeSpace)} MB`),
    row('external (of which array buffers)', (r) => `${mb(r.breakdown.external)} (${mb(r.breakdown.arrayBuffers)}) MB`),
    ...names.map((name) => row(`${name}: req/s (server CPU per request)`, (r) => `${fmt(r.phases[name].rps)} (${fmt(r.phases[name].cpuUs)} µs)`)),
    row('requests', (r) => String(r.requests)),
    row('errors', (r) => String(r.errors)),
  ];
  const shipped = results.find((r) => r.side === 'shipped');
  const reference = results.find((r) => r.side === 'reference');
  if (shipped) {
    const memory = shipped.plateauRss / MB < TARGET.plateauMb;
    let verdict = `plateau ${mb(shipped.plateauRss)} MB ${memory ? '<' : '≥'} ${TARGET.plateauMb} MB`;
    let met = memory && shipped.errors === 0;
    if (reference) {
      const ratio = shipped.phases.mixed.rps / reference.phases.mixed.rps;
      const cpuRatio = reference.phases.mixed.cpuUs / shipped.phases.mixed.cpuUs;
      verdict += `; mixed throughput ${fmt(ratio, 2)}× the reference's (target ≥ ${TARGET.throughput}; server CPU per request: reference ÷ shipped ${fmt(cpuRatio, 2)})`;
      met &&= ratio >= TARGET.throughput;
    }
    lines.push(
      '',
      `Target (issue 33): RSS plateau under ${TARGET.plateauMb} MB with no errors and ≥ ${TARGET.throughput}× the reference's mixed throughput: ${verdict}: **${met ? 'met' : 'NOT MET'}**.`,
    );
  }
  return lines.join('\n');
}

async function main() {
  if (!existsSync(join(root, 'api', 'dist', 'main.js'))) throw new Error('api/dist/main.js is missing: run `npm run build:api` (npm run bench:soak does)');
  log(`Soak: ${SIDES.join(' and ')}; phases ${PHASE_MS / 1000} s, mixed ${MIXED_MS / 1000} s; shipped environment ${JSON.stringify(API_RUNTIME_ENV)}`);
  const results = [];
  for (const side of SIDES) results.push(await soak(side));
  const text = report(results);
  log(text);
  if (process.env.BENCH_SOAK_WRITE !== '0') {
    replaceSection('soak', 'API: soak (memory)', text);
    log('Wrote the figures into docs/performance.md');
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    log(`bench:soak failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
