import { Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Bull, { type Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { ImagesModule } from '../images/images.module';
import { MediaStorageModule } from '../media/media-storage.module';
import { MediaRepository } from './media.repository';
import { TranscodeJobName, type TranscodeJobData } from '../media/transcode-jobs';
import { TranscodeProcessor } from './transcode.processor';
import { sweepWorkDirs } from './transcode-workdir';

/**
 * The transcode worker (listed in WORKER_MODULES: in the server with WORKER=inline, in `npm run
 * worker` otherwise). It consumes through its own Bull client so that concurrency and the stall
 * timings come from settings: a worker that dies loses its job lock, and another (or the restarted)
 * process puts the job back in the queue after TRANSCODE_STALLED_INTERVAL_MS.
 */
@Module({
  // ImagesModule: the poster frame's image renditions, through the same pipeline as uploaded artwork.
  imports: [EpisodeMediaModule, MediaStorageModule, ImagesModule],
  providers: [MediaRepository, TranscodeProcessor],
})
export class TranscodingModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TranscodeWorker');
  private queue?: Queue<TranscodeJobData>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly processor: TranscodeProcessor,
  ) {}

  onModuleInit(): void {
    // What a killed worker left: its ffmpeg died with it (setpriv, media.repository.ts), its folder did not.
    void sweepWorkDirs().then(
      (removed) => removed.length > 0 && this.logger.warn(`Removed ${removed.length} transcode folder(s) left by a stopped process`),
      (error: unknown) => this.logger.warn(`Could not sweep transcode folders: ${error instanceof Error ? error.message : String(error)}`),
    );
    const lockDuration = this.config.TRANSCODE_LOCK_DURATION_MS;
    this.queue = new Bull<TranscodeJobData>(QueueName.Transcode, this.config.REDIS_URL, {
      prefix: this.config.REDIS_PREFIX,
      settings: {
        lockDuration,
        lockRenewTime: Math.floor(lockDuration / 2),
        stalledInterval: this.config.TRANSCODE_STALLED_INTERVAL_MS,
        maxStalledCount: 2,
      },
    });
    // Bull reports every failed reconnect; one line per outage is enough (ioredis keeps reconnecting).
    let reported = false;
    this.queue.on('error', (error) => {
      if (!reported) this.logger.error(`Redis: ${error.message} (reconnecting)`);
      reported = true;
    });
    this.queue.client.on('ready', () => {
      if (reported) this.logger.log('Redis is back');
      reported = false;
    });
    void this.queue
      .process(TranscodeJobName.Asset, this.config.TRANSCODE_CONCURRENCY, (job) => this.processor.handle(job))
      .catch((error: unknown) => {
        this.logger.error(`Transcode worker stopped: ${error instanceof Error ? error.message : String(error)}`);
      });
  }

  /**
   * Stops taking jobs. A running job is not waited for: it is interrupted with the process and, like
   * the job of a killed process, put back by the stalled-job check of the next worker.
   */
  async onModuleDestroy(): Promise<void> {
    // Without waiting for a running transcode (minutes): the process exits, its ffmpeg dies with it,
    // and the job's lock expires, so the stalled-job check runs it again after the restart.
    await this.queue?.close(true);
  }
}
