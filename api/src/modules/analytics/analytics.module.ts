import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { EpisodesModule } from '../episodes/episodes.module';
import { AnalyticsReports } from './analytics-reports.service';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { CountingState } from './counting-state.service';
import { DailySalt } from './daily-salt.service';
import { ListenEventEntity } from './listen-event.entity';
import { ListenEventRepository } from './listen-event.repository';

/**
 * Analytics without cookies (docs/analytics.md): the listen_event table, the daily salt, the admin
 * report. It sits above episodes; AnalyticsPortsModule gives episodes the play counter (EpisodePlays);
 * the distribution module, above it, records enclosure downloads through AnalyticsService.
 */
@Module({
  imports: [EpisodesModule, RateLimitModule, TypeOrmModule.forFeature([ListenEventEntity])],
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsReports, CountingState, DailySalt, ListenEventRepository],
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
