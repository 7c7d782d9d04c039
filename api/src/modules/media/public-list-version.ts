import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { withRedisTimeout } from '../../queue/redis-timeout';
import { publicListVersionKey } from '../episodes/public-episode-list.cache';

/**
 * Media writes a few columns the public episode list shows (thumbnailUrl, duration), possibly from
 * the worker process. The episodes module's list cache watches a version counter in Redis
 * (PublicEpisodeListCache); bumping it here makes every process rebuild. Uses the queue's Redis
 * connection rather than opening another one.
 */
@Injectable()
export class PublicListVersion {
  private readonly logger = new Logger('PublicListVersion');
  private readonly key: string;

  constructor(
    @InjectQueue(QueueName.Transcode) private readonly queue: Queue,
    @Inject(APP_CONFIG) config: EnvironmentVariables,
  ) {
    this.key = publicListVersionKey(config.REDIS_PREFIX);
  }

  async bump(): Promise<void> {
    try {
      // Bounded: Bull's client queues commands while Redis is away, and this runs on request paths.
      await withRedisTimeout(this.queue.client.incr(this.key));
    } catch (error) {
      this.logger.warn(`Could not publish an episode list change: ${(error as Error).message}`);
    }
  }
}
