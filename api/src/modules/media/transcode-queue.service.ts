import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, Module } from '@nestjs/common';
import { TranscodingStatus } from '@podcast/contracts';
import type { Queue } from 'bull';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { JOBS, QueueName, type TranscodeJobData } from '../../queue/jobs';
import { OutboxService } from '../../queue/outbox/outbox.service';
import { withRedisTimeout } from '../../queue/redis-timeout';
import { VideoAssetEntity } from './video-asset.entity';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one producer of transcode jobs, through the job outbox (docs/architecture.md, "Job layer"):
 * the job is written with the asset's change, under a job id that is also written to the asset row,
 * and the outbox sweep hands it to Redis whenever Redis takes it. An upload never waits on Redis.
 */
@Injectable()
export class TranscodeQueueService {
  private readonly logger = new Logger('TranscodeQueue');

  constructor(
    @InjectQueue(QueueName.Transcode) private readonly queue: Queue<TranscodeJobData>,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /** In the caller's transaction: the asset's job id on its row, and the job in the outbox. Returns the id. */
  async enqueue(manager: EntityManager, assetId: number): Promise<string> {
    const jobId = `asset-${assetId}-${randomBytes(6).toString('hex')}`;
    await manager.update(VideoAssetEntity, { id: assetId }, { transcodingJobId: jobId });
    await this.outbox.add(manager, JOBS.transcodeAsset, { assetId }, jobId);
    return jobId;
  }

  /** A failed (or never-finished) asset back to pending with a new job, in one transaction. */
  requeue(assetId: number): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(VideoAssetEntity, { id: assetId }, { transcodingStatus: TranscodingStatus.Pending, transcodingProgress: 0, transcodingError: null });
      return this.enqueue(manager, assetId);
    });
  }

  /** Drops a waiting or delayed job (its asset is being deleted); an active one, or one still in the outbox, finds its asset gone. */
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
}

@Module({ providers: [TranscodeQueueService], exports: [TranscodeQueueService] })
export class TranscodeQueueModule {}
