import { Inject, Injectable } from '@nestjs/common';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { buildProbeArgs, parseProbe, progressPercent, type ProbeResult } from './ffmpeg-args';

const execFileAsync = promisify(execFile);
const STDERR_TAIL = 2000;

export interface TranscodeRunOptions {
  durationSec: number;
  /** Kill ffmpeg when it reports nothing for this long. */
  stallTimeoutMs: number;
  onProgress: (percent: number) => void;
}

/**
 * The only place ffmpeg and ffprobe run. Child processes keep the event loop free (Bull renews job
 * locks from it); a watchdog kills an ffmpeg whose progress output stops (a hung input, a stuck
 * filter), so a job fails with a reason instead of holding its worker forever.
 */
@Injectable()
export class MediaRepository {
  constructor(@Inject(APP_CONFIG) private readonly config: EnvironmentVariables) {}

  async probe(input: string): Promise<ProbeResult> {
    try {
      const { stdout } = await execFileAsync(this.config.FFPROBE_PATH, buildProbeArgs(input), { maxBuffer: 4 * 1024 * 1024, timeout: 120_000 });
      return parseProbe(stdout);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr?.trim();
      throw new Error(`ffprobe could not read the file${stderr ? `: ${stderr.slice(-STDERR_TAIL)}` : ''}`, { cause: error });
    }
  }

  transcode(args: string[], options: TranscodeRunOptions): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.config.FFMPEG_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
        if (stalled) reject(new Error(`ffmpeg made no progress for ${options.stallTimeoutMs} ms and was stopped`));
        else if (code === 0) resolve();
        else reject(new Error(`ffmpeg failed (${signal ? `signal ${signal}` : `exit code ${code}`})${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
      });
    });
  }
}
