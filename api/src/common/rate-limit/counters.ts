import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { createRedisClient } from '../redis-client';

/** A counter's value and the time left in its window. */
export interface Count {
  count: number;
  ttlMs: number;
}

/** Keys are truncated to this many characters: a client-chosen part (an address, a name) cannot grow memory. */
export const MAX_KEY_CHARS = 400;
/** Counters the in-process fallback keeps at most (about 1 KB each, key included): ~10 MB at worst. */
export const MEMORY_MAX_COUNTERS = 10_000;

// INCR and start the window on the first hit, atomically; returns the count and the time left.
const INCREMENT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('PTTL', KEYS[1])}`;

const clip = (key: string) => (key.length > MAX_KEY_CHARS ? key.slice(0, MAX_KEY_CHARS) : key);

/**
 * Fixed-window counters in one process, bounded in number: the fallback while Redis is unreachable,
 * so limits never fall to none. Expired counters go first; past the bound, the oldest.
 */
export class MemoryCounters {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly maxCounters = MEMORY_MAX_COUNTERS) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Count {
    const entry = this.entries.get(clip(key));
    const now = Date.now();
    if (!entry || entry.expiresAt <= now) return { count: 0, ttlMs: 0 };
    return { count: entry.count, ttlMs: entry.expiresAt - now };
  }

  increment(key: string, windowMs: number): Count {
    const name = clip(key);
    const now = Date.now();
    let entry = this.entries.get(name);
    if (!entry || entry.expiresAt <= now) {
      this.entries.delete(name);
      this.makeRoom(now);
      entry = { count: 0, expiresAt: now + windowMs };
      this.entries.set(name, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.expiresAt - now };
  }

  delete(keys: string[]): void {
    for (const key of keys) this.entries.delete(clip(key));
  }

  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private makeRoom(now: number): void {
    if (this.entries.size < this.maxCounters) return;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    while (this.entries.size >= this.maxCounters) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * Counters shared by every API process through Redis (login failures, public write limits). When a
 * Redis command fails, the same counter is kept in this process instead (MemoryCounters), so a
 * Redis outage weakens a limit to per-process but never removes it.
 */
@Injectable()
export class SharedCounters implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SharedCounters');
  private readonly redis: Redis;
  private readonly ready: Promise<void>;
  readonly memory = new MemoryCounters();
  private warned = false;

  constructor(@Inject(APP_CONFIG) readonly config: EnvironmentVariables) {
    ({ redis: this.redis, ready: this.ready } = createRedisClient(config.REDIS_URL));
  }

  onModuleInit(): Promise<void> {
    return this.ready;
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  /** `<REDIS_PREFIX>:<name>`. */
  key(name: string): string {
    return clip(`${this.config.REDIS_PREFIX}:${name}`);
  }

  async get(keys: string[]): Promise<Count[]> {
    try {
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.get(clip(key)).pttl(clip(key));
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
      return keys.map((_key, index) => {
        const ttl = Number(results[index * 2 + 1]?.[1] ?? 0);
        return { count: Number(results[index * 2]?.[1] ?? 0), ttlMs: ttl > 0 ? ttl : 0 };
      });
    } catch (error) {
      this.fellBack(error);
      return keys.map((key) => this.memory.get(key));
    }
  }

  async increment(key: string, windowMs: number): Promise<Count> {
    try {
      const [count, ttl] = (await this.redis.eval(INCREMENT, 1, clip(key), windowMs)) as [number, number];
      return { count: Number(count), ttlMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
    } catch (error) {
      this.fellBack(error);
      return this.memory.increment(key, windowMs);
    }
  }

  async delete(keys: string[]): Promise<void> {
    this.memory.delete(keys);
    if (keys.length === 0) return;
    try {
      await this.redis.del(...keys.map(clip));
    } catch (error) {
      this.fellBack(error);
    }
  }

  /** Deletes every key starting with `prefix` (SCAN; glob characters in it are escaped). */
  async deletePrefix(prefix: string): Promise<void> {
    this.memory.deletePrefix(prefix);
    await this.ready;
    const pattern = `${prefix.replace(/[*?[\]\\]/g, (char) => `\\${char}`)}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (keys.length) await this.redis.del(...keys);
    } while (cursor !== '0');
  }

  private fellBack(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.error(`Redis unreachable, counting in this process instead: ${(error as Error).message}`);
    setTimeout(() => (this.warned = false), 60_000).unref();
  }
}
