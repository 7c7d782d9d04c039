#!/usr/bin/env node
// `npm run bench:web` (after `npm run build`): the public home page's weight and speed in
// docs/performance.md, section "Web".
//
// Starts the built server (node api/dist/main.js on a free port, its own fresh database, Redis prefix
// and data folder), publishes 12 episodes through the admin API, and builds the reference page of
// scripts/bench-web-reference (React mounting one heading, Rspack production build) into a temporary
// folder served by a bare node:http server. Debian's Chromium then loads each page cold, BENCH_RUNS
// times, alternating, with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate). Every episode gets
// artwork (a 1280×720 test pattern made with ffmpeg, uploaded through POST /api/admin/episodes/:id/artwork),
// so Latest Episode and the cards load their <picture>s as they do in production (issue 16):
// - JavaScript: every script response, summed as transferred (CDP Network encodedDataLength) and as
//   gzip -6 of its body (what a compressing server or CDN would send; the budget is in gzip);
// - Largest Contentful Paint from the page's own PerformanceObserver.
// The median run of each page counts. Prints the figures, writes them between the markers of
// docs/performance.md, exits 1 when a budget is missed, and removes everything it made.
//
// BENCH_WEB_URL=http://host:port measures a server that is already running instead (no seeding).
/* global document */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, freePort, log, median, PG_ROOT, REDIS_URL, root, rootRequire, sleep, withPg } from './bench-lib.mjs';

const apiRequire = createRequire(join(root, 'api', 'package.json'));
const { chromium } = rootRequire('playwright-core');
const { rspack } = rootRequire('@rspack/core');
const Redis = apiRequire('ioredis');

// Decimal kilobytes (issue 16): 150 kB is 150,000 bytes.
const BUDGET = { jsGzipBytes: 150_000, lcpMs: 1500 };
const CPU_THROTTLING = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EPISODES = 12;
const ADMIN = { email: 'bench@example.com', password: `bench-${randomBytes(6).toString('hex')}` };
const DOC = join(root, 'docs', 'performance.md');
const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const scratch = mkdtempSync(join(tmpdir(), 'podcast-bench-web-'));
const dbName = `podcast_bench_web_${id}`;
const redisPrefix = `bench-web:${id}`;
const cleanups = [];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The built product, as `npm start` serves it, on a fresh database. */
async function startProduct() {
  for (const file of ['api/dist/main.js', 'public-site/dist/index.html', 'mfe-episodes/dist/mf-manifest.json']) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first (npm run bench:web does).`);
  }
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
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
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  cleanups.push(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    await withPg('postgres', (client) => client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
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
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in 60 s:\n${output}`);
    await sleep(200);
  }
  return url;
}

/** A 1280×720 JPEG that compresses like a picture (ffmpeg's test pattern, not a flat colour). */
function artworkImage() {
  const file = join(scratch, 'artwork.jpg');
  execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    file,
  ]);
  return readFileSync(file);
}

/** Published episodes with artwork, through the admin API, so the home page shows its real layout. */
async function seed(url) {
  const artwork = artworkImage();
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`Login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (let number = 1; number <= EPISODES; number += 1) {
    const response = await fetch(`${url}/api/episodes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify({
        title: `Episode ${number}: how a founder sold the first thousand units`,
        description: 'Pricing, channels, hiring and the numbers behind a growing business, in the words of the operator who built it. '.repeat(2).trim(),
        episodeNumber: number,
        guestName: `Guest ${number}`,
        duration: '42:18',
        status: 'published',
        publishWithoutVideo: true,
      }),
    });
    if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
    const { id } = await response.json();
    const form = new FormData();
    form.append('image', new Blob([artwork], { type: 'image/jpeg' }), 'artwork.jpg');
    const upload = await fetch(`${url}/api/admin/episodes/${id}/artwork`, { method: 'POST', headers: { Origin: url, Cookie: cookie }, body: form });
    if (!upload.ok) throw new Error(`Artwork upload failed: ${upload.status} ${await upload.text()}`);
  }
}

/** Builds the React-only reference page into a temporary folder and serves it (no compression, like the product). */
async function startReference() {
  const source = join(root, 'scripts', 'bench-web-reference');
  const out = join(scratch, 'reference');
  await new Promise((resolve, reject) => {
    rspack(
      {
        mode: 'production',
        context: source,
        entry: './src/index.js',
        output: { path: out, filename: '[name].[contenthash:8].js', clean: true },
        resolve: { modules: [join(root, 'node_modules')] },
        plugins: [new rspack.HtmlRspackPlugin({ template: join(source, 'index.html') })],
        devtool: false,
      },
      (error, stats) => {
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      },
    );
  });
  const types = { '.html': 'text/html', '.js': 'application/javascript' };
  const server = http.createServer((req, res) => {
    const path = req.url === '/' ? '/index.html' : req.url.split('?')[0];
    const file = join(out, path);
    if (!file.startsWith(out) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(file));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://localhost:${port}`;
}

/**
 * One cold load in a fresh context: JavaScript bytes and LCP. `ready` waits for what the page must
 * show (the federated grid's content on home) so late scripts are counted.
 */
async function measure(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, transferred: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.transferred = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          resolve({
            time: last.startTime,
            element: last.element
              ? `${last.element.tagName.toLowerCase()}${last.element.className ? `.${String(last.element.className).split(' ')[0]}` : ''}${
                  last.element.closest('[data-testid]') ? ` in ${last.element.closest('[data-testid]').getAttribute('data-testid')}` : ''
                }`
              : 'a node since replaced (the static shell)',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  const files = [];
  for (const script of scripts.values()) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    files.push({ ...script, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, transferred: sum('transferred'), raw: sum('raw'), gzip: sum('gzip'), lcp: lcp.time, lcpElement: lcp.element };
}

function summarize(runs) {
  const chosen = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
  return { ...chosen, lcp: median(runs.map((run) => run.lcp)), gzip: median(runs.map((run) => run.gzip)) };
}

function replaceSection(text) {
  const block = `${START}\n${text}\n${END}`;
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  if (doc.includes(START) && doc.includes(END)) {
    doc = doc.slice(0, doc.indexOf(START)) + block + doc.slice(doc.indexOf(END) + END.length);
  } else {
    doc = `${doc.trimEnd()}\n\n## Web\n\n${block}\n`;
  }
  writeFileSync(DOC, doc);
}

async function main() {
  const external = process.env.BENCH_WEB_URL;
  const siteUrl = external ?? (await startProduct());
  if (!external) await seed(siteUrl);
  const referenceUrl = await startReference();
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}`);
  const browser = await chromium.launch({
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
  cleanups.unshift(() => browser.close());

  const homeReady = (page) =>
    page.waitForFunction(
      () => {
        const grid = document.querySelector('[data-remote="mfe_episodes/EpisodeGrid"]');
        return Boolean(grid?.querySelector('.episodes-section') && !grid.querySelector('[data-testid="episode-skeletons"]'));
      },
      undefined,
      { timeout: 30_000 },
    );
  const referenceReady = (page) => page.waitForSelector('h1');

  // Warm the server's own caches (file reads, the episode list) once; every measured load is still cold in the browser.
  await measure(browser, `${siteUrl}/`, homeReady);
  const home = [];
  const reference = [];
  for (let run = 0; run < RUNS; run += 1) {
    home.push(await measure(browser, `${siteUrl}/`, homeReady));
    reference.push(await measure(browser, `${referenceUrl}/`, referenceReady));
  }
  const h = summarize(home);
  const r = summarize(reference);
  const jsOk = h.gzip <= BUDGET.jsGzipBytes;
  const lcpOk = h.lcp <= BUDGET.lcpMs;

  for (const file of h.files) log(`  ${kb(file.gzip).padStart(9)} gz  ${kb(file.raw).padStart(9)} raw  ${file.url.replace(siteUrl, '')}`);
  log(
    `home:      ${h.files.length} scripts, ${kb(h.gzip)} gzip (${kb(h.transferred)} transferred, ${kb(h.raw)} raw), LCP ${h.lcp.toFixed(0)} ms (${h.lcpElement})`,
  );
  log(
    `reference: ${r.files.length} scripts, ${kb(r.gzip)} gzip (${kb(r.transferred)} transferred, ${kb(r.raw)} raw), LCP ${r.lcp.toFixed(0)} ms (${r.lcpElement})`,
  );

  const cpu = cpus();
  const date = new Date().toISOString().slice(0, 10);
  replaceSection(
    [
      `Measured ${date} by \`npm run bench:web\` on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, Debian Chromium (headless), 1280×800, cold cache, ${CPU_THROTTLING}× CPU throttling, localhost (no network throttling); median of ${RUNS} loads each. The home page shows ${EPISODES} published episodes with artwork (Latest Episode + grid, loaded through federation from mfe-episodes; each a \`<picture>\` of AVIF/WebP/JPEG renditions); the reference page only mounts React.`,
      '',
      '| page | scripts | JavaScript gzip | transferred | raw | LCP | LCP element |',
      '|---|---|---|---|---|---|---|',
      `| home (/) | ${h.files.length} | ${kb(h.gzip)} | ${kb(h.transferred)} | ${kb(h.raw)} | ${h.lcp.toFixed(0)} ms | ${h.lcpElement} |`,
      `| reference (React only) | ${r.files.length} | ${kb(r.gzip)} | ${kb(r.transferred)} | ${kb(r.raw)} | ${r.lcp.toFixed(0)} ms | ${r.lcpElement} |`,
      `| home − reference | | ${kb(h.gzip - r.gzip)} | | | ${(h.lcp - r.lcp).toFixed(0)} ms | |`,
      '',
      `"transferred" is what the browser received (CDP encodedDataLength, headers included); the server sends these files uncompressed, so "gzip" (each body at gzip -6) is what a compressing server or CDN sends, and what the budget counts.`,
      '',
      `Budgets: JavaScript ≤ ${kb(BUDGET.jsGzipBytes)} gzip: **${jsOk ? 'met' : 'not met'}**; LCP ≤ ${BUDGET.lcpMs} ms: **${lcpOk ? 'met' : 'not met'}**.`,
    ].join('\n'),
  );
  log(`docs/performance.md updated (section "Web"). Budgets: JS ${jsOk ? 'met' : 'NOT met'}, LCP ${lcpOk ? 'met' : 'NOT met'}.`);
  return jsOk && lcpOk ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(code);
