import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { CatalogueVersion } from '../catalogue/catalogue-version';
import { DistributionRepository } from './distribution.repository';
import { PodcastCatalog } from './podcast-catalog.service';
import { buildRssFeed } from './rss-feed';
import { feedChannel, type FeedKind } from './show-settings';
import { buildSitemap, buildSitemapIndex, sitemapFileCount, sitemapFilePath, sitemapFileSlice, type SitemapEntry } from './sitemap';

export interface RenderedDocument {
  body: string;
  etag: string;
  lastModified: Date;
}

interface CacheEntry extends RenderedDocument {
  version: string;
}

/** A document's memory: the string (UTF-16) plus key, ETag and bookkeeping. */
const documentSize = (key: string, entry: CacheEntry) => (entry.body.length + key.length + entry.etag.length + entry.version.length) * 2 + 256;

/**
 * The feeds, the sitemap index and its files, rendered once and kept in memory until the public
 * version counter moves (CatalogueVersion: bumped by every write of episodes and video assets). A
 * cached request costs one Redis GET and no database read; a rebuild reads a bounded number of rows
 * (FEED_MAX_ITEMS episodes, SITEMAP_URLS_PER_FILE URLs) in a fixed number of queries. While Redis
 * does not answer, documents are rendered for each request and not kept: slower, never stale.
 */
@Injectable()
export class FeedCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** Different Host headers (when PUBLIC_URL is unset) must not grow memory: the documents held stay within PUBLIC_CACHE_MAX_BYTES. */
  private heldBytes = 0;
  private readonly building = new Map<string, Promise<CacheEntry>>();
  /** The published count of the current version (the index and the file bounds need it). */
  private count: { version: string; value: Promise<number> } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly repository: DistributionRepository,
    private readonly catalog: PodcastCatalog,
    private readonly versions: CatalogueVersion,
  ) {}

  async feed(kind: FeedKind, base: string): Promise<RenderedDocument> {
    return this.cached(`${kind} ${base}`, await this.versions.current(), async (builtAt) => {
      const items = await this.catalog.feedItems(kind, base, this.config.FEED_MAX_ITEMS);
      return buildRssFeed(feedChannel(this.config, base, kind, builtAt), items);
    });
  }

  /** /sitemap.xml: the index of the sitemap files. */
  async sitemap(base: string): Promise<RenderedDocument> {
    const version = await this.versions.current();
    return this.cached(`sitemap ${base}`, version, async () => {
      const files = sitemapFileCount(await this.publishedCount(version), this.config.SITEMAP_URLS_PER_FILE);
      return buildSitemapIndex(Array.from({ length: files }, (_, index) => `${base}${sitemapFilePath(index + 1)}`));
    });
  }

  /** /sitemap-{n}.xml, or null past the last file (so anonymous numbers past it build and keep nothing). */
  async sitemapFile(base: string, n: number): Promise<RenderedDocument | null> {
    const version = await this.versions.current();
    const perFile = this.config.SITEMAP_URLS_PER_FILE;
    if (n > sitemapFileCount(await this.publishedCount(version), perFile)) return null;
    return this.cached(`sitemap-${n} ${base}`, version, async () => {
      const slice = sitemapFileSlice(n, perFile);
      const episodes = slice.episodeCount > 0 ? await this.repository.publishedSlice(slice.episodeOffset, slice.episodeCount) : [];
      const entries: SitemapEntry[] = [
        ...slice.pages.map((path) => ({ loc: `${base}${path}` })),
        ...episodes.map((episode) => ({ loc: `${base}/episodes/${episode.id}`, lastmod: episode.updatedAt })),
      ];
      return buildSitemap(entries);
    });
  }

  /** Bytes held by the cached documents (tests check the bound). */
  get bytes(): number {
    return this.heldBytes;
  }

  private publishedCount(version: string | null): Promise<number> {
    if (version === null) return this.repository.publishedCount();
    if (this.count?.version !== version) {
      const entry = { version, value: this.repository.publishedCount() };
      entry.value.catch(() => {
        if (this.count === entry) this.count = null;
      });
      this.count = entry;
    }
    return this.count.value;
  }

  private async cached(key: string, version: string | null, render: (builtAt: Date) => Promise<string>): Promise<RenderedDocument> {
    const hit = this.entries.get(key);
    if (hit && version !== null && hit.version === version) return hit;
    // Concurrent misses share one build.
    const pendingKey = `${key} ${version}`;
    let pending = this.building.get(pendingKey);
    if (!pending) {
      // HTTP dates have whole seconds: a finer Last-Modified would never compare as fresh.
      const builtAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      pending = render(builtAt)
        .then((body) => {
          const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
          // A changed document within the same second as the copy it replaces must still look newer.
          const previous = this.entries.get(key);
          const lastModified =
            previous && previous.etag !== etag && previous.lastModified.getTime() >= builtAt.getTime()
              ? new Date(previous.lastModified.getTime() + 1000)
              : builtAt;
          return { body, etag, lastModified, version: version ?? '' };
        })
        .finally(() => this.building.delete(pendingKey));
      this.building.set(pendingKey, pending);
    }
    const entry = await pending;
    if (version !== null) this.store(key, entry);
    return entry;
  }

  /** Keeps a document within the byte budget, oldest dropped first; one larger than a quarter of it is served, not kept. */
  private store(key: string, entry: CacheEntry): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.heldBytes -= documentSize(key, previous);
    }
    const size = documentSize(key, entry);
    const maxBytes = this.config.PUBLIC_CACHE_MAX_BYTES;
    if (size > maxBytes / 4) return;
    while (this.heldBytes + size > maxBytes && this.entries.size > 0) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, CacheEntry];
      this.entries.delete(oldestKey);
      this.heldBytes -= documentSize(oldestKey, oldest);
    }
    this.entries.set(key, entry);
    this.heldBytes += size;
  }
}
