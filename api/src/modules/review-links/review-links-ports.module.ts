import { Global, Module } from '@nestjs/common';
import { EpisodeReviewDecisions } from '../episodes/episode-review-decisions';
import { ReviewLinksModule } from './review-links.module';
import { ReviewLinksService } from './review-links.service';

/**
 * What the review-links module provides to the episodes module below it: each episode's latest guest
 * decision for the admin views. Global so episodes injects the port without importing review-links
 * (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [ReviewLinksModule],
  providers: [
    {
      provide: EpisodeReviewDecisions,
      inject: [ReviewLinksService],
      useFactory: (links: ReviewLinksService): EpisodeReviewDecisions => ({ latestOf: (episodeIds) => links.latestDecisions(episodeIds) }),
    },
  ],
  exports: [EpisodeReviewDecisions],
})
export class ReviewLinksPortsModule {}
