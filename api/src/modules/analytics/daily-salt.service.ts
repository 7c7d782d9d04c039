import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { createRedisClient } from '../../common/redis-client';

/** Two days: a salt outlives its day (late requests near midnight), then nobody can recompute it. */
export const SALT_TTL_SEC = 48 * 60 * 60;
/** A salt made in this process while Redis was away is retried against Redis after this long. */
const FALLBACK_RETRY_MS = 60_000;

/**
 * The listener hash's salt for a UTC day: random, made by whichever process asks first (Redis
 * `SET NX` with a 48-hour expiry), so every API process hashes a listener the same way that day
 * and yesterday's salt cannot be recomputed once it is gone. Kept in memory for the day. While
 * Redis is away a process uses a salt of its own (a listener may then count once per process).
 */
@Injectable()
export class DailySalt implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('DailySalt');
  private readonly redis: Redis;
  private readonly ready: Promise<void>;
  private readonly salts = new Map<string, { salt: string; until: number }>();
  /** The fetch under way per day: a burst at midnight asks Redis once, and while Redis is away all of it gets one fallback salt. */
  private readonly pending = new Map<string, Promise<string>>();

  constructor(@Inject(APP_CONFIG) private readonly config: EnvironmentVariables) {
    ({ redis: this.redis, ready: this.ready } = createRedisClient(config.REDIS_URL));
  }

  onModuleInit(): Promise<void> {
    return this.ready;
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  async for(day: string): Promise<string> {
    const known = this.salts.get(day);
    if (known && known.until > Date.now()) return known.salt;
    const pending = this.pending.get(day);
    if (pending) return pending;
    const fetching = this.fetch(day, known).finally(() => this.pending.delete(day));
    this.pending.set(day, fetching);
    return fetching;
  }

  private async fetch(day: string, known: { salt: string } | undefined): Promise<string> {
    const key = `${this.config.REDIS_PREFIX}:analytics:salt:${day}`;
    let salt: string;
    let until = Number.POSITIVE_INFINITY;
    try {
      await this.redis.set(key, randomBytes(32).toString('hex'), 'EX', SALT_TTL_SEC, 'NX');
      const stored = await this.redis.get(key);
      if (!stored) throw new Error('the salt vanished');
      salt = stored;
    } catch (error) {
      this.logger.warn(`Redis unavailable for the analytics salt (${(error as Error).message}); using this process's own`);
      salt = known?.salt ?? randomBytes(32).toString('hex');
      until = Date.now() + FALLBACK_RETRY_MS;
    }
    // Only today's and yesterday's salts are ever asked for; drop older ones.
    for (const old of this.salts.keys()) if (old < day) this.salts.delete(old);
    this.salts.set(day, { salt, until });
    return salt;
  }
}
