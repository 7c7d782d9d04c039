import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import { AuditService } from '../audit/audit.service';
import { EpisodeMediaModule } from '../episodes/episode-media.module';
import { EpisodePublications } from '../episodes/episode-publications';
import { MailModule } from '../mail/mail.module';
import { NewsletterDeliveryEntity } from './newsletter-delivery.entity';
import { NewsletterIssueEntity } from './newsletter-issue.entity';
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
 * every confirmed subscriber when an episode is published (it plugs EpisodePublications; docs/newsletter.md).
 */
@Module({
  imports: [MailModule, EpisodeMediaModule, TypeOrmModule.forFeature([NewsletterSubscriberEntity, NewsletterIssueEntity, NewsletterDeliveryEntity])],
  controllers: [NewsletterController, NewsletterLinksController, SubscribersController, NewsletterIssuesController],
  providers: [NewsletterRepository, NewsletterService, NewsletterMailOutbox, NewsletterIssueRepository],
})
export class NewsletterModule implements OnModuleInit {
  constructor(
    private readonly publications: EpisodePublications,
    private readonly issues: NewsletterIssueRepository,
    private readonly mailOutbox: NewsletterMailOutbox,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.publications.plug({
      published: async (manager, episodeId) => {
        const issueId = await this.issues.openForEpisode(manager, episodeId);
        await this.mailOutbox.issue(manager, issueId);
        return async () => {
          // The send is the publisher's act: this runs in the publishing request, after its commit.
          await this.audit.record({
            action: AuditAction.NewsletterSent,
            target: { type: AuditTargetType.Newsletter, id: issueId, label: `New-episode mailing of episode ${episodeId}` },
          });
        };
      },
      unpublished: (manager, episodeId) => this.issues.cancelForEpisode(manager, episodeId),
    });
  }
}
