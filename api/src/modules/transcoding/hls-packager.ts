import { Injectable } from '@nestjs/common';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildHlsPackageArgs,
  buildMasterPlaylist,
  HLS_AUDIO_RUNG,
  HLS_MASTER,
  HLS_MEDIA_PLAYLIST,
  parseMediaPlaylist,
  rungBandwidth,
  avcCodec,
  type MasterRung,
} from './hls-ladder';
import { MediaRepository } from './media.repository';

export interface HlsPackageInput {
  /** Work folder the ladder is written to (`{work}/hls`). */
  dir: string;
  /** The rung MP4s, tallest first (names "1080p" …). */
  rungs: Array<{ name: string; path: string }>;
  audioPath?: string;
  durationSec: number;
  stallTimeoutMs: number;
}

/** A file of the ladder: its path under the ladder folder ("720p/seg_00000.ts") and where it is on disk. */
export interface HlsFile {
  relative: string;
  path: string;
  contentType: string;
}

export const HLS_CONTENT_TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };

/**
 * Packages encoded rung MP4s into the HLS ladder (one stream-copy ffmpeg run), then writes the master
 * playlist from the real segment sizes. Returns every file to store.
 */
@Injectable()
export class HlsPackager {
  constructor(private readonly media: MediaRepository) {}

  async package(input: HlsPackageInput): Promise<HlsFile[]> {
    const rungDirs = input.rungs.map((rung) => ({ ...rung, dir: join(input.dir, rung.name) }));
    const audioDir = input.audioPath ? join(input.dir, HLS_AUDIO_RUNG) : undefined;
    await Promise.all([...rungDirs.map((rung) => rung.dir), ...(audioDir ? [audioDir] : [])].map((dir) => mkdir(dir, { recursive: true })));
    const args = buildHlsPackageArgs({
      rungs: rungDirs.map((rung) => ({ input: rung.path, dir: rung.dir })),
      audio: input.audioPath && audioDir ? { input: input.audioPath, dir: audioDir } : undefined,
    });
    await this.media.transcode(args, { durationSec: input.durationSec, stallTimeoutMs: input.stallTimeoutMs, onProgress: () => undefined });

    const master: MasterRung[] = await Promise.all(
      rungDirs.map(async (rung) => {
        const [stream, bandwidth] = await Promise.all([this.media.videoStream(rung.path), this.bandwidthOf(rung.dir)]);
        return { name: rung.name, width: stream.width, height: stream.height, codec: avcCodec(stream.level), bandwidth };
      }),
    );
    const audio = audioDir ? await this.bandwidthOf(audioDir) : undefined;
    await writeFile(join(input.dir, HLS_MASTER), buildMasterPlaylist(master, audio));
    return this.files(input.dir);
  }

  private async bandwidthOf(dir: string) {
    const segments = parseMediaPlaylist(await readFile(join(dir, HLS_MEDIA_PLAYLIST), 'utf8'));
    const sized = await Promise.all(
      segments.map(async (segment) => ({ durationSec: segment.durationSec, bytes: (await stat(join(dir, segment.uri.split('/').pop() ?? segment.uri))).size })),
    );
    return rungBandwidth(sized);
  }

  private async files(dir: string): Promise<HlsFile[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        const relative = path.slice(dir.length + 1);
        return { relative, path, contentType: HLS_CONTENT_TYPES[entry.name.split('.').pop() ?? ''] ?? 'application/octet-stream' };
      });
  }
}
