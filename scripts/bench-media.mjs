#!/usr/bin/env node
// `npm run bench:media` (after build:api): media figures of docs/performance.md, section "Media".
//
// 1. Upload throughput: a 1 GB multipart body streamed to POST /api/admin/upload/file of the built API
//    (node api/dist/main.js on a free port, its own fresh database, Redis prefix and storage folder)
//    against a bare node:http server that writes the same body to disk. Both run as child processes;
//    each is measured BENCH_ROUNDS (3) times, alternating, and the best run of each counts.
// 2. The API process's peak RSS growth during its upload (VmRSS from /proc/<pid>/status every 25 ms).
// 3. Transcoding wall time of an uploaded 10 s 1080p clip (upload answered → asset completed) against
//    the bare ffmpeg command built by the same argument builder with the same settings (alternating,
//    best of BENCH_TRANSCODE_ROUNDS, default BENCH_ROUNDS, each), and the CPU seconds of each side
//    (bare: the ffmpeg child; queue: the API process and the ffmpeg it ran), which depend far less
//    on the machine's other load than wall time. BENCH_ONLY=transcode skips part 1 and 2 (no record).
// Everything it makes (database, Redis keys, folders, processes) is removed at the end.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, PG_ROOT, REDIS_URL, root, sleep } from './bench-lib.mjs';

const apiRequire = createRequire(join(root, 'api', 'package.json'));
const { Client } = apiRequire('pg');
const Redis = apiRequire('ioredis');
const run = promisify(execFile);

const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1_000_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Transcode rounds per side (each is seconds to minutes): BENCH_TRANSCODE_ROUNDS, else BENCH_ROUNDS. */
const TRANSCODE_ROUNDS = Number(process.env.BENCH_TRANSCODE_ROUNDS ?? ROUNDS);
const MiB = 1024 * 1024;
/** BENCH_ONLY=transcode skips the upload rounds (a quicker check of the transcode figures; nothing is recorded). */
const ONLY_TRANSCODE = process.env.BENCH_ONLY === 'transcode';

const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const scratch = mkdtempSync(join(tmpdir(), 'podcast-bench-media-'));
const dbName = `podcast_bench_media_${id}`;
const redisPrefix = `bench-media:${id}`;
const admin = { email: 'bench@example.com', password: `bench-${randomBytes(8).toString('hex')}` };
const children = new Set();

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (100 ticks per second). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of a process and of its children it has waited for (ffmpeg runs, once they ended). */
function cpuSecondsWithChildren(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

function vmRssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** A multipart body of exactly `total` bytes: a real MP4 head (so the type check passes), then filler. */
function multipartParts(total, head) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const prefix = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const suffix = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = total - prefix.length - suffix.length;
  return { boundary, prefix, suffix, fileBytes, head };
}

/** Streams the body with backpressure; resolves with {status, seconds, body}. */
function sendUpload({ port, path, cookie, parts }) {
  const filler = randomBytes(4 * MiB);
  return new Promise((resolve, reject) => {
    const length = parts.prefix.length + parts.fileBytes + parts.suffix.length;
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': `multipart/form-data; boundary=${parts.boundary}`, 'content-length': String(length), ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, seconds: Number(process.hrtime.bigint() - started) / 1e9, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.write(parts.prefix);
    req.write(parts.head);
    let left = parts.fileBytes - parts.head.length;
    const pump = () => {
      while (left > 0) {
        const chunk = left >= filler.length ? filler : filler.subarray(0, left);
        left -= chunk.length;
        if (!req.write(chunk)) return req.once('drain', pump);
      }
      req.end(parts.suffix);
    };
    pump();
  });
}

function startChild(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.on('exit', () => children.delete(child));
  child.output = () => output;
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitForHttp(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${child.output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no answer from ${url}:\n${child.output()}`);
    await sleep(200);
  }
}

const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const { pipeline } = require('node:stream/promises');
let n = 0;
const server = http.createServer(async (req, res) => {
  const file = process.env.SINK_DIR + '/body-' + (n++);
  await pipeline(req, fs.createWriteStream(file));
  res.end('{"success":true}', () => fs.rmSync(file, { force: true }));
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

const loadBefore = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');

async function main() {
  const apiMain = join(root, 'api', 'dist', 'main.js');
  const argsModule = apiRequire(join(root, 'api', 'dist', 'modules', 'transcoding', 'ffmpeg-args.js'));

  // Media: a real MP4 head for the upload body, and a 1080p clip for the transcode comparison.
  const headClip = join(scratch, 'head.mp4');
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25',
    '-t',
    '1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    headClip,
  ]);
  const head = readFileSync(headClip);
  const source = join(scratch, 'source-1080p.mp4');
  const seconds = Number(process.env.BENCH_CLIP_SECONDS ?? 10);
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1920x1080:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    source,
  ]);

  // The API, on its own database, Redis prefix and folders.
  const apiPort = await freePort();
  const api = startChild(process.execPath, [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), apiMain], {
    PORT: String(apiPort),
    DATABASE_URL: `${PG_ROOT}/${dbName}`,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    STORAGE_DIR: join(scratch, 'media'),
    DATA_DIR: join(scratch, 'data'),
    WEB_ROOT: join(scratch, 'web'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    UPLOAD_RAW_MAX_BYTES: String(2 * UPLOAD_BYTES),
    LOG_LEVEL: 'warn',
    WORKER: 'inline',
  });
  const barePort = await freePort();
  const bare = startChild(process.execPath, ['-e', BARE_SERVER], { PORT: String(barePort), SINK_DIR: scratch });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, api, 120_000);
  await new Promise((resolve) => (bare.output().includes('ready') ? resolve() : bare.stdout.once('data', resolve)));

  const login = await fetch(`http://127.0.0.1:${apiPort}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.email, password: admin.password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const parts = multipartParts(UPLOAD_BYTES, head);
  const bareResults = [];
  const apiResults = [];
  const bareCpuResults = [];
  const apiCpuResults = [];
  let peakGrowth = 0;
  for (let round = 0; round < (ONLY_TRANSCODE ? 0 : ROUNDS); round += 1) {
    const bareCpu = cpuSeconds(bare.pid);
    const b = await sendUpload({ port: barePort, path: '/', parts });
    if (b.status !== 200) throw new Error(`bare server answered ${b.status}`);
    bareResults.push(b.seconds);
    bareCpuResults.push(cpuSeconds(bare.pid) - bareCpu);

    const baseline = vmRssBytes(api.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, vmRssBytes(api.pid));
    }, 25);
    const apiCpu = cpuSeconds(api.pid);
    const a = await sendUpload({ port: apiPort, path: '/api/admin/upload/file', cookie, parts });
    apiCpuResults.push(cpuSeconds(api.pid) - apiCpu);
    clearInterval(sampler);
    peak = Math.max(peak, vmRssBytes(api.pid));
    if (a.status !== 200) throw new Error(`API answered ${a.status}: ${a.body}`);
    apiResults.push(a.seconds);
    peakGrowth = Math.max(peakGrowth, peak - baseline);
    // Free the stored gigabyte before the next round (the folder is the bench's scratch).
    rmSync(join(scratch, 'media', 'uploads'), { recursive: true, force: true });
  }

  // Transcoding: bare ffmpeg with the builder's arguments, then the same file through the API.
  const probe = JSON.parse(
    (await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_entries', 'format=duration:stream=codec_type,width,height,duration', source])).stdout,
  );
  const info = argsModule.parseProbe(JSON.stringify(probe));
  const bareOut = join(scratch, 'bare-out');
  await run('mkdir', ['-p', bareOut]);
  const outputs = argsModule.renditionsFor(info.height).map((spec) => ({ spec, path: join(bareOut, `${spec.name}.mp4`) }));
  const args = argsModule.buildTranscodeArgs({
    input: source,
    sourceHeight: info.height,
    durationSec: info.durationSec,
    hasAudio: info.hasAudio,
    outputs,
    posterPath: join(bareOut, 'poster.jpg'),
    audioPath: info.hasAudio ? join(bareOut, 'audio.m4a') : undefined,
    preset: 'veryfast',
  });
  const pg = new Client({ connectionString: `${PG_ROOT}/${dbName}` });
  await pg.connect();
  const episodeId = (await pg.query(`INSERT INTO episode (title) VALUES ('Bench') RETURNING id`)).rows[0].id;
  const sourceBytes = readFileSync(source);

  const bareCpu = [];
  const apiCpu = [];
  const apiOwnCpu = [];
  const bareTranscode = async () => {
    const cpu = cpuSecondsWithChildren(process.pid);
    const started = process.hrtime.bigint();
    await run('ffmpeg', args, { maxBuffer: 64 * MiB });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    bareCpu.push(cpuSecondsWithChildren(process.pid) - cpu);
    return elapsed;
  };
  const apiTranscode = async () => {
    const form = new FormData();
    form.append('media', new Blob([sourceBytes], { type: 'video/mp4' }), 'source-1080p.mp4');
    const upload = await fetch(`http://127.0.0.1:${apiPort}/api/admin/episodes/${episodeId}/upload-video`, { method: 'POST', headers: { cookie }, body: form });
    const uploaded = await upload.json();
    if (upload.status !== 200) throw new Error(`edited upload failed: ${JSON.stringify(uploaded)}`);
    const started = process.hrtime.bigint();
    // The API's own CPU and its ffmpeg's (counted when the API reaps it) from the answer on.
    const cpu = cpuSecondsWithChildren(api.pid);
    const ownCpu = cpuSeconds(api.pid);
    for (;;) {
      await sleep(50);
      const row = (await pg.query('SELECT "transcodingStatus", "transcodingError" FROM video_asset WHERE id = $1', [uploaded.video.id])).rows[0];
      if (row.transcodingStatus === 'failed') throw new Error(`API transcode failed: ${row.transcodingError}`);
      if (row.transcodingStatus === 'completed') {
        const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
        apiCpu.push(cpuSecondsWithChildren(api.pid) - cpu);
        apiOwnCpu.push(cpuSeconds(api.pid) - ownCpu);
        return elapsed;
      }
    }
  };
  // Alternate so that load from elsewhere on the machine hits both sides alike; the best of each counts.
  const bareTimes = [];
  const apiTimes = [];
  for (let round = 0; round < TRANSCODE_ROUNDS; round += 1) {
    bareTimes.push(await bareTranscode());
    apiTimes.push(await apiTranscode());
  }
  await pg.end();

  await stopChild(api);
  await stopChild(bare);

  const mibps = (s) => UPLOAD_BYTES / MiB / s;
  const bestBare = Math.min(...bareResults);
  const bestApi = Math.min(...apiResults);
  const ratio = bestBare / bestApi;
  const bestBareTranscode = Math.min(...bareTimes);
  const bestApiTranscode = Math.min(...apiTimes);
  const transcodeRatio = bestApiTranscode / bestBareTranscode;
  const rows = [];
  const row = (line) => rows.push(line);
  row(`| measure | result | target |`);
  row(`|---|---|---|`);
  row(
    `| upload of ${(UPLOAD_BYTES / 1e9).toFixed(2)} GB, bare node:http to disk | ${mibps(bestBare).toFixed(0)} MiB/s (${bestBare.toFixed(2)} s; runs ${bareResults.map((s) => s.toFixed(2)).join(', ')} s) | reference |`,
  );
  row(
    `| upload through the API (busboy → local storage) | ${mibps(bestApi).toFixed(0)} MiB/s (${bestApi.toFixed(2)} s; runs ${apiResults.map((s) => s.toFixed(2)).join(', ')} s) | — |`,
  );
  row(
    `| CPU seconds per upload, bare / API (less sensitive to other load) | ${Math.min(...bareCpuResults).toFixed(2)} s / ${Math.min(...apiCpuResults).toFixed(2)} s | — |`,
  );
  row(`| API / bare throughput | ${ratio.toFixed(2)} | ≥ 0.85 ${ratio >= 0.85 ? '✔' : '✘'} |`);
  row(`| API peak RSS growth during upload | ${(peakGrowth / MiB).toFixed(1)} MiB | < 64 MiB ${peakGrowth < 64 * MiB ? '✔' : '✘'} |`);
  row(
    `| transcode ${seconds} s 1080p → 720p + 480p + audio M4A + poster, bare ffmpeg | ${bestBareTranscode.toFixed(2)} s (runs ${bareTimes.map((t) => t.toFixed(2)).join(', ')} s) | reference |`,
  );
  row(
    `| same through the queue (upload answered → completed) | ${bestApiTranscode.toFixed(2)} s (runs ${apiTimes.map((t) => t.toFixed(2)).join(', ')} s) | — |`,
  );
  row(`| API / bare transcode time | ${transcodeRatio.toFixed(3)} | ≤ 1.05 ${transcodeRatio <= 1.05 ? '✔' : '✘'} |`);
  const bestBareCpu = Math.min(...bareCpu);
  const bestApiCpu = Math.min(...apiCpu);
  const ownAtBest = apiOwnCpu[apiCpu.indexOf(bestApiCpu)];
  row(
    `| CPU seconds per transcode, bare ffmpeg / queue (API process + its ffmpeg; less sensitive to other load) | ${bestBareCpu.toFixed(2)} s / ${bestApiCpu.toFixed(2)} s (ratio ${(bestApiCpu / bestBareCpu).toFixed(3)}; of which the API process itself ${ownAtBest.toFixed(2)} s) | — |`,
  );
  const cpu = (readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.+)/) ?? [])[1] ?? 'unknown CPU';
  const intro = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:media\` on ${os.cpus().length} × ${cpu.trim()}, Node ${process.version}; best of ${ROUNDS} alternating rounds per side (transcode: ${TRANSCODE_ROUNDS}); load average ${loadBefore} before, ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} after. Client, API, bare server and ffmpeg share the machine.`;
  const section = [intro, '', ...rows].join('\n');
  process.stdout.write(`\n${section}\n`);
  if (process.env.BENCH_RECORD !== '0' && !ONLY_TRANSCODE) recordInPerformanceDoc(section);
}

/** Writes the figures between the bench:media markers of docs/performance.md (section "Media"). */
function recordInPerformanceDoc(section) {
  const file = join(root, 'docs', 'performance.md');
  const start = '<!-- bench:media:start -->';
  const end = '<!-- bench:media:end -->';
  const block = `${start}\n${section}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n## Media\n\n${block}\n`;
  writeFileSync(file, next);
}

async function cleanup() {
  for (const child of children) await stopChild(child).catch(() => undefined);
  const pg = new Client({ connectionString: `${PG_ROOT}/postgres` });
  await pg.connect().then(
    () => pg.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).finally(() => pg.end()),
    () => undefined,
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
  } catch {
    // Redis away: nothing of ours is there either.
  } finally {
    redis.disconnect();
  }
  rmSync(scratch, { recursive: true, force: true });
}

process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
main()
  .then(cleanup)
  .catch(async (error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    await cleanup();
    process.exit(1);
  });
