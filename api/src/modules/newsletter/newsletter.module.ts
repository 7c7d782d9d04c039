import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { MailModule } from '../mail/mail.module';
import { NewsletterDeliveryEntity } from './newsletter-delivery.entity';
import { NewsletterIssueEntity } from './newsletter-issue.entity';
import { NewsletterAnnouncements } from './newsletter-announcements';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { NewsletterIssuesController } from './newsletter-issues.controller';
import { NewsletterLinksController } from './newsletter-links.controller';
import { NewsletterMailOutbox } from './newsletter-mail.outbox';
import { NewsletterController } from './newsletter.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { SubscribersController } from './subscribers.controller';

/**
 * The newsletter: double opt-in sign-ups, their links, the admin's subscriber list, and the mail to
 * every confirmed subscriber when an episode is published (NewsletterAnnouncements, which NewsletterPortsModule gives episodes as EpisodePublications; docs/newsletter.md).
 */
@Module({
  imports: [MailModule, EpisodeMediaModule, TypeOrmModule.forFeature([NewsletterSubscriberEntity, NewsletterIssueEntity, NewsletterDeliveryEntity])],
  controllers: [NewsletterController, NewsletterLinksController, SubscribersController, NewsletterIssuesController],
  providers: [NewsletterRepository, NewsletterService, NewsletterMailOutbox, NewsletterIssueRepository, NewsletterAnnouncements],
  exports: [NewsletterAnnouncements],
})
export class NewsletterModule {}
