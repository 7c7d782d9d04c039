// Pure builders and parsers for ffmpeg/ffprobe (unit-tested in ffmpeg-args.spec.ts); the process
// handling lives in media.repository.ts.
import type { Rendition } from '@podcast/contracts';

export interface RenditionSpec<Name extends string = Rendition> {
  name: Name;
  height: number;
  /** Peak video bitrate, so a rendition stays streamable whatever the source. */
  maxrate: string;
  bufsize: string;
  audioBitrate: string;
}

export const RENDITION_SPECS: readonly RenditionSpec[] = [
  { name: '720p', height: 720, maxrate: '3000k', bufsize: '6000k', audioBitrate: '128k' },
  { name: '480p', height: 480, maxrate: '1500k', bufsize: '3000k', audioBitrate: '96k' },
];

/** Bitrate of the audio-only M4A rendition (the audio podcast feed's enclosure). */
export const AUDIO_RENDITION_BITRATE = '128k';

/** Never upscale: a rendition taller than the source is skipped. */
export function renditionsFor(sourceHeight: number): RenditionSpec[] {
  return RENDITION_SPECS.filter((spec) => spec.height <= sourceHeight);
}

/** The poster frame: a few seconds in (past fades from black), or the middle of a short clip. */
export function posterTimeSec(durationSec: number): number {
  if (!Number.isFinite(durationSec) || durationSec <= 0) return 0;
  return Math.round(Math.min(3, durationSec / 2) * 1000) / 1000;
}

/**
 * Every video output gets a keyframe at each multiple of this many seconds, so the HLS packager can
 * cut segments by stream copy at any multiple of it (docs/media.md, "Adaptive streaming").
 */
export const KEYFRAME_INTERVAL_SEC = 2;

export interface TranscodeOutput {
  spec: RenditionSpec<string>;
  path: string;
  /** A work file for an HLS rung only (its audio comes from the audio rendition): no audio track. */
  videoOnly?: boolean;
}

export interface TranscodePlan {
  input: string;
  sourceHeight: number;
  durationSec: number;
  hasAudio: boolean;
  outputs: TranscodeOutput[];
  posterPath: string;
  /**
   * The same frame at the source's own size (at most 2160 px high), for the poster's web renditions
   * and feed artwork (docs/artwork.md); a work file, not stored.
   */
  stillPath?: string;
  /** The audio-only AAC (M4A) rendition of the audio podcast feed; written only when the source has audio. */
  audioPath?: string;
  preset: string;
  crf?: number;
  /** Defaults to posterTimeSec(durationSec). */
  posterTimeSec?: number;
}

/**
 * One ffmpeg run per asset: the source is decoded once and split into every rendition plus the poster
 * (`split=N` in one filter graph, one output file per branch), H.264/AAC MP4 with faststart.
 * Progress goes to stdout as key=value lines (`-progress pipe:1`).
 */
export function buildTranscodeArgs(plan: TranscodePlan): string[] {
  const branches = plan.outputs.length + 1;
  const evenHeight = plan.sourceHeight - (plan.sourceHeight % 2);
  const posterScale = `scale=-2:${Math.min(720, evenHeight)}`;
  const frame = `trim=start=${plan.posterTimeSec ?? posterTimeSec(plan.durationSec)},setpts=PTS-STARTPTS`;
  const graph: string[] = [];
  let frameInput = '[0:v:0]';
  if (branches > 1) {
    const labels = plan.outputs.map((_, index) => `[s${index}]`).join('');
    graph.push(`[0:v:0]split=${branches}${labels}[sp]`);
    plan.outputs.forEach(({ spec }, index) => graph.push(`[s${index}]scale=-2:${spec.height}[v${spec.name}]`));
    frameInput = '[sp]';
  }
  if (plan.stillPath) {
    graph.push(`${frameInput}${frame},split=2[pf][sf]`, `[pf]${posterScale}[poster]`, `[sf]scale=-2:${Math.min(2160, evenHeight)}[still]`);
  } else {
    graph.push(`${frameInput}${frame},${posterScale}[poster]`);
  }

  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-nostats',
    '-progress',
    'pipe:1',
    ...inputArgs(plan.input),
    '-filter_complex',
    graph.join(';'),
  ];
  for (const { spec, path, videoOnly } of plan.outputs) {
    const withAudio = plan.hasAudio && !videoOnly;
    args.push('-map', `[v${spec.name}]`);
    if (withAudio) args.push('-map', '0:a:0');
    args.push(
      '-c:v',
      'libx264',
      '-preset',
      plan.preset,
      '-crf',
      String(plan.crf ?? 23),
      '-maxrate',
      spec.maxrate,
      '-bufsize',
      spec.bufsize,
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-force_key_frames',
      `expr:gte(t,n_forced*${KEYFRAME_INTERVAL_SEC})`,
    );
    if (withAudio) args.push('-c:a', 'aac', '-b:a', spec.audioBitrate, '-ac', '2');
    args.push('-movflags', '+faststart', '-f', 'mp4', path);
  }
  if (plan.hasAudio && plan.audioPath) {
    args.push('-map', '0:a:0', '-vn', '-c:a', 'aac', '-b:a', AUDIO_RENDITION_BITRATE, '-ac', '2', '-movflags', '+faststart', '-f', 'ipod', plan.audioPath);
  }
  args.push('-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', '-f', 'image2', plan.posterPath);
  if (plan.stillPath) args.push('-map', '[still]', '-frames:v', '1', '-q:v', '2', '-update', '1', '-f', 'image2', plan.stillPath);
  return args;
}

export function buildProbeArgs(input: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_entries', 'format=duration:stream=codec_type,width,height,duration,r_frame_rate', ...inputArgs(input)];
}

/** ffmpeg's demuxer for the extensions uploads are stored under (the type was checked by content at upload). */
const DEMUXERS: Record<string, string> = { mp4: 'mov', mov: 'mov', m4a: 'mov', webm: 'matroska', avi: 'avi', mp3: 'mp3', wav: 'wav', aac: 'aac' };

/**
 * The input options of every ffmpeg/ffprobe run: a protocol whitelist (a local file, or the
 * presigned HTTPS URL of S3 storage: never concat:, subfile:, data: or anything a crafted file could
 * reference) and the demuxer pinned from the stored extension, so the probe never guesses a format.
 */
export function inputArgs(input: string): string[] {
  const remote = /^https?:\/\//i.test(input);
  const path = remote ? new URL(input).pathname : input;
  const format = DEMUXERS[/\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''];
  return ['-protocol_whitelist', remote ? 'http,https,tls,tcp' : 'file', ...(format ? ['-f', format] : []), '-i', remote ? input : `file:${input}`];
}

/**
 * What an admin sees when a transcode fails: our own sentence, never ffmpeg's raw output (which
 * stays in the server log). Errors raised here carry the sentence before ": <stderr>".
 */
export function transcodeErrorMessage(raw: string): string {
  if (/^The file has no video stream/.test(raw)) return 'The file has no video stream.';
  if (/^ffmpeg made no progress for \d+ ms and was stopped$/.test(raw)) return raw;
  if (raw.startsWith('ffprobe could not read the file')) {
    return 'ffprobe could not read the file: the video is damaged or incomplete. Export it again and upload the new file.';
  }
  const failed = /^ffmpeg failed \((exit code -?\d+|signal \w+)\)/.exec(raw);
  if (failed) return `ffmpeg failed (${failed[1]}). The server log has the details.`;
  if (raw.startsWith('ffmpeg could not start')) return 'ffmpeg could not start. The server log has the details.';
  return 'Transcoding failed. The server log has the details.';
}

export interface ProbeResult {
  durationSec: number;
  /** Frames per second of the video stream (ffprobe's r_frame_rate); null when unknown. */
  frameRate: number | null;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: Array<{ codec_type?: string; width?: number; height?: number; duration?: string; r_frame_rate?: string }>;
}

/** ffprobe's "30000/1001" (or "25/1", "25") as a number; null for "0/0" and anything unreadable. */
export function parseFrameRate(text: string | undefined): number | null {
  const match = text === undefined ? null : /^(\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/.exec(text.trim());
  if (!match) return null;
  const rate = Number(match[1]) / Number(match[2] ?? 1);
  // Anything outside 1..1000 fps is a container's placeholder, not a frame rate.
  return Number.isFinite(rate) && rate >= 1 && rate <= 1000 ? rate : null;
}

export function parseProbe(json: string): ProbeResult {
  const data = JSON.parse(json) as ProbeJson;
  const streams = data.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const duration = Number(data.format?.duration ?? video?.duration ?? NaN);
  return {
    durationSec: Number.isFinite(duration) ? duration : 0,
    frameRate: parseFrameRate(video?.r_frame_rate),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    hasVideo: Boolean(video),
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

/** Percent done from one `-progress` block's out_time_us (ffmpeg 5 names it in microseconds). */
export function progressPercent(line: string, durationSec: number): number | undefined {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  if (!match || durationSec <= 0) return undefined;
  const seconds = Number(match[1]) / 1_000_000;
  return Math.max(0, Math.min(99, Math.floor((seconds / durationSec) * 100)));
}

/** The episode duration text: "m:ss" under an hour, else "h:mm:ss". */
export function formatDuration(totalSec: number): string {
  const total = Math.max(0, Math.round(totalSec));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
