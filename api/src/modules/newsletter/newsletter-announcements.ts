import { Injectable } from '@nestjs/common';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AfterPublishCommit, EpisodePublications } from '../episodes/episode-publications';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { NewsletterMailQueue } from './newsletter-mail.queue';

/**
 * The new-episode mailing, as the episodes module's EpisodePublications port (NewsletterPortsModule):
 * publishing opens the issue in the publishing transaction and queues it after the commit;
 * unpublishing cancels what was waiting (docs/newsletter.md).
 */
@Injectable()
export class NewsletterAnnouncements implements EpisodePublications {
  constructor(
    private readonly issues: NewsletterIssueRepository,
    private readonly mailQueue: NewsletterMailQueue,
    private readonly audit: AuditService,
  ) {}

  async published(manager: EntityManager, episodeId: number): Promise<AfterPublishCommit> {
    const issueId = await this.issues.openForEpisode(manager, episodeId);
    return async () => {
      await this.mailQueue.queueIssue(issueId);
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
