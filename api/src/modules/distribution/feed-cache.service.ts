import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { EncodedBody } from '../public-catalogue/encoded-body';
import { PublicCatalogueRepository } from '../public-catalogue/public-catalogue.repository';
import { PodcastCatalog } from './podcast-catalog.service';
import { buildRssFeed } from './rss-feed';
import { feedChannel, type FeedKind } from './show-settings';
import { buildSitemap, buildSitemapIndex, sitemapFileCount, sitemapFilePath, sitemapFileSlice, type SitemapEntry } from './sitemap';

export interface RenderedDocument {
  /**
   * The document's bytes with their brotli and gzip forms, made once per build: feeds are what podcast
   * apps poll, and compressing them on every request cost CPU and left the compressors' buffers to
   * the allocator (docs/performance.md, "API: soak (memory)").
   */
  body: EncodedBody;
  etag: string;
  lastModified: Date;
}

/** How many documents' last validators are remembered (for Last-Modified across a rebuild). */
const REMEMBERED_VALIDATORS_MAX = 256;

/**
 * The feeds, the sitemap index and its files, rendered once per catalogue version as values of the one
 * catalogue cache (CatalogueCache: its freshness rule, invalidation and byte budget). A cached request
 * costs no database read; a rebuild reads a bounded number of rows (FEED_MAX_ITEMS episodes,
 * SITEMAP_URLS_PER_FILE URLs) in a fixed number of queries.
 */
@Injectable()
export class FeedCache {
  /** A document's last ETag and Last-Modified, so a changed rebuild within the same second still looks newer. */
  private readonly validators = new Map<string, { etag: string; lastModified: Date }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly repository: PublicCatalogueRepository,
    private readonly catalog: PodcastCatalog,
    private readonly cache: CatalogueCache,
  ) {}

  feed(kind: FeedKind, base: string): Promise<RenderedDocument> {
    return this.cached(`feed ${kind} ${base}`, async (builtAt) => {
      const items = await this.catalog.feedItems(kind, base, this.config.FEED_MAX_ITEMS);
      return buildRssFeed(feedChannel(this.config, base, kind, builtAt), items);
    });
  }

  /** /sitemap.xml: the index of the sitemap files. */
  sitemap(base: string): Promise<RenderedDocument> {
    return this.cached(`sitemap ${base}`, async () => {
      const files = sitemapFileCount(await this.publishedCount(), this.config.SITEMAP_URLS_PER_FILE);
      return buildSitemapIndex(Array.from({ length: files }, (_, index) => `${base}${sitemapFilePath(index + 1)}`));
    });
  }

  /** /sitemap-{n}.xml, or null past the last file (so anonymous numbers past it build and keep nothing). */
  async sitemapFile(base: string, n: number): Promise<RenderedDocument | null> {
    const perFile = this.config.SITEMAP_URLS_PER_FILE;
    if (n > sitemapFileCount(await this.publishedCount(), perFile)) return null;
    return this.cached(`sitemap-${n} ${base}`, async () => {
      const slice = sitemapFileSlice(n, perFile);
      const episodes = slice.episodeCount > 0 ? await this.repository.publishedSlice(slice.episodeOffset, slice.episodeCount) : [];
      const entries: SitemapEntry[] = [
        ...slice.pages.map((path) => ({ loc: `${base}${path}` })),
        ...episodes.map((episode) => ({ loc: `${base}/episodes/${episode.id}`, lastmod: episode.updatedAt })),
      ];
      return buildSitemap(entries);
    });
  }

  /** Bytes held by the catalogue cache (the documents share its budget with the list and pages). */
  get bytes(): number {
    return this.cache.bytes;
  }

  private publishedCount(): Promise<number> {
    return this.cache.get(
      'feeds published-count',
      () => this.repository.publishedCount(),
      () => 8,
    );
  }

  private cached(key: string, render: (builtAt: Date) => Promise<string>): Promise<RenderedDocument> {
    return this.cache.get(
      key,
      async () => {
        // HTTP dates have whole seconds: a finer Last-Modified would never compare as fresh.
        const builtAt = new Date(Math.floor(Date.now() / 1000) * 1000);
        const text = Buffer.from(await render(builtAt));
        const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
        return { body: EncodedBody.of(text), etag, lastModified: this.lastModified(key, etag, builtAt) };
      },
      (document) => document.body.bytes + document.etag.length * 2,
    );
  }

  /** A changed document within the same second as the copy it replaces must still look newer. */
  private lastModified(key: string, etag: string, builtAt: Date): Date {
    const previous = this.validators.get(key);
    const lastModified =
      previous && previous.etag !== etag && previous.lastModified.getTime() >= builtAt.getTime()
        ? new Date(previous.lastModified.getTime() + 1000)
        : previous?.etag === etag
          ? previous.lastModified
          : builtAt;
    // Bounded (Host headers are chosen by requests when PUBLIC_URL is unset): the oldest is forgotten.
    this.validators.delete(key);
    this.validators.set(key, { etag, lastModified });
    if (this.validators.size > REMEMBERED_VALIDATORS_MAX) this.validators.delete(this.validators.keys().next().value as string);
    return lastModified;
  }
}
