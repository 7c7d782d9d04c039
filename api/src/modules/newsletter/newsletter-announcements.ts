import { Injectable } from '@nestjs/common';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AfterPublishCommit, EpisodePublications } from '../episodes/episode-publications';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { NewsletterMailOutbox } from './newsletter-mail.outbox';

/**
 * The new-episode mailing, as the episodes module's EpisodePublications port (NewsletterPortsModule):
 * publishing opens the issue and writes its mailing job to the outbox in the publishing transaction
 * (the job layer sends it, Redis or not); unpublishing cancels what was waiting (docs/newsletter.md).
 */
@Injectable()
export class NewsletterAnnouncements implements EpisodePublications {
  constructor(
    private readonly issues: NewsletterIssueRepository,
    private readonly mailOutbox: NewsletterMailOutbox,
    private readonly audit: AuditService,
  ) {}

  async published(manager: EntityManager, episodeId: number): Promise<AfterPublishCommit> {
    const issueId = await this.issues.openForEpisode(manager, episodeId);
    await this.mailOutbox.issue(manager, issueId);
    return async () => {
      // The send is the publisher's act: this runs in the publishing request, after its commit.
      await this.audit.record({
        action: AuditAction.NewsletterSent,
        target: { type: AuditTargetType.Newsletter, id: issueId, label: `New-episode mailing of episode ${episodeId}` },
      });
    };
  }

  unpublished(manager: EntityManager, episodeId: number): Promise<void> {
    return this.issues.cancelForEpisode(manager, episodeId);
  }
}
