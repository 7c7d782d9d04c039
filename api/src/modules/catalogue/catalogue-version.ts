import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { createRedisClient } from '../../common/redis-client';

/** The Redis counter every process watches (docs/scale.md). */
export const catalogueVersionKey = (redisPrefix: string) => `${redisPrefix}:episodes:public-list-version`;

/** Called in this process after each change, with the new counter (null: Redis did not take it). */
export type CatalogueChangeListener = (version: string | null) => void;

const RETRY_MS = 1000;

/**
 * The one domain event of what the public sees: "the catalogue changed". Every write of an episode or
 * of a video asset column the public documents show publishes it, through CatalogueChangeSubscriber
 * (catalogue-change.subscriber.ts) on the DataSource, so no writer can forget it: the API, the worker
 * and the command-line tools (seed:demo) alike. The event is a version counter in Redis that the
 * public list cache and the feed and sitemap caches of every process compare their copies with, and a
 * local notice to this process's caches so its own next read already sees the write.
 *
 * Plain class, usable outside Nest (the CLI tools construct it); CatalogueVersionProvider is its Nest face.
 */
export class CatalogueVersion {
  private readonly logger = new Logger('CatalogueVersion');
  private readonly key: string;
  private readonly redis: Redis;
  readonly ready: Promise<void>;
  private readonly listeners = new Set<CatalogueChangeListener>();
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(config: Pick<EnvironmentVariables, 'REDIS_URL' | 'REDIS_PREFIX'>) {
    this.key = catalogueVersionKey(config.REDIS_PREFIX);
    // No offline queue: while Redis is away a command fails at once and the caches step aside.
    ({ redis: this.redis, ready: this.ready } = createRedisClient(config.REDIS_URL));
  }

  /** Listens to changes published by this process; returns the unsubscribe function. */
  onChange(listener: CatalogueChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Publishes a change. Never throws: a failed INCR is retried until Redis takes it. */
  async changed(): Promise<void> {
    let version: string | null = null;
    try {
      version = String(await this.redis.incr(this.key));
    } catch (error) {
      this.logger.error(`Could not publish a catalogue change to Redis: ${(error as Error).message}`);
      this.retryAnnouncement();
    }
    for (const listener of this.listeners) listener(version);
  }

  /** The counter now, or null when Redis does not answer (callers then serve uncached, never stale). */
  async current(): Promise<string | null> {
    try {
      return (await this.redis.get(this.key)) ?? '0';
    } catch {
      return null;
    }
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.redis.disconnect();
  }

  /** Other processes learn of a change only through the counter: keep trying until it is bumped. */
  private retryAnnouncement(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.redis.incr(this.key).then(
        () => this.logger.log('Published the delayed catalogue change to Redis'),
        () => this.retryAnnouncement(),
      );
    }, RETRY_MS);
    this.retryTimer.unref();
  }
}

/** CatalogueVersion as a Nest provider: connects with the module, disconnects on shutdown. */
@Injectable()
export class CatalogueVersionProvider extends CatalogueVersion implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: EnvironmentVariables) {
    super(config);
  }

  onModuleInit(): Promise<void> {
    return this.ready;
  }

  onModuleDestroy(): void {
    this.close();
  }
}
