import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { withRedisTimeout } from '../../queue/redis-timeout';
import { publicListVersionKey } from '../episodes/public-episode-list.cache';
import { VideoAssetEntity } from './video-asset.entity';

/** Columns of a video asset that the feeds, sitemap or episode pages show (progress and job ids do not). */
const PUBLIC_ASSET_COLUMNS: ReadonlySet<string> = new Set(['episodeId', 'type', 'version', 'storageKey', 'variants', 'posterKey', 'durationSec']);

/** Marks a transaction whose commit must bump the counter (queryRunner.data is TypeORM's place for this). */
const BUMP_ON_COMMIT = 'publicListVersionBump';

/**
 * The one version counter of what the public sees (docs/scale.md): the public episode list and the
 * feeds/sitemap caches of every process compare their copies with it. The episodes module bumps it
 * on episode writes (PublicEpisodeListCache.invalidate); this class bumps it, possibly from the worker
 * process, on every write of a video asset column the public documents show: as a TypeORM subscriber,
 * so no writer of video assets can forget it, and after the commit, so no process rebuilds from data
 * a transaction has not committed yet. Uses the queue's Redis connection rather than opening another.
 */
@Injectable()
export class PublicListVersion implements EntitySubscriberInterface<VideoAssetEntity> {
  private readonly logger = new Logger('PublicListVersion');
  private readonly key: string;

  constructor(
    @InjectQueue(QueueName.Transcode) private readonly queue: Queue,
    @Inject(APP_CONFIG) config: EnvironmentVariables,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.key = publicListVersionKey(config.REDIS_PREFIX);
    if (!dataSource.subscribers.includes(this)) dataSource.subscribers.push(this);
  }

  async bump(): Promise<void> {
    try {
      // Bounded: Bull's client queues commands while Redis is away, and this runs on request paths.
      await withRedisTimeout(this.queue.client.incr(this.key));
    } catch (error) {
      this.logger.warn(`Could not publish an episode list change: ${(error as Error).message}`);
    }
  }

  /** The counter now, or null when Redis does not answer (callers then serve uncached, never stale). */
  async current(): Promise<string | null> {
    try {
      return (await withRedisTimeout(this.queue.client.get(this.key))) ?? '0';
    } catch {
      return null;
    }
  }

  listenTo(): typeof VideoAssetEntity {
    return VideoAssetEntity;
  }

  afterInsert(event: InsertEvent<VideoAssetEntity>): Promise<void> {
    return this.changed(event.queryRunner);
  }

  afterRemove(event: RemoveEvent<VideoAssetEntity>): Promise<void> {
    return this.changed(event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<VideoAssetEntity>): Promise<void> {
    // save() reports the changed columns; an update() reports the values it set (as `entity`).
    const columns = event.updatedColumns.length
      ? event.updatedColumns.map((column) => column.propertyName)
      : Object.keys((event.entity as Record<string, unknown> | undefined) ?? {});
    if (columns.length > 0 && !columns.some((column) => PUBLIC_ASSET_COLUMNS.has(column))) return Promise.resolve();
    return this.changed(event.queryRunner);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint's release commits nothing yet: wait for the outermost COMMIT.
    if (event.queryRunner.isTransactionActive || !event.queryRunner.data?.[BUMP_ON_COMMIT]) return;
    delete event.queryRunner.data[BUMP_ON_COMMIT];
    await this.bump();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive && event.queryRunner.data) delete event.queryRunner.data[BUMP_ON_COMMIT];
  }

  private async changed(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.isTransactionActive) {
      queryRunner.data = { ...queryRunner.data, [BUMP_ON_COMMIT]: true };
      return;
    }
    await this.bump();
  }
}
