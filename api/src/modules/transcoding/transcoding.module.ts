import { Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Bull, { type Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { MediaStorageModule } from '../media/media-storage.module';
import { MediaRepository } from './media.repository';
import { TranscodeJobName, type TranscodeJobData } from './transcode-jobs';
import { TranscodeProcessor } from './transcode.processor';

/**
 * The transcode worker (listed in WORKER_MODULES: in the server with WORKER=inline, in `npm run
 * worker` otherwise). It consumes through its own Bull client so that concurrency and the stall
 * timings come from settings: a worker that dies loses its job lock, and another (or the restarted)
 * process puts the job back in the queue after TRANSCODE_STALLED_INTERVAL_MS.
 */
@Module({
  imports: [MediaStorageModule],
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
    this.queue.on('error', (error) => this.logger.error(error.message));
    void this.queue
      .process(TranscodeJobName.Asset, this.config.TRANSCODE_CONCURRENCY, (job) => this.processor.handle(job))
      .catch((error: unknown) => {
        this.logger.error(`Transcode worker stopped: ${error instanceof Error ? error.message : String(error)}`);
      });
  }

  /**
   * Stops taking jobs and lets the running ones finish while the database is still open (the
   * DataSource closes later, at application shutdown). A process killed before that leaves its job
   * to the stalled-job check of the next worker.
   */
  async onModuleDestroy(): Promise<void> {
    await this.queue?.close();
  }
}
