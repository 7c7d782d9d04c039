import { InjectQueue } from '@nestjs/bull';
import { Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { processInContext } from '../../queue/job-context';
import { JOBS, QueueName, type OldVersionFilesJob, type TranscodeJobData } from '../../queue/jobs';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { ImagesModule } from '../images/images.module';
import { MediaStorageModule } from '../media/media-storage.module';
import { OldVersionFiles, OldVersionFilesModule } from '../media/old-version-files.service';
import { MediaRepository } from './media.repository';
import { HlsPackager } from './hls-packager';
import { TranscodeProcessor } from './transcode.processor';
import { sweepWorkDirs } from './transcode-workdir';

/**
 * The transcode worker (listed in WORKER_MODULES: in the server with WORKER=inline, in `npm run
 * worker` otherwise). It consumes the @nestjs/bull `transcode` queue, whose lock and stall timings come
 * from settings (QueueModule): a worker that dies loses its job lock, and another (or the restarted)
 * process puts the job back in the queue after TRANSCODE_STALLED_INTERVAL_MS. The handler is bound
 * here rather than with `@Process` because its concurrency is a setting (TRANSCODE_CONCURRENCY).
 */
@Module({
  // ImagesModule: the poster frame's image renditions, through the same pipeline as uploaded artwork.
  imports: [EpisodeMediaModule, MediaStorageModule, ImagesModule, OldVersionFilesModule],
  providers: [MediaRepository, HlsPackager, TranscodeProcessor],
})
export class TranscodingModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TranscodeWorker');

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @InjectQueue(QueueName.Transcode) private readonly queue: Queue<TranscodeJobData | OldVersionFilesJob>,
    private readonly processor: TranscodeProcessor,
    private readonly oldVersions: OldVersionFiles,
  ) {}

  onModuleInit(): void {
    // What a killed worker left: its ffmpeg died with it (setpriv, media.repository.ts), its folder did not.
    void sweepWorkDirs().then(
      (removed) => removed.length > 0 && this.logger.warn(`Removed ${removed.length} transcode folder(s) left by a stopped process`),
      (error: unknown) => this.logger.warn(`Could not sweep transcode folders: ${error instanceof Error ? error.message : String(error)}`),
    );
    void this.queue
      .process(JOBS.transcodeAsset.name, this.config.TRANSCODE_CONCURRENCY, (job: Job<TranscodeJobData>) =>
        processInContext(job, () => this.processor.handle(job)),
      )
      .catch((error: unknown) => {
        this.logger.error(`Transcode worker stopped: ${error instanceof Error ? error.message : String(error)}`);
      });
    // JOBS.removeOldVersionFiles: a few deletes, one at a time.
    void this.queue
      .process(JOBS.removeOldVersionFiles.name, 1, (job: Job<OldVersionFilesJob>) => processInContext(job, () => this.oldVersions.remove(job.data.assetId)))
      .catch((error: unknown) => {
        this.logger.error(`Old-version clean-up stopped: ${error instanceof Error ? error.message : String(error)}`);
      });
  }

  /**
   * Stops taking jobs. A running job is not waited for: it is interrupted with the process and, like
   * the job of a killed process, put back by the stalled-job check of the next worker.
   */
  async onModuleDestroy(): Promise<void> {
    // Before @nestjs/bull's own close (which would wait for a running transcode, minutes): the process
    // exits, its ffmpeg dies with it, and the job's lock expires, so the stalled-job check runs it again.
    await this.queue.close(true);
  }
}
