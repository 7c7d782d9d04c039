import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { PageStart } from '../../common/keyset-page';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { CatalogueVersion } from '../catalogue/catalogue-version';
import { EpisodeRepository } from './episode.repository';
import { mapPublicEpisode } from './episode.mapper';
import { EncodedBody } from './encoded-body';

export interface PublicListPage {
  body: EncodedBody;
  etag: string;
  total: number;
  /** The next page's `after`, or null on the last page. */
  nextCursor: string | null;
}

interface Entry extends PublicListPage {
  generation: number;
}

/** How often a process asks Redis whether another process changed the list (docs/performance.md). */
export const VERSION_CHECK_MS = 250;
/** How many handed-out cursors are remembered (about 100 bytes each). */
const ISSUED_CURSORS_MAX = 4096;

/**
 * The public episode list, serialized (and compressed) once per page and served from memory with an
 * ETag, as a normal part of GET /api/episodes (EpisodesController).
 *
 * Processes stay consistent through the catalogue's version counter (CatalogueVersion): every write
 * of what the public sees bumps it, and each process compares its copy with Redis at most every
 * VERSION_CHECK_MS (one GET shared by all requests in flight); the writing process is told at once.
 * If Redis is unreachable the cache is bypassed and every request reads Postgres: slower, never stale.
 *
 * Bounded (issue 18): by bytes (PUBLIC_CACHE_MAX_BYTES, oldest pages dropped first), offset pages
 * only up to PUBLIC_LIST_CACHE_MAX_OFFSET, and keyset pages only for cursors this process handed out
 * (the X-Next-Cursor of a page it built, the last ISSUED_CURSORS_MAX of them), so a request cannot
 * make it keep a page for a cursor of its own making. "Load More" chains stay cached at any depth:
 * each page's cursor is one the process just handed out.
 */
@Injectable()
export class PublicEpisodeListCache implements OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  /** Bytes of the serialized pages held (PUBLIC_CACHE_MAX_BYTES at most). */
  private heldBytes = 0;
  private readonly maxBytes: number;
  private readonly maxCachedOffset: number;
  /** The X-Next-Cursor of the pages built lately (insertion order, oldest dropped): the keyset pages worth keeping. */
  private readonly issuedCursors = new Set<string>();
  /** The published count, read once per generation (every page carries it in X-Total-Count). */
  private total: { generation: number; value: Promise<number> } | null = null;
  private readonly building = new Map<string, Promise<PublicListPage>>();
  /** Bumped whenever the copies are dropped; a build that started before a bump is not kept. */
  private generation = 0;
  private version: string | null = null;
  private checkedAt = 0;
  private versionCheck: Promise<void> | null = null;
  private readonly stopListening: () => void;

  constructor(
    @Inject(APP_CONFIG) config: EnvironmentVariables,
    private readonly episodes: EpisodeRepository,
    private readonly catalogue: CatalogueVersion,
  ) {
    this.maxBytes = config.PUBLIC_CACHE_MAX_BYTES;
    this.maxCachedOffset = config.PUBLIC_LIST_CACHE_MAX_OFFSET;
    // This process's own writes: drop the copies at once, so its next read already shows them.
    this.stopListening = catalogue.onChange((version) => {
      this.dropAll();
      this.version = version;
      this.checkedAt = Date.now();
    });
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** One page: `start` decoded from the query, `after` its text (the cache key). */
  async get(limit: number, start: PageStart, after?: string): Promise<PublicListPage> {
    await this.checkVersion();
    const key = after === undefined ? `${limit}:${start.offset}` : `${limit}@${after}`;
    const cacheable = this.version !== null && (after === undefined ? start.offset <= this.maxCachedOffset : this.issuedCursors.has(after));
    if (!cacheable) return this.build(limit, start).then((page) => this.issued(page));
    const cached = this.entries.get(key);
    if (cached) return cached;
    let pending = this.building.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = this.build(limit, start)
        .then((page) => {
          if (generation === this.generation) this.store(key, { ...page, generation });
          return this.issued(page);
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  /** Remembers the page's cursor as handed out (bounded: the oldest is forgotten first). */
  private issued(page: PublicListPage): PublicListPage {
    if (!page.nextCursor || this.version === null) return page;
    this.issuedCursors.delete(page.nextCursor);
    this.issuedCursors.add(page.nextCursor);
    if (this.issuedCursors.size > ISSUED_CURSORS_MAX) this.issuedCursors.delete(this.issuedCursors.values().next().value as string);
    return page;
  }

  /** Bytes held by the cached pages (tests check the bound). */
  get bytes(): number {
    return this.heldBytes;
  }

  private checkVersion(): Promise<void> {
    if (this.version !== null && Date.now() - this.checkedAt < VERSION_CHECK_MS) return Promise.resolve();
    this.versionCheck ??= this.readVersion().finally(() => {
      this.versionCheck = null;
    });
    return this.versionCheck;
  }

  private async readVersion(): Promise<void> {
    const current = await this.catalogue.current();
    if (current === null || current !== this.version) this.dropAll();
    this.version = current;
    this.checkedAt = Date.now();
  }

  private async build(limit: number, start: PageStart): Promise<PublicListPage> {
    const [{ rows, nextCursor }, total] = await Promise.all([this.episodes.findPublishedPage(limit, start), this.publishedTotal()]);
    const body = EncodedBody.of(Buffer.from(JSON.stringify(rows.map(mapPublicEpisode))));
    const etag = `"${createHash('sha1').update(body.identity).digest('base64url')}"`;
    return { body, etag, total, nextCursor };
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

  /**
   * Keeps a page while the total stays within PUBLIC_CACHE_MAX_BYTES, dropping the oldest pages
   * first; a page larger than a quarter of the budget is served but not kept.
   */
  private store(key: string, entry: Entry): void {
    const size = entrySize(key, entry);
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    while (this.heldBytes + size > this.maxBytes && this.entries.size > 0) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.forget(oldestKey, oldest);
    }
    this.entries.set(key, entry);
    this.heldBytes += size;
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.heldBytes -= entrySize(key, entry);
  }

  private dropAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.issuedCursors.clear();
    this.heldBytes = 0;
  }
}

/** A page's memory: its encodings plus its key, ETag, cursor and bookkeeping (a generous 256 bytes). */
const entrySize = (key: string, entry: Entry) => entry.body.bytes + (key.length + entry.etag.length + (entry.nextCursor?.length ?? 0)) * 2 + 256;
