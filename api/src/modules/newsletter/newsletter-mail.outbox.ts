import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { JOBS } from '../../queue/jobs';
import { OutboxService } from '../../queue/outbox/outbox.service';
import { MailService } from '../mail/mail.service';
import { CAPPED_MESSAGE } from './confirmation-cap';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { NewsletterRepository } from './newsletter.repository';

/** Sign-ups older than this whose confirmation never went out are not mailed any more. */
const UNSENT_DAYS = 7;
const UNSENT_BATCH = 1000;

/**
 * The newsletter's mail jobs, through the job outbox (docs/architecture.md, "Job layer"): each is
 * written in the transaction of the sign-up or the publish, and goes to Redis whenever Redis takes it.
 * Every request is its own row (a second sign-up ask, a re-publish): the processors decide what is
 * still to send (NewsletterRepository.claimConfirmation, one claim per delivery row), so a job that
 * runs twice sends nothing twice.
 */
@Injectable()
export class NewsletterMailOutbox implements OnApplicationBootstrap {
  private readonly logger = new Logger('NewsletterMail');

  constructor(
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
    private readonly subscribers: NewsletterRepository,
    private readonly issues: NewsletterIssueRepository,
    private readonly mail: MailService,
  ) {}

  confirmation(manager: EntityManager, subscriberId: number): Promise<void> {
    return this.outbox.add(manager, JOBS.newsletterConfirmation, { subscriberId }, `newsletter-confirmation:${subscriberId}:${randomUUID()}`);
  }

  /** A new episode's mailing; its deliveries are written in the same (publishing) transaction. */
  issue(manager: EntityManager, issueId: number): Promise<void> {
    return this.outbox.add(manager, JOBS.newsletterIssue, { issueId }, `newsletter-issue:${issueId}:${randomUUID()}`);
  }

  /**
   * Mail settings are read at start (MailService): mail asked for while they were missing was not
   * sent (the sign-up shows why). Once mail is configured, this start offers it again, through the
   * outbox like any other job. Redis outages need nothing of this: the outbox sweep covers them.
   */
  onApplicationBootstrap(): void {
    if (!this.mail.configured) return;
    void this.dataSource
      .transaction(async (manager) => {
        const ids = await this.subscribers.unsentConfirmations(UNSENT_DAYS, UNSENT_BATCH, CAPPED_MESSAGE);
        for (const id of ids) await this.confirmation(manager, id);
        for (const issueId of await this.issues.openIssueIds()) await this.issue(manager, issueId);
        if (ids.length > 0) this.logger.log(`Queued ${ids.length} confirmation mail(s) that had not gone out`);
      })
      .catch((error: unknown) => this.logger.warn(`Could not look for unsent newsletter mail: ${error instanceof Error ? error.message : String(error)}`));
  }
}
