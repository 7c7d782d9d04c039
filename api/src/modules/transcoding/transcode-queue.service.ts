import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Module } from '@nestjs/common';
import type { Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { TranscodeJobName, type TranscodeJobData } from './transcode-jobs';

/** The one producer of transcode jobs: retries with exponential backoff, finished jobs not kept. */
@Injectable()
export class TranscodeQueueService {
  constructor(
    @InjectQueue(QueueName.Transcode) private readonly queue: Queue<TranscodeJobData>,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  async enqueue(assetId: number): Promise<string> {
    const job = await this.queue.add(
      TranscodeJobName.Asset,
      { assetId },
      {
        attempts: this.config.TRANSCODE_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.TRANSCODE_BACKOFF_MS },
        removeOnComplete: true,
        removeOnFail: 100,
      },
    );
    return String(job.id);
  }

  /** Drops a waiting or delayed job (its asset is being deleted); an active one finds its asset gone. */
  async discard(jobId: string | null): Promise<void> {
    if (!jobId) return;
    const job = await this.queue.getJob(jobId);
    if (job && !(await job.isActive())) await job.remove().catch(() => undefined);
  }
}

@Module({ providers: [TranscodeQueueService], exports: [TranscodeQueueService] })
export class TranscodeQueueModule {}
