// The domain modules, listed once. HTTP_MODULES serve requests (main.ts); WORKER_MODULES run queue
// processors (worker.ts, or inside the server when WORKER=inline). A `*PortsModule` is what a module
// provides to the modules below it (global, so they inject it without importing it): leaving one out
// fails the boot, naming the port (docs/architecture.md, "Module graph").
import type { DynamicModule, Type } from '@nestjs/common';
import { AuthModule } from './modules/auth/auth.module';
import { AuditModule } from './modules/audit/audit.module';
import { CommentsModule } from './modules/comments/comments.module';
import { EpisodesModule } from './modules/episodes/episodes.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { HealthModule } from './health/health.module';
import { MediaModule } from './modules/media/media.module';
import { TranscodingModule } from './modules/transcoding/transcoding.module';
import { AutomationModule } from './modules/automation/automation.module';
import { AutomationWorkerModule } from './modules/automation/automation-worker.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { DistributionModule } from './modules/distribution/distribution.module';
import { PublicEpisodesModule } from './modules/public-catalogue/public-episodes.module';
import { ReleasesModule } from './modules/releases/releases.module';
import { ArtworkModule } from './modules/artwork/artwork.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { NewsletterWorkerModule } from './modules/newsletter/newsletter-worker.module';
import { TextTracksModule } from './modules/text-tracks/text-tracks.module';
import { TeamModule } from './modules/team/team.module';
import { AnalyticsPortsModule } from './modules/analytics/analytics-ports.module';
import { ArtworkPortsModule } from './modules/artwork/artwork-ports.module';
import { AutomationPortsModule } from './modules/automation/automation-ports.module';
import { CommentsPortsModule } from './modules/comments/comments-ports.module';
import { MediaPortsModule } from './modules/media/media-ports.module';
import { NewsletterPortsModule } from './modules/newsletter/newsletter-ports.module';
import { TextTracksPortsModule } from './modules/text-tracks/text-tracks-ports.module';
import { ReviewLinksModule } from './modules/review-links/review-links.module';
import { ReviewLinksPortsModule } from './modules/review-links/review-links-ports.module';

export const HTTP_MODULES: Array<Type | DynamicModule> = [
  AuditModule,
  AuthModule,
  HealthModule,
  EpisodesModule,
  PublicEpisodesModule,
  CommentsModule,
  CommentsPortsModule,
  NewsletterModule,
  NewsletterPortsModule,
  MediaModule,
  MediaPortsModule,
  BookingsModule,
  AutomationModule,
  AutomationPortsModule,
  DistributionModule,
  ReleasesModule,
  ArtworkModule,
  ArtworkPortsModule,
  AnalyticsModule,
  AnalyticsPortsModule,
  TextTracksModule,
  TextTracksPortsModule,
  TeamModule,
  ReviewLinksModule,
  ReviewLinksPortsModule,
];

export const WORKER_MODULES: Array<Type | DynamicModule> = [TranscodingModule, AutomationWorkerModule, NewsletterWorkerModule];
