import { Global, Module } from '@nestjs/common';
import { EpisodePublications } from '../episodes/episode-publications';
import { NewsletterAnnouncements } from './newsletter-announcements';
import { NewsletterModule } from './newsletter.module';

/**
 * What the newsletter module provides to the episodes module below it: the new-episode mailing that
 * publishing sets off. Global so episodes injects the port without importing newsletter
 * (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [NewsletterModule],
  providers: [{ provide: EpisodePublications, useExisting: NewsletterAnnouncements }],
  exports: [EpisodePublications],
})
export class NewsletterPortsModule {}
