import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, type EnvironmentVariables } from '../../config/app-config';
import { createRedisClient } from '../../common/redis-client';
import { MemoryCountingStore, type CountingStore } from './counting-state';
import { MAX_SPANS, type Span } from './served-bytes';

// mergeSpan (served-bytes.ts) in Lua, so concurrent range requests on any API process merge
// atomically. The spans are a flat JSON array [start, end, start, end, …], sorted and disjoint.
// ARGV: start, end (exclusive), ttl ms, the most spans kept. Returns the bytes covered.
const MERGE_SPAN = `
local raw = redis.call('GET', KEYS[1])
local spans = {}
if raw then spans = cjson.decode(raw) end
local s = tonumber(ARGV[1])
local e = tonumber(ARGV[2])
local out = {}
local placed = false
for i = 1, #spans, 2 do
  local a = spans[i]
  local b = spans[i + 1]
  if b < s then
    out[#out + 1] = a
    out[#out + 1] = b
  elseif a > e then
    if not placed then
      out[#out + 1] = s
      out[#out + 1] = e
      placed = true
    end
    out[#out + 1] = a
    out[#out + 1] = b
  else
    if a < s then s = a end
    if b > e then e = b end
  end
end
if not placed then
  out[#out + 1] = s
  out[#out + 1] = e
end
if #out / 2 > tonumber(ARGV[4]) then out = spans end
local total = 0
for i = 1, #out, 2 do total = total + out[i + 1] - out[i] end
redis.call('SET', KEYS[1], cjson.encode(out), 'PX', ARGV[3])
return total`;

// ARGV: member, cap, ttl ms. 1 when the member is in the set already or joins it (fewer than cap).
const ADMIT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/**
 * The counting rules' shared state (docs/analytics.md) in Redis, so every API process merges one
 * listener's ranges and caps one client's listeners alike. Keys hold salted hashes only, never an
 * address. While Redis is unreachable the same state is kept in this process (MemoryCountingStore).
 */
@Injectable()
export class CountingState implements CountingStore, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CountingState');
  private readonly redis: Redis;
  private readonly ready: Promise<void>;
  readonly memory = new MemoryCountingStore();
  private warned = false;

  constructor(@Inject(APP_CONFIG) private readonly config: EnvironmentVariables) {
    ({ redis: this.redis, ready: this.ready } = createRedisClient(config.REDIS_URL));
  }

  onModuleInit(): Promise<void> {
    return this.ready;
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }

  /** `<REDIS_PREFIX>:analytics:<name>`. */
  key(name: string): string {
    return `${this.config.REDIS_PREFIX}:analytics:${name}`;
  }

  async mergeSpan(key: string, span: Span, ttlMs: number): Promise<number> {
    try {
      return Number(await this.redis.eval(MERGE_SPAN, 1, key, span.start, span.end, ttlMs, MAX_SPANS));
    } catch (error) {
      this.fellBack(error);
      return this.memory.mergeSpan(key, span, ttlMs);
    }
  }

  async admit(key: string, member: string, cap: number, ttlMs: number): Promise<boolean> {
    try {
      return Number(await this.redis.eval(ADMIT, 1, key, member, cap, ttlMs)) === 1;
    } catch (error) {
      this.fellBack(error);
      return this.memory.admit(key, member, cap, ttlMs);
    }
  }

  private fellBack(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.error(`Redis unreachable, counting state kept in this process instead: ${(error as Error).message}`);
    setTimeout(() => (this.warned = false), 60_000).unref();
  }
}
