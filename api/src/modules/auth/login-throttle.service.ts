import { HttpException, HttpStatus, Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { createRedisClient } from './redis-client';

/** Failed logins allowed per window before further attempts are refused (docs/api.md). */
export const LOGIN_LIMITS = {
  perUsername: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
} as const;

// INCR and start the window on the first failure, atomically; returns the new count.
const RECORD_FAILURE = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * Counts failed logins per client address and per username in Redis, so every API process shares
 * the counts. Only failures count; a success clears both counters. @nestjs/throttler counts every
 * request, not failures, hence this small limiter. If Redis is down, logins are not throttled (and
 * an error is logged) rather than refused: the admin must still be able to sign in.
 */
@Injectable()
export class LoginThrottleService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LoginThrottle');
  private readonly redis: Redis;
  private readonly ready: Promise<void>;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: EnvironmentVariables) {
    this.prefix = `${config.REDIS_PREFIX}:login-failures`;
    ({ redis: this.redis, ready: this.ready } = createRedisClient(config.REDIS_URL));
  }

  onModuleInit(): Promise<void> {
    return this.ready;
  }

  /** Throws 429 when either counter has reached its limit. */
  async assertAllowed(address: string, username: string | undefined): Promise<void> {
    const keys = this.keys(address, username);
    try {
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.get(key.name).pttl(key.name);
      const results = (await pipeline.exec()) ?? [];
      let waitMs = 0;
      keys.forEach((key, index) => {
        const count = Number(results[index * 2]?.[1] ?? 0);
        const ttl = Number(results[index * 2 + 1]?.[1] ?? 0);
        if (count >= key.limit) waitMs = Math.max(waitMs, ttl > 0 ? ttl : LOGIN_LIMITS.windowMs);
      });
      if (waitMs > 0) {
        throw new HttpException(tooManyAttemptsMessage(Math.max(1, Math.ceil(waitMs / 60_000))), HttpStatus.TOO_MANY_REQUESTS);
      }
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.error(`Login throttling unavailable (Redis): ${(error as Error).message}`);
    }
  }

  async recordFailure(address: string, username: string | undefined): Promise<void> {
    try {
      await Promise.all(this.keys(address, username).map((key) => this.redis.eval(RECORD_FAILURE, 1, key.name, LOGIN_LIMITS.windowMs)));
    } catch (error) {
      this.logger.error(`Could not record a failed login (Redis): ${(error as Error).message}`);
    }
  }

  async recordSuccess(address: string, username: string): Promise<void> {
    try {
      await this.redis.del(...this.keys(address, username).map((key) => key.name));
    } catch (error) {
      this.logger.error(`Could not clear failed logins (Redis): ${(error as Error).message}`);
    }
  }

  /** For `npm run admin -- set-password`: a reset password should work at once. */
  async clearUsername(username: string): Promise<void> {
    await this.ready;
    await this.redis.del(this.usernameKey(username));
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  private keys(address: string, username: string | undefined): Array<{ name: string; limit: number }> {
    const keys: Array<{ name: string; limit: number }> = [{ name: `${this.prefix}:addr:${address}`, limit: LOGIN_LIMITS.perAddress }];
    if (username) keys.push({ name: this.usernameKey(username), limit: LOGIN_LIMITS.perUsername });
    return keys;
  }

  private usernameKey(username: string): string {
    return `${this.prefix}:user:${normalizeUsername(username)}`;
  }
}

export const normalizeUsername = (username: string) => username.trim().toLowerCase();
