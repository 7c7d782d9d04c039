import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { MediaStorageModule } from '../media/media-storage.module';
import { STORAGE_DRIVER, type StorageDriver } from '../media/storage/storage.driver';
import { distributionHandler } from './distribution-routes';
import { DistributionRepository } from './distribution.repository';
import { EpisodePageService } from './episode-page.service';
import { FeedCache } from './feed-cache.service';
import { PodcastCatalog } from './podcast-catalog.service';

/** Podcast feeds, stable enclosure URLs, sitemap/robots and the server-rendered episode page head (docs/distribution.md). */
@Module({
  imports: [MediaStorageModule],
  providers: [DistributionRepository, PodcastCatalog, FeedCache, EpisodePageService],
})
export class DistributionModule implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly feeds: FeedCache,
    private readonly catalog: PodcastCatalog,
    private readonly pages: EpisodePageService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    const instance = this.adapterHost.httpAdapter?.getInstance<Express>();
    instance?.use(distributionHandler({ config: this.config, storage: this.storage, feeds: this.feeds, catalog: this.catalog, pages: this.pages }));
  }
}
