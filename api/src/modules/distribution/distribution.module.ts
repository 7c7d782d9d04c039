import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { MediaStorageModule } from '../media/media-storage.module';
import { PublicEpisodesModule } from '../public-catalogue/public-episodes.module';
import { TextTracksModule } from '../text-tracks/text-tracks.module';
import { EpisodePageController } from './episode-page.controller';
import { EpisodePageService } from './episode-page.service';
import { FeedCache } from './feed-cache.service';
import { FeedsController } from './feeds.controller';
import { PodcastCatalog } from './podcast-catalog.service';
import { PodcastFilesController } from './podcast-files.controller';
import { PreflightController } from './preflight.controller';
import { SiteConfigController } from './site-config.controller';

/**
 * Podcast feeds, stable enclosure URLs, sitemap/robots and the server-rendered episode page head
 * (docs/distribution.md), and the public site's follow and social links (/config/site.json): Nest
 * routes outside /api, listed in PUBLIC_ROUTES (common/public-routes.ts).
 */
@Module({
  imports: [MediaStorageModule, PublicEpisodesModule, AnalyticsModule, TextTracksModule],
  controllers: [FeedsController, PodcastFilesController, EpisodePageController, PreflightController, SiteConfigController],
  providers: [PodcastCatalog, FeedCache, EpisodePageService],
})
export class DistributionModule {}
