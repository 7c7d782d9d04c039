import { BullModule, getQueueToken } from '@nestjs/bull';
import { Global, Logger, Module, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../config/app-config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QUEUE_NAMES, QueueName } from './jobs';
import { OutboxJobEntity } from './outbox/outbox-job.entity';
import { OutboxService } from './outbox/outbox.service';
import { OutboxSweeper } from './outbox/outbox-sweeper';

/**
 * Bull on Redis; every key is under REDIS_PREFIX so test runs and deployments never share queues.
 * The job outbox and its sweep live here, so every process (API and worker) sweeps (docs/architecture.md, "Job layer").
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: EnvironmentVariables) => ({
        url: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
      }),
    }),
    BullModule.registerQueue({ name: QueueName.Email }),
    // The transcode queue's lock and stall timings come from settings (a job runs for minutes).
    BullModule.registerQueueAsync({
      name: QueueName.Transcode,
      inject: [APP_CONFIG],
      useFactory: (config: EnvironmentVariables) => ({
        settings: {
          lockDuration: config.TRANSCODE_LOCK_DURATION_MS,
          lockRenewTime: Math.floor(config.TRANSCODE_LOCK_DURATION_MS / 2),
          stalledInterval: config.TRANSCODE_STALLED_INTERVAL_MS,
          maxStalledCount: 2,
        },
      }),
    }),
    TypeOrmModule.forFeature([OutboxJobEntity]),
  ],
  providers: [OutboxService, OutboxSweeper],
  exports: [BullModule, OutboxService],
})
export class QueueModule implements OnModuleInit {
  private readonly logger = new Logger('Queues');

  constructor(private readonly moduleRef: ModuleRef) {}

  /**
   * Bull keeps the process alive through Redis errors (it listens to its clients' 'error' events) and
   * ioredis reconnects; this only makes an outage visible: one line when it starts, one when it ends.
   */
  onModuleInit(): void {
    for (const name of QUEUE_NAMES) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      let down = false;
      queue.on('error', (error: Error) => {
        if (!down) this.logger.warn(`Queue ${name}: Redis unreachable (${error.message}); retrying in the background`);
        down = true;
      });
      queue.client.on('ready', () => {
        if (down) this.logger.log(`Queue ${name}: Redis is back`);
        down = false;
      });
    }
  }
}
