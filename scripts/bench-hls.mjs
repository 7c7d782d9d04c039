#!/usr/bin/env node
// `npm run bench:hls` (after build:api): what the HLS ladder costs on top of the MP4 ladder
// (docs/performance.md, section "HLS"; docs/media.md, "Adaptive streaming").
//
// On one 1080p source (BENCH_HLS_SECONDS, default 20 s, lavfi testsrc2 + sine), alternating, best of
// BENCH_ROUNDS (default 3) each, with the argument builders the worker uses (api/dist):
//   A. the MP4 ladder alone: one ffmpeg run, 720p + 480p MP4, the M4A and the poster;
//   B. the same run with the two extra HLS rungs (1080p, 360p, video only) encoded in it, then
//   C. the packaging run: every rung and the audio copied into HLS segments (-c copy).
// It prints A, B, C, (C / A) – what packaging adds – and (B + C − A) / A – what the whole ladder adds –
// and writes them between the bench:hls markers of docs/performance.md (BENCH_RECORD=0: print only).
// Everything it makes is in one temporary folder, removed at the end.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRequire, log, machineLine, replaceSection, root } from './bench-lib.mjs';

const SECONDS = Number(process.env.BENCH_HLS_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRESET = process.env.TRANSCODE_PRESET ?? 'veryfast';
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';

const dist = (path) => apiRequire(join(root, 'api', 'dist', path));
const { buildTranscodeArgs, renditionsFor } = dist('modules/transcoding/ffmpeg-args.js');
const { buildHlsPackageArgs, hlsRungsFor } = dist('modules/transcoding/hls-ladder.js');

const scratch = mkdtempSync(join(tmpdir(), 'podcast-bench-hls-'));

/** Wall seconds of one ffmpeg run. */
function timed(args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Number(process.hrtime.bigint() - started) / 1e9) : reject(new Error(`ffmpeg ${code}: ${stderr}`))));
  });
}

function plan(work, withHls) {
  const outputs = renditionsFor(1080).map((spec) => ({ spec, path: join(work, `${spec.name}.mp4`) }));
  const rungs = hlsRungsFor(1080).map((spec) => {
    const shared = outputs.find((output) => output.spec.name === spec.name);
    if (shared) return { name: spec.name, path: shared.path };
    const extra = { spec, path: join(work, `hls-${spec.name}.mp4`), videoOnly: true };
    if (withHls) outputs.push(extra);
    return { name: spec.name, path: extra.path };
  });
  const audioPath = join(work, 'audio.m4a');
  const args = buildTranscodeArgs({
    input: source,
    sourceHeight: 1080,
    durationSec: SECONDS,
    hasAudio: true,
    outputs,
    posterPath: join(work, 'poster.jpg'),
    audioPath,
    preset: PRESET,
  });
  return { args, rungs, audioPath };
}

async function round(index) {
  const mp4Work = join(scratch, `a${index}`);
  const hlsWork = join(scratch, `b${index}`);
  mkdirSync(mp4Work);
  mkdirSync(hlsWork);
  const mp4Only = await timed(plan(mp4Work, false).args);
  const full = plan(hlsWork, true);
  const encode = await timed(full.args);
  const dirs = full.rungs.map((rung) => ({ input: rung.path, dir: join(hlsWork, 'hls', rung.name) }));
  for (const { dir } of dirs) mkdirSync(dir, { recursive: true });
  mkdirSync(join(hlsWork, 'hls', 'audio'), { recursive: true });
  const packaging = await timed(buildHlsPackageArgs({ rungs: dirs, audio: { input: full.audioPath, dir: join(hlsWork, 'hls', 'audio') } }));
  rmSync(mp4Work, { recursive: true, force: true });
  rmSync(hlsWork, { recursive: true, force: true });
  return { mp4Only, encode, packaging };
}

const source = join(scratch, 'source.mp4');

async function main() {
  log(`Making a ${SECONDS} s 1080p source…`);
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
  ]);
  const results = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const result = await round(index);
    log(
      `round ${index + 1}: MP4 ladder ${result.mp4Only.toFixed(2)} s; with 1080p + 360p ${result.encode.toFixed(2)} s; packaging ${result.packaging.toFixed(2)} s`,
    );
    results.push(result);
  }
  const best = (key) => Math.min(...results.map((result) => result[key]));
  const [a, b, c] = [best('mp4Only'), best('encode'), best('packaging')];
  const pct = (value) => `${(value * 100).toFixed(1)} %`;
  const section = [
    `${SECONDS} s 1080p30 source (lavfi testsrc2 + sine), preset ${PRESET}, best of ${ROUNDS} alternating rounds; ${machineLine()}.`,
    '',
    '| Run | Wall time | vs the MP4 ladder |',
    '| --- | --- | --- |',
    `| A. MP4 ladder alone (720p + 480p MP4, M4A, poster; one run) | ${a.toFixed(2)} s | 100 % |`,
    `| B. The same run with the 1080p and 360p HLS rungs encoded in it | ${b.toFixed(2)} s | ${pct(b / a)} |`,
    `| C. HLS packaging (4 rungs + audio, stream copy) | ${c.toFixed(2)} s | **+${pct(c / a)}** |`,
    `| B + C. The whole ladder | ${(b + c).toFixed(2)} s | +${pct((b + c - a) / a)} |`,
  ].join('\n');
  log(`\n${section}\n`);
  if (process.env.BENCH_RECORD !== '0') replaceSection('hls', 'HLS', section);
}

main()
  .finally(() => rmSync(scratch, { recursive: true, force: true }))
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
