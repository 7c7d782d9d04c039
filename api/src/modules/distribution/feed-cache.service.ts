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

/** Different Host headers (when PUBLIC_URL is unset) must not grow the cache without bound. */
const MAX_ENTRIES = 16;

/**
 * The feeds and the sitemap, rendered once and kept in memory until the catalog changes: each request
 * asks the database for one fingerprint (row counts and newest updatedAt of episodes and video assets)
 * and rebuilds only when it moved, so a publish, an edit or a finished transcode shows at once.
 */
@Injectable()
export class FeedCache {
  private readonly entries = new Map<string, CacheEntry>();
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
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    return entry;
  }
}
