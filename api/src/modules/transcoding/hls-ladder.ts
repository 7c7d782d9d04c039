// Pure builders and parsers of the HLS ladder (unit-tested in hls-ladder.spec.ts); hls-packager.ts
// runs them. Design and measurements: docs/media.md, "Adaptive streaming".
import { inputArgs, RENDITION_SPECS, type RenditionSpec } from './ffmpeg-args';

/** Target segment length. Keyframes come every KEYFRAME_INTERVAL_SEC (2 s), so segments end near 4 s, never past 6 s. */
export const HLS_SEGMENT_SEC = 4;

/** The file names of the ladder, under the asset's derived folder (`…/hls/`). */
export const HLS_FOLDER = 'hls';
export const HLS_MASTER = 'master.m3u8';
export const HLS_MEDIA_PLAYLIST = 'index.m3u8';
export const HLS_AUDIO_RUNG = 'audio';

/**
 * The video rungs, tallest first. 720p and 480p are the MP4 renditions (packaged by stream copy);
 * 1080p and 360p are encoded in the same ffmpeg run as video-only work files.
 */
export const HLS_LADDER: readonly RenditionSpec<string>[] = [
  { name: '1080p', height: 1080, maxrate: '6000k', bufsize: '12000k', audioBitrate: '128k' },
  ...RENDITION_SPECS,
  { name: '360p', height: 360, maxrate: '800k', bufsize: '1600k', audioBitrate: '64k' },
];

/** Never upscale: a 640×360 source gets the 360p rung only; one shorter than 360 px gets no ladder. */
export function hlsRungsFor(sourceHeight: number): RenditionSpec<string>[] {
  return HLS_LADDER.filter((spec) => spec.height <= sourceHeight);
}

/** A rung's folder name as a URL may name it: "1080p" … "360p", or "audio". */
export const RUNG_NAME = /^(?:\d{3,4}p|audio)$/;

export interface HlsPackagePlan {
  /** Each video rung: the MP4 it is copied from, and the folder its playlist and segments go to. */
  rungs: Array<{ input: string; dir: string }>;
  /** The audio rendition (the M4A of the audio feed), when the source has sound. */
  audio?: { input: string; dir: string };
}

/**
 * One ffmpeg run that packages already-encoded files into HLS by stream copy (no decode, no encode):
 * video-only MPEG-TS rungs plus one audio-only rendition, each a VOD media playlist. Segments are cut
 * at the first keyframe past each HLS_SEGMENT_SEC.
 */
export function buildHlsPackageArgs(plan: HlsPackagePlan): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'];
  const sources = [...plan.rungs.map((rung) => ({ ...rung, stream: 'v:0' })), ...(plan.audio ? [{ ...plan.audio, stream: 'a:0' }] : [])];
  for (const source of sources) args.push(...inputArgs(source.input));
  sources.forEach((source, index) => {
    args.push(
      '-map',
      `${index}:${source.stream}`,
      '-c',
      'copy',
      '-f',
      'hls',
      '-hls_time',
      String(HLS_SEGMENT_SEC),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_type',
      'mpegts',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      `${source.dir}/seg_%05d.ts`,
      `${source.dir}/${HLS_MEDIA_PLAYLIST}`,
    );
  });
  return args;
}

export interface MediaSegment {
  durationSec: number;
  uri: string;
}

/** The segments of a media playlist, in order (EXTINF duration and the URI line after it). */
export function parseMediaPlaylist(text: string): MediaSegment[] {
  const segments: MediaSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ durationSec: duration, uri: line });
      duration = null;
    }
  }
  return segments;
}

export interface RungBandwidth {
  /** Bits per second of the most demanding segment (BANDWIDTH). */
  peak: number;
  /** Bits per second over the whole playlist (AVERAGE-BANDWIDTH). */
  average: number;
}

/** BANDWIDTH from the real segments (in CRF mode ffmpeg's own guess is wrong, STACK.md). */
export function rungBandwidth(segments: Array<{ durationSec: number; bytes: number }>): RungBandwidth {
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const segment of segments) {
    if (segment.durationSec <= 0) continue;
    peak = Math.max(peak, (segment.bytes * 8) / segment.durationSec);
    bytes += segment.bytes;
    seconds += segment.durationSec;
  }
  return { peak: Math.ceil(peak), average: seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 0 };
}

/** RFC 6381 codec of our H.264 (High profile, always: ffmpeg-args.ts) at ffprobe's level number (e.g. 40). */
export const avcCodec = (level: number) =>
  `avc1.6400${Math.max(0, Math.min(255, Math.round(level)))
    .toString(16)
    .padStart(2, '0')}`;
export const AAC_LC_CODEC = 'mp4a.40.2';

export interface MasterRung {
  name: string;
  width: number;
  height: number;
  bandwidth: RungBandwidth;
  codec: string;
}

/**
 * The master playlist: one variant per video rung (tallest first) and the audio as an alternate
 * rendition every variant plays with. URIs are relative (`720p/index.m3u8`), so the same file works
 * wherever it is served from.
 */
export function buildMasterPlaylist(rungs: MasterRung[], audio?: RungBandwidth): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (audio) {
    lines.push(`#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",NAME="Audio",DEFAULT=YES,AUTOSELECT=YES,URI="${HLS_AUDIO_RUNG}/${HLS_MEDIA_PLAYLIST}"`);
  }
  for (const rung of rungs) {
    const peak = rung.bandwidth.peak + (audio?.peak ?? 0);
    const average = rung.bandwidth.average + (audio?.average ?? 0);
    const codecs = audio ? `${rung.codec},${AAC_LC_CODEC}` : rung.codec;
    const attributes = [
      `BANDWIDTH=${peak}`,
      `AVERAGE-BANDWIDTH=${average}`,
      `RESOLUTION=${rung.width}x${rung.height}`,
      `CODECS="${codecs}"`,
      `NAME="${rung.name}"`,
    ];
    if (audio) attributes.push('AUDIO="audio"');
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `${rung.name}/${HLS_MEDIA_PLAYLIST}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A stored media playlist with each segment URI replaced (by a signed URL). Only the file name of a
 * URI is kept: a segment is always looked up next to its playlist, never anywhere a playlist names.
 */
export async function rewriteSegments(text: string, sign: (fileName: string) => Promise<string>): Promise<string> {
  const lines = text.split('\n');
  const out = await Promise.all(
    lines.map((raw) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return raw;
      return sign(line.split('/').pop() ?? line);
    }),
  );
  return out.join('\n');
}
