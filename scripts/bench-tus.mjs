#!/usr/bin/env node
// `npm run bench:tus` (after build:api): resumable uploads (tus 1.0) of docs/performance.md, section
// "Resumable uploads (tus)"; the endpoint is described in docs/media.md, "Resumable uploads".
//
// 1. Throughput: one file of BENCH_TUS_MB (default 2048) MiB – a real MP4 head, then random bytes,
//    written to disk once and streamed from there – uploaded with tus-js-client in the admin's 8 MiB
//    chunks to the built API (node api/dist/main.js, local storage, its own database, Redis prefix
//    and folder; an admin session; a fresh episode) and to the reference: a bare @tus/server with the
//    same FileStore on a plain node:http server, no auth, in a child process of its own. The same
//    client does both; BENCH_ROUNDS (default 2) alternating rounds per side, the best of each counts.
// 2. The API process's RSS (VmRSS of /proc/<pid>/status) every 250 ms during its uploads: start,
//    peak, growth.
// 3. Resume: a BENCH_TUS_RESUME_MB (default 64) MiB upload to the API through a TCP proxy that cuts
//    the connection in the middle of the third chunk; tus-js-client retries (HEAD for the offset, then
//    PATCH from there). The proxy counts the PATCH bodies' bytes: what went up beyond the file's size
//    was sent twice (target: at most one chunk). The stored file is compared with the source.
// It writes the figures between the bench:tus markers of docs/performance.md (BENCH_RECORD=0: print
// only). Everything it makes (database, Redis keys, folders, processes) is removed at the end.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearRedisPrefix, dropDatabase, freePort, log, login, machineLine, replaceSection, root, rootRequire, startApi } from './bench-lib.mjs';

const MiB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_TUS_MB ?? 2048) * MiB;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const RESUME_SIZE = Math.min(SIZE, Number(process.env.BENCH_TUS_RESUME_MB ?? 64) * MiB);
const SAMPLE_MS = 250;
const TUS_PATH = '/api/admin/uploads/tus';

/** The admin's chunk size (mfe-episodes/src/admin/media/tus-upload.ts): checked, so the bench follows a change. */
const CHUNK = (() => {
  const source = readFileSync(join(root, 'mfe-episodes', 'src', 'admin', 'media', 'tus-upload.ts'), 'utf8');
  const match = /TUS_CHUNK_BYTES = (\d+) \* 1024 \* 1024;/.exec(source);
  if (!match) throw new Error('TUS_CHUNK_BYTES not found in tus-upload.ts: update bench-tus.mjs');
  return Number(match[1]) * MiB;
})();

const { Upload } = rootRequire('tus-js-client');

const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const scratch = mkdtempSync(join(tmpdir(), 'podcast-bench-tus-'));
const dbName = `podcast_bench_tus_${id}`;
const redisPrefix = `bench-tus:${id}`;
const admin = { email: 'bench@example.com', password: `bench-${randomBytes(8).toString('hex')}` };
const source = join(scratch, 'source.mp4');
const stops = [];

function vmRssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** VmRSS every SAMPLE_MS until `stop()`, which answers the first sample and the highest. */
function sampleRss(pid) {
  const start = vmRssBytes(pid);
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, vmRssBytes(pid))), SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return { start, peak: Math.max(peak, vmRssBytes(pid)) };
    },
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (100 ticks per second). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The upload's file: a 1 s MP4 (so the type check at the end passes), then random bytes, written in 8 MiB blocks. */
function makeSource() {
  const head = join(scratch, 'head.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', head],
  ]);
  const fd = openSync(source, 'w');
  try {
    const clip = readFileSync(head);
    writeSync(fd, clip);
    for (let written = clip.length; written < SIZE;) {
      const block = randomBytes(Math.min(8 * MiB, SIZE - written));
      writeSync(fd, block);
      written += block.length;
    }
  } finally {
    closeSync(fd);
  }
  rmSync(head);
}

// The reference: @tus/server and its FileStore, as the library's docs set them up, on node:http.
const BARE_SERVER = `
import http from 'node:http';
import { Server } from '@tus/server';
import { FileStore } from '@tus/file-store';
const tus = new Server({ path: '/files', datastore: new FileStore({ directory: process.env.TUS_DIR }) });
http.createServer((req, res) => tus.handle(req, res)).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

async function startBareTus(directory) {
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), TUS_DIR: directory },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the bare tus server exited with ${code}:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}/files`, child, stop };
}

/**
 * One upload by tus-js-client from the file on disk (fs.ReadStream: each chunk is read as its own
 * slice, nothing held whole), timed from the creation request to the last answer.
 */
function tusUpload({ endpoint, headers = {}, metadata, end = SIZE, retryDelays = null, onShouldRetry }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let location;
    const upload = new Upload(createReadStream(source, { start: 0, end: end - 1 }), {
      endpoint,
      chunkSize: CHUNK,
      retryDelays,
      headers,
      metadata,
      storeFingerprintForResuming: false,
      onShouldRetry,
      onUploadUrlAvailable: () => (location = upload.url),
      onSuccess: ({ lastResponse }) =>
        resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, location, assetId: lastResponse.getHeader('Upload-Asset-Id') }),
      onError: reject,
    });
    upload.start();
  });
}

/** The storage key the API gave an upload: its URL's last segment, base64url. */
const keyOf = (location) => Buffer.from(location.split('/').pop(), 'base64url').toString();

/**
 * A TCP proxy in front of the API that reads the requests going up (headers, then Content-Length
 * bytes of body) and counts the body bytes; armed, it drops the connection (both sides) once that many
 * more body bytes have arrived, the last piece unforwarded: a dropped Wi-Fi in the middle of a chunk.
 */
async function startCuttingProxy(target) {
  const state = { bodyBytes: 0, cuts: 0, cutAt: null, server: null, sockets: new Set() };
  state.server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    state.sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    let head = Buffer.alloc(0);
    let bodyLeft = 0;
    const count = (data) => {
      while (data.length > 0) {
        if (bodyLeft > 0) {
          const n = Math.min(bodyLeft, data.length);
          bodyLeft -= n;
          state.bodyBytes += n;
          data = data.subarray(n);
          continue;
        }
        head = Buffer.concat([head, data]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head.subarray(0, end).toString('latin1'));
        bodyLeft = length ? Number(length[1]) : 0;
        data = head.subarray(end + 4);
        head = Buffer.alloc(0);
      }
    };
    client.on('data', (data) => {
      count(data);
      if (state.cutAt !== null && state.bodyBytes >= state.cutAt) {
        state.cutAt = null;
        state.cuts += 1;
        drop();
        return;
      }
      if (!upstream.write(data)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
  });
  await new Promise((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${state.server.address().port}`,
    get bodyBytes() {
      return state.bodyBytes;
    },
    get cuts() {
      return state.cuts;
    },
    /** Cut once `bytes` more body bytes have come up. */
    cutAfter: (bytes) => (state.cutAt = state.bodyBytes + bytes),
    close: async () => {
      for (const socket of state.sockets) socket.destroy();
      await new Promise((resolve) => state.server.close(resolve));
    },
  };
}

const sha256File = (path, end) =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path, end === undefined ? {} : { start: 0, end: end - 1 })
      .on('data', (data) => hash.update(data))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

async function main() {
  const loadBefore = machineLine();
  log(`Writing a ${SIZE / MiB} MiB source file…`);
  makeSource();

  const storageDir = join(scratch, 'media');
  const api = await startApi({
    dbName,
    redisPrefix,
    scratch,
    admin,
    env: {
      UPLOAD_RAW_MAX_BYTES: String(2 * SIZE),
      WEB_ROOT: join(scratch, 'web'),
    },
    // e.g. "--prof --logfile=/tmp/v8.log" to see where the API's time goes.
    nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  });
  stops.push(api.stop);
  const bareDir = join(scratch, 'bare');
  const bare = await startBareTus(bareDir);
  stops.push(bare.stop);

  const cookie = await login(api.url, admin);
  const created = await fetch(`${api.url}/api/episodes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api.url, Cookie: cookie },
    body: JSON.stringify({ title: 'Bench: resumable upload', description: 'bench', episodeNumber: 1 }),
  });
  if (!created.ok) throw new Error(`Creating the episode failed: ${created.status} ${await created.text()}`);
  const episodeId = (await created.json()).id;
  const metadata = { episodeId: String(episodeId), kind: 'raw', filename: 'bench.mp4', filetype: 'video/mp4' };

  // 1 and 2: alternating rounds, bare first.
  const bareRuns = [];
  const apiRuns = [];
  const apiRss = [];
  const bareRss = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bareCpu = cpuSeconds(bare.child.pid);
    const bareSampler = sampleRss(bare.child.pid);
    const b = await tusUpload({ endpoint: bare.url, metadata });
    bareRss.push(bareSampler.stop());
    bareRuns.push({ seconds: b.seconds, cpu: cpuSeconds(bare.child.pid) - bareCpu });
    rmSync(bareDir, { recursive: true, force: true });
    mkdirSync(bareDir);
    log(`round ${round + 1}: bare @tus/server ${(SIZE / MiB / b.seconds).toFixed(0)} MiB/s`);

    const apiSampler = sampleRss(api.child.pid);
    const apiCpu = cpuSeconds(api.child.pid);
    const a = await tusUpload({ endpoint: `${api.url}${TUS_PATH}`, headers: { Cookie: cookie }, metadata });
    const { start, peak } = apiSampler.stop();
    apiRss.push({ start, peak });
    apiRuns.push({ seconds: a.seconds, cpu: cpuSeconds(api.child.pid) - apiCpu });
    if (!a.assetId) throw new Error('The API finished the upload without an asset id');
    const stored = join(storageDir, keyOf(a.location));
    if (statSync(stored).size !== SIZE) throw new Error(`The API stored ${statSync(stored).size} bytes, not ${SIZE}`);
    rmSync(stored);
    log(`round ${round + 1}: API ${(SIZE / MiB / a.seconds).toFixed(0)} MiB/s, RSS ${(start / MiB).toFixed(0)} → peak ${(peak / MiB).toFixed(0)} MiB`);
  }

  // 3: resume after a cut in the middle of the third chunk.
  const proxy = await startCuttingProxy({ host: '127.0.0.1', port: api.port });
  stops.push(proxy.close);
  const retries = [];
  proxy.cutAfter(2 * CHUNK + CHUNK / 2);
  const before = proxy.bodyBytes;
  const resumed = await tusUpload({
    endpoint: `${proxy.url}${TUS_PATH}`,
    headers: { Cookie: cookie },
    metadata: { ...metadata, filename: 'resumed.mp4' },
    end: RESUME_SIZE,
    retryDelays: [0, 200, 1000, 3000],
    onShouldRetry: (error) => {
      retries.push(error.message.split('\n')[0]);
      return true;
    },
  });
  if (proxy.cuts !== 1) throw new Error(`The proxy cut ${proxy.cuts} times, not once`);
  const resent = proxy.bodyBytes - before - RESUME_SIZE;
  const resumedFile = join(storageDir, keyOf(resumed.location));
  const intact = (await sha256File(resumedFile)) === (await sha256File(source, RESUME_SIZE));
  log(`resume: ${retries.length} retr${retries.length === 1 ? 'y' : 'ies'}, ${resent} bytes sent twice, stored file ${intact ? 'identical' : 'DIFFERENT'}`);

  // Results.
  const best = (runs) => runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  const [bestBare, bestApi] = [best(bareRuns), best(apiRuns)];
  const mibps = (seconds) => SIZE / MiB / seconds;
  const ratio = bestBare.seconds / bestApi.seconds;
  const runsOf = (runs) => runs.map((run) => `${mibps(run.seconds).toFixed(0)}`).join(', ');
  const cpuOf = (runs) => runs.map((run) => run.cpu.toFixed(1)).join(', ');
  const growthOf = (samples) => Math.max(...samples.map((sample) => sample.peak)) - samples[0].start;
  const rssText = (samples) =>
    `${(samples[0].start / MiB).toFixed(0)} → ${(Math.max(...samples.map((sample) => sample.peak)) / MiB).toFixed(0)} MiB: **+${(growthOf(samples) / MiB).toFixed(1)} MiB** (per round: ${samples
      .map((sample) => `+${((sample.peak - sample.start) / MiB).toFixed(0)}`)
      .join(', ')} MiB)`;
  const mark = (ok) => (ok ? '**met**' : '**not met**');
  const section = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:tus\`: ${SIZE / MiB} MiB file, ${CHUNK / MiB} MiB chunks (the admin's), tus-js-client ${rootRequire('tus-js-client/package.json').version} from disk for both sides, ${ROUNDS} alternating round(s) per side, best of each; local storage. Before: ${loadBefore}; after: load average ${machineLine().split('load average ')[1]}. Client, API and reference share the machine.`,
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| bare @tus/server + FileStore on node:http (child process, no auth) | ${mibps(bestBare.seconds).toFixed(0)} MiB/s (${bestBare.seconds.toFixed(2)} s; runs ${runsOf(bareRuns)} MiB/s) | reference |`,
    `| through the API (${TUS_PATH}: session, permission, owner check, Redis lock) | ${mibps(bestApi.seconds).toFixed(0)} MiB/s (${bestApi.seconds.toFixed(2)} s; runs ${runsOf(apiRuns)} MiB/s) | — |`,
    `| server CPU seconds per upload, bare / API (less sensitive to other load) | ${cpuOf(bareRuns)} / ${cpuOf(apiRuns)} s | — |`,
    `| API / bare throughput | ${ratio.toFixed(2)} | ≥ 0.9: ${mark(ratio >= 0.9)} |`,
    `| API RSS (VmRSS every ${SAMPLE_MS} ms) from before its first upload to the highest sample of any | ${rssText(apiRss)} | < 64 MiB: ${mark(growthOf(apiRss) < 64 * MiB)} |`,
    `| the same for the bare reference | ${rssText(bareRss)} | — |`,
    `| resume: ${RESUME_SIZE / MiB} MiB upload cut in the 3rd chunk, tus-js-client retries (HEAD, then PATCH from the offset) | ${retries.length} retr${retries.length === 1 ? 'y' : 'ies'}; ${(resent / 1024).toFixed(1)} KiB of body sent twice (${((resent / CHUNK) * 100).toFixed(1)} % of a chunk); stored file ${intact ? 'identical to the source' : '**differs from the source**'} | ≤ one chunk (${CHUNK / MiB} MiB): ${mark(resent <= CHUNK && intact)} |`,
  ].join('\n');
  log(`\n${section}\n`);
  if (process.env.BENCH_RECORD !== '0') replaceSection('tus', 'Resumable uploads (tus)', section);
}

async function cleanUp() {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await dropDatabase(dbName).catch((error) => log(`Could not drop ${dbName}: ${error.message}`));
  await clearRedisPrefix(redisPrefix).catch((error) => log(`Could not clear ${redisPrefix}: ${error.message}`));
  rmSync(scratch, { recursive: true, force: true });
}

let cleaning = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleaning ??= cleanUp();
    cleaning.finally(() => process.exit(130));
  });
}

main()
  .then(
    () => 0,
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      return 1;
    },
  )
  .then(async (code) => {
    cleaning ??= cleanUp();
    await cleaning;
    process.exit(code);
  });
