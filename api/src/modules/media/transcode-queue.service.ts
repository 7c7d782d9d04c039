import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bull';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { withRedisTimeout } from '../../queue/redis-timeout';
import { MediaStorageModule } from './media-storage.module';
import { VideoAssetRepository } from './video-asset.repository';
import { TranscodeJobName, type TranscodeJobData } from './transcode-jobs';

/** How often the outbox is checked for assets whose job never reached Redis (also at every reconnect). */
const OUTBOX_INTERVAL_MS = 15_000;
/** An asset row younger than this may still be on its way into the queue. */
const OUTBOX_QUIET_MS = 5_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one producer of transcode jobs: retries with exponential backoff, finished jobs not kept.
 *
 * The asset row is the outbox. Its job id is chosen and written to the row before Redis is asked, and
 * a request never waits on Redis longer than REDIS_REQUEST_TIMEOUT_MS: when Redis is away the upload is
 * still accepted (pending, with its job id). The drainer below adds the job under that same id when
 * Redis answers again (at reconnect and every OUTBOX_INTERVAL_MS); Bull ignores an add whose id already
 * exists, so a late add from the timed-out request and the drainer's add never make two jobs.
 */
@Injectable()
export class TranscodeQueueService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TranscodeQueue');
  private timer?: NodeJS.Timeout;
  private draining?: Promise<number>;
  private closed = false;
  private readonly onReady = () => void this.drainOutbox();

  constructor(
    @InjectQueue(QueueName.Transcode) private readonly queue: Queue<TranscodeJobData>,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly assets: VideoAssetRepository,
  ) {}

  /** Records the asset's job id, then queues it; answers with the id even when Redis is away (see above). */
  async enqueue(assetId: number): Promise<string> {
    const jobId = `asset-${assetId}-${randomBytes(6).toString('hex')}`;
    await this.assets.update(assetId, { transcodingJobId: jobId });
    try {
      await this.add(assetId, jobId);
    } catch (error) {
      this.logger.warn(`Asset ${assetId} is kept for the queue and will be queued when Redis answers: ${describe(error)}`);
    }
    return jobId;
  }

  private async add(assetId: number, jobId: string): Promise<void> {
    await withRedisTimeout(
      this.queue.add(
        TranscodeJobName.Asset,
        { assetId },
        {
          jobId,
          attempts: this.config.TRANSCODE_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.config.TRANSCODE_BACKOFF_MS },
          removeOnComplete: true,
          removeOnFail: 100,
        },
      ),
    );
  }

  /** Drops a waiting or delayed job (its asset is being deleted); an active one finds its asset gone. */
  async discard(jobId: string | null): Promise<void> {
    if (!jobId) return;
    try {
      const job = await withRedisTimeout(this.queue.getJob(jobId));
      if (job && !(await withRedisTimeout(job.isActive()))) await withRedisTimeout(job.remove()).catch(() => undefined);
    } catch (error) {
      // With Redis away the job stays; the processor finds its asset gone and skips it.
      this.logger.warn(`Could not drop job ${jobId}: ${describe(error)}`);
    }
  }

  /**
   * Queues every pending or processing edited asset whose job is not in Redis (the upload was
   * accepted while Redis was away, or Redis lost its data). Returns how many were queued.
   */
  drainOutbox(): Promise<number> {
    this.draining ??= this.drainOnce().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async drainOnce(): Promise<number> {
    if (this.closed) return 0;
    let queued = 0;
    try {
      for (const asset of await this.assets.awaitingTranscode(OUTBOX_QUIET_MS)) {
        if (this.closed) break;
        const jobId = asset.transcodingJobId;
        if (jobId && (await withRedisTimeout(this.queue.getJob(jobId)))) continue;
        if (jobId) await this.add(asset.id, jobId);
        else await this.enqueue(asset.id);
        queued += 1;
      }
      if (queued > 0) this.logger.log(`Queued ${queued} transcode job(s) kept while Redis was away`);
    } catch (error) {
      if (!this.closed) this.logger.warn(`Transcode outbox not drained yet: ${describe(error)}`);
    }
    return queued;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.drainOutbox(), OUTBOX_INTERVAL_MS);
    this.timer.unref();
    this.queue.client.on('ready', this.onReady);
    void this.drainOutbox();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.queue.client.off('ready', this.onReady);
    await this.draining;
  }
}

@Module({ imports: [MediaStorageModule], providers: [TranscodeQueueService], exports: [TranscodeQueueService] })
export class TranscodeQueueModule {}
