import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { PageStart } from '../../common/keyset-page';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { mapPublicEpisode } from '../episodes/episode.mapper';
import { EncodedBody } from './encoded-body';
import { PublicCatalogueRepository } from './public-catalogue.repository';

export interface PublicListPage {
  body: EncodedBody;
  etag: string;
  total: number;
  /** The next page's `after`, or null on the last page. */
  nextCursor: string | null;
}

/** How many handed-out cursors are remembered (about 100 bytes each). */
const ISSUED_CURSORS_MAX = 4096;

/**
 * The public episode list, serialized (and compressed) once per page and served from memory with an
 * ETag, as a normal part of GET /api/episodes (PublicEpisodesController). The pages are values of the one
 * catalogue cache (CatalogueCache: one freshness rule, one invalidation path, one byte budget).
 *
 * Bounded (issue 18): offset pages are kept only up to PUBLIC_LIST_CACHE_MAX_OFFSET, and keyset pages
 * only for cursors this process handed out (the X-Next-Cursor of a page it built, the last
 * ISSUED_CURSORS_MAX of them), so a request cannot make it keep a page for a cursor of its own making.
 * "Load More" chains stay cached at any depth: each page's cursor is one the process just handed out.
 */
@Injectable()
export class PublicEpisodeListCache implements OnModuleDestroy {
  private readonly maxCachedOffset: number;
  /** The X-Next-Cursor of the pages built lately (insertion order, oldest dropped): the keyset pages worth keeping. */
  private readonly issuedCursors = new Set<string>();
  private readonly stopListening: () => void;

  constructor(
    @Inject(APP_CONFIG) config: EnvironmentVariables,
    private readonly episodes: PublicCatalogueRepository,
    private readonly cache: CatalogueCache,
  ) {
    this.maxCachedOffset = config.PUBLIC_LIST_CACHE_MAX_OFFSET;
    this.stopListening = cache.onDrop(() => this.issuedCursors.clear());
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** One page: `start` decoded from the query, `after` its text (the cache key). */
  async get(limit: number, start: PageStart, after?: string): Promise<PublicListPage> {
    const cacheable = after === undefined ? start.offset <= this.maxCachedOffset : this.issuedCursors.has(after);
    const key = after === undefined ? `episodes ${limit}:${start.offset}` : `episodes ${limit}@${after}`;
    const page = cacheable ? await this.cache.get(key, () => this.build(limit, start), pageSize) : await this.build(limit, start);
    return this.issued(page);
  }

  /** Bytes held by the catalogue cache (the list shares its budget with the feeds and pages). */
  get bytes(): number {
    return this.cache.bytes;
  }

  /** Remembers the page's cursor as handed out (bounded: the oldest is forgotten first). */
  private issued(page: PublicListPage): PublicListPage {
    if (!page.nextCursor || !this.cache.keeping) return page;
    this.issuedCursors.delete(page.nextCursor);
    this.issuedCursors.add(page.nextCursor);
    if (this.issuedCursors.size > ISSUED_CURSORS_MAX) this.issuedCursors.delete(this.issuedCursors.values().next().value as string);
    return page;
  }

  private async build(limit: number, start: PageStart): Promise<PublicListPage> {
    const [{ rows, nextCursor }, total] = await Promise.all([
      this.episodes.publishedPage(limit, start),
      // Every page carries the count (X-Total-Count): read once per catalogue version.
      this.cache.get(
        'episodes published-count',
        () => this.episodes.publishedCount(),
        () => 8,
      ),
    ]);
    const body = EncodedBody.of(Buffer.from(JSON.stringify(rows.map(mapPublicEpisode))));
    const etag = `"${createHash('sha1').update(body.identity).digest('base64url')}"`;
    return { body, etag, total, nextCursor };
  }
}

/** A page's memory: its encodings plus its ETag and cursor (the cache adds its key and bookkeeping). */
const pageSize = (page: PublicListPage) => page.body.bytes + (page.etag.length + (page.nextCursor?.length ?? 0)) * 2;
