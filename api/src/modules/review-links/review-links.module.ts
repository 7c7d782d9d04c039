import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments/comments.module';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { MediaStorageModule } from '../media/media-storage.module';
import { ReviewGuestController } from './review-guest.controller';
import { ReviewGuestService } from './review-guest.service';
import { ReviewLinkRepository } from './review-link.repository';
import { ReviewLinksController } from './review-links.controller';
import { ReviewLinksService } from './review-links.service';

/** Review links for guests without an account (issue 35, docs/review.md); what episodes needs of it is in ReviewLinksPortsModule. */
@Module({
  imports: [CommentsModule, EpisodeMediaModule, MediaStorageModule],
  controllers: [ReviewLinksController, ReviewGuestController],
  providers: [ReviewLinkRepository, ReviewLinksService, ReviewGuestService],
  exports: [ReviewLinksService],
})
export class ReviewLinksModule {}
