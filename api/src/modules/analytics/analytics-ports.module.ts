import { Global, Module } from '@nestjs/common';
import { EpisodePlays } from '../episodes/episode-plays';
import { AnalyticsModule } from './analytics.module';
import { AnalyticsService } from './analytics.service';

/**
 * What the analytics module provides to the episodes module below it: a play, counted once per
 * listener, episode and UTC day, and each episode's plays for the admin. Global so episodes injects
 * the port without importing analytics (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [AnalyticsModule],
  providers: [
    {
      provide: EpisodePlays,
      inject: [AnalyticsService],
      useFactory: (analytics: AnalyticsService): EpisodePlays => ({
        count: (episodeId, listener) => analytics.recordPlay(episodeId, listener),
        playsOf: (episodeIds) => analytics.playsOf(episodeIds),
      }),
    },
  ],
  exports: [EpisodePlays],
})
export class AnalyticsPortsModule {}
