import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { DistributionRepository } from './distribution.repository';
import { PodcastCatalog } from './podcast-catalog.service';
import { buildRssFeed } from './rss-feed';
import { feedChannel, type FeedKind } from './show-settings';
import { buildSitemap, type SitemapEntry } from './sitemap';

export interface RenderedDocument {
  body: string;
  etag: string;
  lastModified: Date;
}

interface CacheEntry extends RenderedDocument {
  fingerprint: string;
}

/** The public site's pages besides episodes (PUBLIC_PAGE_PATTERNS). */
const SITE_PAGES = ['/', '/episodes', '/about', '/privacy-policy', '/terms-of-service'];

/** A document's memory: the string (UTF-16) plus key, ETag and bookkeeping. */
const documentSize = (key: string, entry: CacheEntry) => (entry.body.length + key.length + entry.etag.length + entry.fingerprint.length) * 2 + 256;

/**
 * The feeds and the sitemap, rendered once and kept in memory until the catalog changes: each request
 * asks the database for one fingerprint (row counts and newest updatedAt of episodes and video assets)
 * and rebuilds only when it moved, so a publish, an edit or a finished transcode shows at once.
 */
@Injectable()
export class FeedCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** Different Host headers (when PUBLIC_URL is unset) must not grow memory: the documents held stay within PUBLIC_CACHE_MAX_BYTES. */
  private heldBytes = 0;
  private readonly building = new Map<string, Promise<CacheEntry>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly repository: DistributionRepository,
    private readonly catalog: PodcastCatalog,
  ) {}

  feed(kind: FeedKind, base: string): Promise<RenderedDocument> {
    return this.cached(`${kind} ${base}`, async (lastModified) => {
      const items = await this.catalog.feedItems(kind, base);
      return buildRssFeed(feedChannel(this.config, base, kind, lastModified), items);
    });
  }

  sitemap(base: string): Promise<RenderedDocument> {
    return this.cached(`sitemap ${base}`, async () => {
      const episodes = await this.repository.publishedEpisodes();
      const entries: SitemapEntry[] = [
        ...SITE_PAGES.map((path) => ({ loc: `${base}${path}` })),
        ...episodes.map((episode) => ({ loc: `${base}/episodes/${episode.id}`, lastmod: episode.updatedAt })),
      ];
      return buildSitemap(entries);
    });
  }

  private async cached(key: string, render: (lastModified: Date) => Promise<string>): Promise<RenderedDocument> {
    const fingerprint = await this.repository.fingerprint();
    const hit = this.entries.get(key);
    if (hit && hit.fingerprint === fingerprint.value) return hit;
    // Concurrent misses share one build.
    const pendingKey = `${key} ${fingerprint.value}`;
    let pending = this.building.get(pendingKey);
    if (!pending) {
      // HTTP dates have whole seconds: a finer Last-Modified would never compare as fresh.
      const lastModified = new Date(Math.floor(fingerprint.lastModified.getTime() / 1000) * 1000);
      pending = render(lastModified)
        .then((body) => ({
          body,
          lastModified,
          fingerprint: fingerprint.value,
          etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        }))
        .finally(() => this.building.delete(pendingKey));
      this.building.set(pendingKey, pending);
    }
    const entry = await pending;
    this.store(key, entry);
    return entry;
  }

  /** Bytes held by the cached documents (tests check the bound). */
  get bytes(): number {
    return this.heldBytes;
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
