import { Inject, Injectable, Logger } from '@nestjs/common';
import { TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import type { Job } from 'bull';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { EpisodeMediaFields } from '../episodes/episode-media-fields';
import { MediaUrls } from '../media/media-urls.service';
import type { StoredImageSet } from '../../common/stored-image-set';
import { ImageSets } from '../images/image-sets.service';
import { WORKER_WAIT } from '../images/image-work';
import { derivedKey, posterImagesFolder } from '../media/storage/storage-key';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import { VideoAssetRepository } from '../media/video-asset.repository';
import { buildTranscodeArgs, formatDuration, renditionsFor, transcodeErrorMessage, type TranscodeOutput } from './ffmpeg-args';
import { HLS_FOLDER, HLS_MASTER, hlsRungsFor } from './hls-ladder';
import { HlsPackager } from './hls-packager';
import { MediaRepository } from './media.repository';
import type { TranscodeJobData } from '../../queue/jobs';
import { makeWorkDir } from './transcode-workdir';

/** Files stored at once. */
const UPLOADS_IN_FLIGHT = 8;

/** Runs `work` over `items`, at most `limit` at a time; the first failure rejects (the other workers finish their current file). */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Progress is written at most this often (each write is a row update). */
const PROGRESS_WRITE_MS = 1000;

export type TranscodeOutcome = { done: true; variants: string[] } | { skipped: string };

/**
 * One transcode job: probe, one ffmpeg run for every rendition and the poster, upload the outputs,
 * record them. The asset moves pending → processing → completed, or failed with the error kept
 * (pending again while Bull still has retries for it).
 */
@Injectable()
export class TranscodeProcessor {
  private readonly logger = new Logger('Transcode');

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly assets: VideoAssetRepository,
    private readonly episodes: EpisodeMediaFields,
    private readonly urls: MediaUrls,
    private readonly media: MediaRepository,
    private readonly images: ImageSets,
    private readonly hls: HlsPackager,
  ) {}

  async handle(job: Job<TranscodeJobData>): Promise<TranscodeOutcome> {
    const asset = await this.assets.findById(job.data.assetId);
    if (!asset) return { skipped: 'the asset was deleted' };
    if (asset.type !== VideoAssetType.Edited) return { skipped: 'only edited videos are transcoded' };
    // The same job run again after it finished (the outbox sweep dispatched it again after Redis lost it).
    if (asset.transcodingStatus === TranscodingStatus.Completed && asset.transcodingJobId === String(job.id)) return { skipped: 'already transcoded' };

    await this.assets.update(asset.id, {
      transcodingStatus: TranscodingStatus.Processing,
      transcodingProgress: 0,
      transcodingError: null,
      transcodingJobId: String(job.id),
    });
    const work = await makeWorkDir();
    try {
      const input = await this.storage.inputForTranscoder(asset.storageKey);
      const probe = await this.media.probe(input);
      if (!probe.hasVideo || probe.height <= 0) throw new Error('The file has no video stream');
      const outputs: TranscodeOutput[] = renditionsFor(probe.height).map((spec) => ({ spec, path: join(work, `${spec.name}.mp4`) }));
      // HLS rungs the MP4 renditions do not cover (1080p, 360p) are encoded in the same run, video only.
      const rungs = hlsRungsFor(probe.height).map((spec) => {
        const shared = outputs.find((output) => output.spec.name === spec.name);
        if (shared) return { name: spec.name, path: shared.path };
        const extra = { spec, path: join(work, `hls-${spec.name}.mp4`), videoOnly: true };
        outputs.push(extra);
        return { name: spec.name, path: extra.path };
      });
      const posterPath = join(work, 'poster.jpg');
      const stillPath = join(work, 'still.jpg');
      const audioPath = probe.hasAudio ? join(work, 'audio.m4a') : undefined;
      const args = buildTranscodeArgs({
        input,
        sourceHeight: probe.height,
        durationSec: probe.durationSec,
        hasAudio: probe.hasAudio,
        outputs,
        posterPath,
        stillPath: asset.episodeId !== null ? stillPath : undefined,
        audioPath,
        preset: this.config.TRANSCODE_PRESET,
      });

      let lastWrite = 0;
      let lastPercent = 0;
      await this.media.transcode(args, {
        durationSec: probe.durationSec,
        renditions: outputs.map(({ spec }) => spec.name),
        stallTimeoutMs: this.config.TRANSCODE_STALL_TIMEOUT_MS,
        onProgress: (percent) => {
          const now = Date.now();
          if (percent <= lastPercent || now - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = now;
          lastPercent = percent;
          void job.progress(percent).catch(() => undefined);
          void this.assets.update(asset.id, { transcodingProgress: percent }).catch(() => undefined);
        },
      });

      const files: Array<{ key: string; path: string; contentType: string }> = [];
      const variants: Record<string, string> = {};
      if (rungs.length > 0) {
        const hlsDir = join(work, HLS_FOLDER);
        const ladder = await this.hls.package({
          dir: hlsDir,
          rungs,
          audioPath,
          durationSec: probe.durationSec,
          stallTimeoutMs: this.config.TRANSCODE_STALL_TIMEOUT_MS,
        });
        for (const file of ladder)
          files.push({ key: derivedKey(asset.storageKey, `${HLS_FOLDER}/${file.relative}`), path: file.path, contentType: file.contentType });
        // Not a rendition: the key of the ladder's master playlist (docs/media.md, "Adaptive streaming").
        variants.hls = derivedKey(asset.storageKey, `${HLS_FOLDER}/${HLS_MASTER}`);
      }
      for (const { spec, path, videoOnly } of outputs) {
        if (videoOnly) continue;
        variants[spec.name] = derivedKey(asset.storageKey, `${spec.name}.mp4`);
        files.push({ key: variants[spec.name], path, contentType: 'video/mp4' });
      }
      if (audioPath) {
        // The audio podcast feed's enclosure (docs/distribution.md).
        variants.audio = derivedKey(asset.storageKey, 'audio.m4a');
        files.push({ key: variants.audio, path: audioPath, contentType: 'audio/mp4' });
      }
      const posterKey = derivedKey(asset.storageKey, 'poster.jpg');
      files.push({ key: posterKey, path: posterPath, contentType: 'image/jpeg' });
      // A few at a time (on S3 the uploads overlap; an hour's ladder is thousands of segments); each is
      // moved, not copied, when storage is on the same disk.
      await eachLimited(files, UPLOADS_IN_FLIGHT, (file) => this.storage.putFile(file.key, file.path, file.contentType).then(() => undefined));

      const posterSet = asset.episodeId !== null ? await this.posterImages(asset.id, asset.storageKey, stillPath) : null;

      if (!(await this.assets.findById(asset.id))) {
        // Deleted while we worked: leave nothing behind.
        await Promise.all([...Object.values(variants), posterKey].map((key) => this.storage.delete(key).catch(() => undefined)));
        if (variants.hls) await this.storage.deletePrefix(derivedKey(asset.storageKey, HLS_FOLDER)).catch(() => undefined);
        if (posterSet) await this.images.remove(posterSet.prefix);
        return { skipped: 'the asset was deleted during transcoding' };
      }
      await this.assets.update(asset.id, {
        transcodingStatus: TranscodingStatus.Completed,
        transcodingProgress: 100,
        transcodingError: null,
        variants,
        posterKey,
        durationSec: probe.durationSec,
        frameRate: probe.frameRate,
      });
      if (asset.episodeId !== null) {
        const { posterSetTaken } = await this.episodes.applyTranscodeFacts(asset.episodeId, {
          posterSet,
          posterUrl: this.urls.stable(posterKey),
          duration: formatDuration(probe.durationSec),
        });
        // The episode has a picture already (artwork, a typed URL, an earlier version's poster).
        if (posterSet && !posterSetTaken) await this.images.remove(posterSet.prefix);
      }
      return { done: true, variants: Object.keys(variants) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const willRetry = job.attemptsMade + 1 < (job.opts.attempts ?? 1);
      this.logger.warn(`Asset ${asset.id}: ${message}${willRetry ? ' (will retry)' : ''}`);
      await this.assets
        // A clear sentence for the admin; ffmpeg's raw output stays in the log line above.
        .update(asset.id, {
          transcodingStatus: willRetry ? TranscodingStatus.Pending : TranscodingStatus.Failed,
          transcodingError: transcodeErrorMessage(message),
        })
        .catch(() => undefined);
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /**
   * The poster frame as an image set (docs/artwork.md): srcset renditions for the public pages and,
   * when the video is at least 1400 px high, square feed artwork cut from it. A failure here costs
   * the episode its renditions, not the transcode: it then shows the plain poster as before (so does
   * a wait for the image queue longer than WORKER_WAIT).
   */
  private async posterImages(assetId: number, storageKey: string, stillPath: string): Promise<StoredImageSet | null> {
    try {
      // No request waits on it: it queues behind the uploads for longer (WORKER_WAIT), never refused for the line's length.
      return await this.images.render(
        `${posterImagesFolder(storageKey)}/${randomUUID()}`,
        () => Promise.resolve(stillPath),
        { minSide: 1, feed: 'crop', name: 'The poster frame' },
        WORKER_WAIT,
      );
    } catch (error) {
      this.logger.warn(`Asset ${assetId}: no image renditions of the poster frame: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
