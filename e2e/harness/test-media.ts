import { execFileSync } from 'node:child_process';

const ffmpeg = () => process.env.FFMPEG_PATH ?? 'ffmpeg';

export interface TestClipOptions {
  seconds: number;
  /** Width×height; the default is small, for tests that only need a real video. */
  size?: string;
  /**
   * `small-file` spends more encoding time for fewer bytes (a long clip the player streams); the
   * default encodes as fast as ffmpeg can.
   */
  encoding?: 'fast' | 'small-file';
}

/** A real H.264/AAC MP4 made with ffmpeg's lavfi sources: a moving test pattern with a 440 Hz tone. */
export function makeTestClip(path: string, { seconds, size = '640x360', encoding = 'fast' }: TestClipOptions): string {
  const video = encoding === 'fast' ? ['-preset', 'ultrafast'] : ['-preset', 'veryfast', '-crf', '34'];
  const audio = encoding === 'fast' ? [] : ['-b:a', '64k'];
  execFileSync(ffmpeg(), [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', ...video, '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', ...audio],
    ...['-shortest', '-movflags', '+faststart', path],
  ]);
  return path;
}

/** A short real MP3 (a sine tone), a few KB. */
export function makeTestMp3(path: string, { seconds = 1, frequency = 440 } = {}): string {
  execFileSync(ffmpeg(), [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`],
    ...['-c:a', 'libmp3lame', '-b:a', '64k', path],
  ]);
  return path;
}

/** A one-colour still image (PNG or JPEG by the file's extension). */
export function makeTestImage(path: string, { color = 'orange', size = '640x360' } = {}): string {
  execFileSync(ffmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${color}:size=${size}`, '-frames:v', '1', path]);
  return path;
}
