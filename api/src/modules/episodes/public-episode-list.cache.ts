import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { createRedisClient } from '../auth/redis-client';
import { EpisodeRepository } from './episode.repository';
import { mapPublicEpisode } from './episode.mapper';

export interface PublicListPage {
  body: Buffer;
  etag: string;
  total: number;
}

interface Entry extends PublicListPage {
  generation: number;
}

/** How often a process asks Redis whether another process changed the list (docs/performance.md). */
export const VERSION_CHECK_MS = 250;
const RETRY_MS = 1000;

/**
 * The public episode list, serialized once per (limit, offset) and served from memory with an ETag.
 *
 * Several API processes stay consistent through a version counter in Redis: every write INCRs it,
 * and each process compares its copy with Redis at most every VERSION_CHECK_MS (one GET shared by all
 * requests in flight). The writing process drops its own copy at once. If Redis is unreachable the
 * cache is bypassed and every request reads Postgres: slower, never stale.
 */
@Injectable()
export class PublicEpisodeListCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PublicEpisodeListCache');
  private readonly redis: Redis;
  private readonly ready: Promise<void>;
  private readonly versionKey: string;
  private readonly entries = new Map<string, Entry>();
  /** Bytes of the serialized pages held (PUBLIC_CACHE_MAX_BYTES at most; anonymous requests choose the pages). */
  private heldBytes = 0;
  private readonly maxBytes: number;
  /** Pages past this offset are built for the request and not kept: anonymous offsets cannot fill the cache. */
  private readonly maxCachedOffset: number;
  /** The published count, read once per generation (every page carries it in X-Total-Count). */
  private total: { generation: number; value: Promise<number> } | null = null;
  private readonly building = new Map<string, Promise<PublicListPage>>();
  /** Bumped whenever the copies are dropped; a build that started before a bump is not kept. */
  private generation = 0;
  private version: string | null = null;
  private checkedAt = 0;
  private versionCheck: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    @Inject(APP_CONFIG) config: EnvironmentVariables,
    private readonly episodes: EpisodeRepository,
  ) {
    this.versionKey = publicListVersionKey(config.REDIS_PREFIX);
    this.maxBytes = config.PUBLIC_CACHE_MAX_BYTES;
    this.maxCachedOffset = config.PUBLIC_LIST_CACHE_MAX_OFFSET;
    // No offline queue: while Redis is away a command fails at once and the cache steps aside.
    ({ redis: this.redis, ready: this.ready } = createRedisClient(config.REDIS_URL));
  }

  onModuleInit(): Promise<void> {
    return this.ready;
  }

  /** The cached page when it is known to be current, without any I/O (the fast path). */
  peek(limit: number, offset: number): PublicListPage | undefined {
    if (this.version === null || Date.now() - this.checkedAt >= VERSION_CHECK_MS || !this.cacheable(offset)) return undefined;
    return this.entries.get(keyOf(limit, offset));
  }

  async get(limit: number, offset: number): Promise<PublicListPage> {
    await this.checkVersion();
    if (!this.cacheable(offset)) return this.build(limit, offset);
    const key = keyOf(limit, offset);
    const cached = this.entries.get(key);
    if (cached) return cached;
    if (this.version === null) return this.build(limit, offset);
    let pending = this.building.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = this.build(limit, offset)
        .then((page) => {
          if (generation === this.generation) this.store(key, { ...page, generation });
          return page;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** Call after every write that changes what the public list shows. */
  async invalidate(): Promise<void> {
    this.dropAll();
    try {
      const next = await this.redis.incr(this.versionKey);
      // Copies built while the INCR was on its way may predate another process's write: drop again.
      this.dropAll();
      this.version = String(next);
      this.checkedAt = Date.now();
    } catch (error) {
      this.version = null;
      this.logger.error(`Could not publish the episode list change to Redis: ${(error as Error).message}`);
      this.retryAnnouncement();
    }
  }

  onModuleDestroy(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.redis.disconnect();
  }

  /** Other processes learn of a change only through the counter: keep trying until it is bumped. */
  private retryAnnouncement(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.redis.incr(this.versionKey).then(
        () => this.logger.log('Published the delayed episode list change to Redis'),
        () => this.retryAnnouncement(),
      );
    }, RETRY_MS);
    this.retryTimer.unref();
  }

  private checkVersion(): Promise<void> {
    if (this.version !== null && Date.now() - this.checkedAt < VERSION_CHECK_MS) return Promise.resolve();
    this.versionCheck ??= this.readVersion().finally(() => {
      this.versionCheck = null;
    });
    return this.versionCheck;
  }

  private async readVersion(): Promise<void> {
    try {
      const current = (await this.redis.get(this.versionKey)) ?? '0';
      if (current !== this.version) this.dropAll();
      this.version = current;
      this.checkedAt = Date.now();
    } catch {
      if (this.version !== null) this.logger.warn('Redis unreachable: serving the public episode list from Postgres');
      this.version = null;
      this.dropAll();
    }
  }

  /** Limits are validated (1..PUBLIC_LIST_MAX_LIMIT) before they get here; offsets are bounded here. */
  private cacheable(offset: number): boolean {
    return offset <= this.maxCachedOffset;
  }

  private async build(limit: number, offset: number): Promise<PublicListPage> {
    const [rows, total] = await Promise.all([this.episodes.findPublishedPage(limit, offset), this.publishedTotal()]);
    const body = Buffer.from(JSON.stringify(rows.map(mapPublicEpisode)));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, etag, total };
  }

  /** The count is shared by every page of a generation; a failed read is not kept. */
  private publishedTotal(): Promise<number> {
    if (this.version === null) return this.episodes.countPublished();
    if (this.total?.generation !== this.generation) {
      const value = this.episodes.countPublished();
      const entry = { generation: this.generation, value };
      value.catch(() => {
        if (this.total === entry) this.total = null;
      });
      this.total = entry;
    }
    return this.total.value;
  }

  /** Bytes held by the cached pages (tests check the bound). */
  get bytes(): number {
    return this.heldBytes;
  }

  /**
   * Keeps a page while the total stays within PUBLIC_CACHE_MAX_BYTES, dropping the oldest pages
   * first; a page larger than a quarter of the budget is served but not kept.
   */
  private store(key: string, entry: Entry): void {
    const size = entrySize(key, entry);
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.heldBytes -= entrySize(key, previous);
    }
    while (this.heldBytes + size > this.maxBytes && this.entries.size > 0) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldestKey);
      this.heldBytes -= entrySize(oldestKey, oldest);
    }
    this.entries.set(key, entry);
    this.heldBytes += size;
  }

  private dropAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.heldBytes = 0;
  }
}

/**
 * The Redis counter every process watches. A module that writes what the public list shows from a
 * process without this cache (the worker) INCRs it; in the API process call EpisodesService.publicListChanged().
 */
export const publicListVersionKey = (redisPrefix: string) => `${redisPrefix}:episodes:public-list-version`;

const keyOf = (limit: number, offset: number) => `${limit}:${offset}`;

/** A page's memory: its bytes plus its key, ETag and bookkeeping (a generous 256 bytes). */
const entrySize = (key: string, entry: Entry) => entry.body.length + key.length * 2 + entry.etag.length * 2 + 256;

/** Writes a page: 304 when the client's ETag matches, else the bytes. */
export function sendPublicListPage(ifNoneMatch: string | undefined, res: Response, page: PublicListPage): void {
  res.setHeader('ETag', page.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Total-Count', String(page.total));
  res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, ETag');
  if (ifNoneMatch && etagMatches(ifNoneMatch, page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', page.body.length);
  res.statusCode = 200;
  res.end(page.body);
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
