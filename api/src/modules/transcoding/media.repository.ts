import { Inject, Injectable } from '@nestjs/common';
import type { Attributes, Span } from '@opentelemetry/api';
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { inSpan } from '../../common/tracer';
import { transcodeSeconds } from '../../metrics/instruments';
import { buildProbeArgs, inputArgs, parseProbe, progressPercent, type ProbeResult } from './ffmpeg-args';
import { readMp4Header } from './mp4-header';

const execFileAsync = promisify(execFile);
const STDERR_TAIL = 2000;

/**
 * util-linux's setpriv, when the machine has it (Debian and the Docker image do): `setpriv
 * --pdeathsig KILL` makes the kernel kill ffmpeg when the process that started it dies, even by
 * kill -9 (prctl PR_SET_PDEATHSIG, kept across exec). A pipe alone does not do it: ffmpeg ignores
 * SIGPIPE and keeps running after its progress pipe breaks.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));

/** The command that runs `binary args` so that it dies with this process. */
export function tiedToParent(binary: string, args: string[]): { command: string; args: string[] } {
  return SETPRIV ? { command: SETPRIV, args: ['--pdeathsig', 'KILL', '--', binary, ...args] } : { command: binary, args };
}

/** How a run ended, on its span: the exit code, or the signal that stopped it. */
function recordExit(span: Span, code: number | string | null | undefined, signal: string | null | undefined): void {
  if (typeof code === 'number') span.setAttribute('process.exit.code', code);
  if (signal) span.setAttribute('process.exit.signal', signal);
}

/** What execFile's error says of how the process ended (its `code` is an errno string when it did not start). */
const exitOf = (error: unknown) => error as { code?: number | string; signal?: string | null };

export interface TranscodeRunOptions {
  durationSec: number;
  /** The renditions this run writes (the span says which). */
  renditions?: string[];
  /** Kill ffmpeg when it reports nothing for this long. */
  stallTimeoutMs: number;
  onProgress: (percent: number) => void;
}

/**
 * The only place ffmpeg and ffprobe run. Child processes keep the event loop free (Bull renews job
 * locks from it); a watchdog kills an ffmpeg whose progress output stops (a hung input, a stuck
 * filter), so a job fails with a reason instead of holding its worker forever. Each run is a span
 * (docs/operations.md, "Traces") with its exit code.
 */
@Injectable()
export class MediaRepository {
  constructor(@Inject(APP_CONFIG) private readonly config: EnvironmentVariables) {}

  /**
   * What a transcode needs to know of its source. A local MP4/MOV is read from its header (no
   * ffprobe process: see mp4-header.ts); anything else, or a header it is unsure of, goes to ffprobe.
   */
  async probe(input: string): Promise<ProbeResult> {
    if (/\.(mp4|mov)$/i.test(input) && !/^https?:\/\//i.test(input)) {
      const header = await readMp4Header(input);
      if (header) return header;
    }
    return this.ffprobe(input);
  }

  ffprobe(input: string): Promise<ProbeResult> {
    return inSpan('ffprobe', { attributes: { 'process.executable.name': 'ffprobe' } }, async (span) => {
      try {
        const { stdout } = await execFileAsync(this.config.FFPROBE_PATH, buildProbeArgs(input), { maxBuffer: 4 * 1024 * 1024, timeout: 120_000 });
        recordExit(span, 0, null);
        const probe = parseProbe(stdout);
        span.setAttribute('media.duration_sec', probe.durationSec);
        return probe;
      } catch (error) {
        recordExit(span, exitOf(error).code, exitOf(error).signal);
        const stderr = (error as { stderr?: string }).stderr?.trim();
        throw new Error(`ffprobe could not read the file${stderr ? `: ${stderr.slice(-STDERR_TAIL)}` : ''}`, { cause: error });
      }
    });
  }

  /** Size and H.264 level of a file we encoded (an HLS rung's RESOLUTION and CODECS). */
  async videoStream(path: string): Promise<{ width: number; height: number; level: number }> {
    const args = ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height,level', '-print_format', 'json', ...inputArgs(path)];
    const { stdout } = await execFileAsync(this.config.FFPROBE_PATH, args, { maxBuffer: 1024 * 1024, timeout: 60_000 });
    const stream = (JSON.parse(stdout) as { streams?: Array<{ width?: number; height?: number; level?: number }> }).streams?.[0];
    return { width: stream?.width ?? 0, height: stream?.height ?? 0, level: stream?.level ?? 0 };
  }

  transcode(args: string[], options: TranscodeRunOptions): Promise<void> {
    const attributes: Attributes = {
      'process.executable.name': 'ffmpeg',
      'media.renditions': options.renditions ?? [],
      'media.duration_sec': options.durationSec,
    };
    return inSpan('ffmpeg transcode', { attributes }, (span) => this.runTranscode(args, options, span));
  }

  private runTranscode(args: string[], options: TranscodeRunOptions, span: Span): Promise<void> {
    return new Promise((resolve, reject) => {
      // setpriv execs ffmpeg in place: the child's pid is ffmpeg's, and kill() reaches it directly.
      const run = tiedToParent(this.config.FFMPEG_PATH, args);
      const child = spawn(run.command, run.args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const timeRun = transcodeSeconds.startTimer();
      let stderr = '';
      let pendingLine = '';
      let stalled = false;
      let watchdog: NodeJS.Timeout;
      const arm = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          stalled = true;
          child.kill('SIGKILL');
        }, options.stallTimeoutMs);
      };
      arm();
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        arm();
        const lines = (pendingLine + chunk).split('\n');
        pendingLine = lines.pop() ?? '';
        for (const line of lines) {
          const percent = progressPercent(line, options.durationSec);
          if (percent !== undefined) options.onProgress(percent);
        }
      });
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-STDERR_TAIL);
      });
      child.on('error', (error) => {
        clearTimeout(watchdog);
        reject(new Error(`ffmpeg could not start: ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(watchdog);
        recordExit(span, code, signal);
        timeRun({ outcome: code === 0 && !stalled ? 'ok' : 'failed' });
        if (stalled) reject(new Error(`ffmpeg made no progress for ${options.stallTimeoutMs} ms and was stopped`));
        else if (code === 0) resolve();
        else reject(new Error(`ffmpeg failed (${signal ? `signal ${signal}` : `exit code ${code}`})${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
      });
    });
  }

  /**
   * One frame of `input` at `atSec` as PNG (the artwork frame pick). Input seeking (-ss before -i)
   * decodes from the nearest keyframe only, so a frame an hour in costs what a frame at 0 s does.
   */
  grabFrame(input: string, atSec: number): Promise<Buffer> {
    const args = ['-hide_banner', '-loglevel', 'error', '-ss', atSec.toFixed(3), '-i', input, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'];
    const run = tiedToParent(this.config.FFMPEG_PATH, args);
    return inSpan('ffmpeg frame', { attributes: { 'process.executable.name': 'ffmpeg', 'media.at_sec': atSec } }, async (span) => {
      try {
        const { stdout } = await execFileAsync(run.command, run.args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
        recordExit(span, 0, null);
        if (stdout.length === 0) throw new Error('ffmpeg returned no frame at that time');
        return stdout;
      } catch (error) {
        recordExit(span, exitOf(error).code, exitOf(error).signal);
        const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8').trim();
        throw new Error(`ffmpeg could not read a frame${stderr ? `: ${stderr.slice(-STDERR_TAIL)}` : ''}`, { cause: error });
      }
    });
  }
}
