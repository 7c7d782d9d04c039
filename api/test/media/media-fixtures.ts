import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EpisodeStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import type { TestApp } from '../harness/test-app';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';

const run = promisify(execFile);

/** A scratch folder for generated media, removed by `dispose`. */
export function mediaScratch(): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'podcast-media-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ClipOptions {
  width?: number;
  height?: number;
  seconds?: number;
  audio?: boolean;
}

/** A real clip from lavfi's test pattern and a sine tone; the container follows the file extension. */
export async function makeClip(path: string, { width = 1280, height = 720, seconds = 2, audio = true }: ClipOptions = {}): Promise<string> {
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25`];
  if (audio) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100');
  args.push('-t', String(seconds));
  if (/\.(mp4|mov)$/.test(path)) args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (audio && /\.(mp4|mov)$/.test(path)) args.push('-c:a', 'aac');
  args.push(path);
  await run('ffmpeg', args);
  return path;
}

export async function makeAudio(path: string, seconds = 1): Promise<string> {
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), path]);
  return path;
}

export async function makeImage(path: string): Promise<string> {
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x64', '-frames:v', '1', path]);
  return path;
}

export async function probe(path: string): Promise<{ width: number; height: number; codecs: string[]; duration: number }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_entries', 'format=duration:stream=codec_name,width,height', path]);
  const data = JSON.parse(stdout) as { format: { duration: string }; streams: Array<{ codec_name: string; width?: number; height?: number }> };
  const video = data.streams.find((s) => s.width);
  return { width: video?.width ?? 0, height: video?.height ?? 0, codecs: data.streams.map((s) => s.codec_name), duration: Number(data.format.duration) };
}

let episodeCounter = 0;

/** An episode row, written straight to the test database. */
export async function createEpisode(t: TestApp, overrides: Partial<EpisodeEntity> = {}): Promise<EpisodeEntity> {
  episodeCounter += 1;
  const repo = t.app.get(DataSource).getRepository(EpisodeEntity);
  return repo.save(
    repo.create({ title: `Episode ${episodeCounter}`, description: 'About selling', episodeNumber: episodeCounter, status: EpisodeStatus.Draft, ...overrides }),
  );
}

export async function readEpisode(t: TestApp, id: number): Promise<EpisodeEntity | null> {
  return t.app.get(DataSource).getRepository(EpisodeEntity).findOneBy({ id });
}

/** Polls until `check` returns a value (real transcoding takes seconds). */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, what = 'condition'): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A file that starts like `source` (so it sniffs as the same type) padded with random bytes to `bytes`. */
export function paddedCopy(source: string, path: string, bytes: number): string {
  const head = readFileSync(source);
  writeFileSync(path, Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]));
  return path;
}
