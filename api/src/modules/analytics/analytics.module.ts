import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { EpisodePlays } from '../episodes/episode-plays';
import { EpisodesModule } from '../episodes/episodes.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { CountingState } from './counting-state.service';
import { DailySalt } from './daily-salt.service';
import { ListenEventEntity } from './listen-event.entity';
import { ListenEventRepository } from './listen-event.repository';

/**
 * Analytics without cookies (docs/analytics.md): the listen_event table, the daily salt, the admin
 * report. It sits above episodes and plugs the play counter into its EpisodePlays port; the
 * distribution module, above it, records enclosure downloads through AnalyticsService.
 */
@Module({
  imports: [EpisodesModule, RateLimitModule, TypeOrmModule.forFeature([ListenEventEntity])],
  controllers: [AnalyticsController],
  providers: [AnalyticsService, CountingState, DailySalt, ListenEventRepository],
  exports: [AnalyticsService],
})
export class AnalyticsModule implements OnModuleInit {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly plays: EpisodePlays,
  ) {}

  onModuleInit(): void {
    this.plays.plug({
      count: (episodeId, listener) => this.analytics.recordPlay(episodeId, listener),
      playsOf: (episodeIds) => this.analytics.playsOf(episodeIds),
    });
  }
}
