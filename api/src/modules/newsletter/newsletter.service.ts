import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditAction, AuditTargetType, SubscriberStatus } from '@podcast/contracts';
import { AuditService } from '../audit/audit.service';
import { MailService } from '../mail/mail.service';
import { DataSource } from 'typeorm';
import { NewsletterMailOutbox } from './newsletter-mail.outbox';
import type { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { NewsletterRepository, type ConfirmLinkState } from './newsletter.repository';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import type { NewsletterIssueDto } from './newsletter-issue.dto';
import { SUBSCRIBER_MESSAGES, type SubscriberListQueryDto, type SubscriberSummaryDto } from './subscriber.dto';

const SUBSCRIBER_PAGE_DEFAULT = 50;
/** How many new-episode mailings the run history shows. */
export const ISSUE_HISTORY_LIMIT = 100;

/** The newsletter's rules: double opt-in, unsubscribing, and what the admin sees (docs/newsletter.md). */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly mailOutbox: NewsletterMailOutbox,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly issues: NewsletterIssueRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * A sign-up: stored pending and sent a confirmation mail. A pending address asking again is sent
   * one more only when the last went out over CONFIRMATION_RESEND_MINUTES (an hour) ago (the claim in
   * NewsletterRepository.claimConfirmation); a confirmed one gets nothing. An unsubscribed address, or
   * one whose confirmation link expired, gets new link secrets first (NewsletterRepository.signup).
   * The caller learns nothing of which it was: the answer must not tell who subscribed.
   */
  async subscribe(email: string): Promise<void> {
    // The confirmation job is written with the sign-up (the job outbox): both happen, or neither.
    await this.dataSource.transaction(async (manager) => {
      const { id, outcome } = await this.subscribers.signup(email, manager);
      if (outcome !== 'confirmed') await this.mailOutbox.confirmation(manager, id);
    });
  }

  /** Where a confirmation link stands (what its page shows before the button is pressed). */
  confirmLinkState(token: string): Promise<ConfirmLinkState> {
    return this.subscribers.confirmLinkState(token);
  }

  /** Confirms a pending subscriber through their live confirmation link, once; otherwise says why not. */
  confirm(token: string): Promise<'confirmed' | Exclude<ConfirmLinkState, 'open'>> {
    return this.subscribers.confirm(token);
  }

  /** The subscriber behind an unsubscribe link, or null for a secret that matches none. */
  findByUnsubscribeToken(token: string): Promise<NewsletterSubscriberEntity | null> {
    return this.subscribers.findByUnsubscribeToken(token);
  }

  unsubscribe(token: string): Promise<NewsletterSubscriberEntity | null> {
    return this.subscribers.unsubscribe(token);
  }

  page(query: SubscriberListQueryDto): Promise<{ rows: NewsletterSubscriberEntity[]; total: number }> {
    return this.subscribers.page({ q: query.q || undefined, status: query.status, limit: query.limit ?? SUBSCRIBER_PAGE_DEFAULT, offset: query.offset ?? 0 });
  }

  async summary(): Promise<SubscriberSummaryDto> {
    const counts = await this.subscribers.counts();
    return {
      pending: counts[SubscriberStatus.Pending],
      confirmed: counts[SubscriberStatus.Confirmed],
      unsubscribed: counts[SubscriberStatus.Unsubscribed],
      total: counts[SubscriberStatus.Pending] + counts[SubscriberStatus.Confirmed] + counts[SubscriberStatus.Unsubscribed],
      mailConfigured: this.mail.configured,
    };
  }

  batches(size: number): AsyncGenerator<NewsletterSubscriberEntity[]> {
    return this.subscribers.batches(size);
  }

  /** The last mailings, newest first, each with its deliveries counted by outcome. */
  async issueHistory(): Promise<NewsletterIssueDto[]> {
    const issues = await this.issues.history(ISSUE_HISTORY_LIMIT);
    const counts = await this.issues.counts(issues.map((issue) => issue.id));
    return issues.map((issue) => ({
      id: issue.id,
      episodeId: issue.episodeId,
      episodeTitle: issue.episodeTitle,
      episodeNumber: issue.episodeNumber,
      status: issue.status,
      ...(counts.get(issue.id) ?? { sent: 0, failed: 0, queued: 0, cancelled: 0 }),
      createdAt: issue.createdAt.toISOString(),
      finishedAt: issue.finishedAt?.toISOString() ?? null,
    }));
  }

  /** The entry names the subscriber by id only: an erased address must not live on in the audit trail. */
  async erase(id: number): Promise<void> {
    if (!(await this.subscribers.erase(id))) throw new NotFoundException(SUBSCRIBER_MESSAGES.notFound);
    await this.audit.record({ action: AuditAction.SubscriberDeleted, target: { type: AuditTargetType.Subscriber, id } });
  }

  /** An export of the whole list, after it was streamed: how many addresses left the system. */
  recordExport(rows: number, complete: boolean): Promise<void> {
    return this.audit.record({
      action: AuditAction.SubscribersExported,
      target: { type: AuditTargetType.Subscriber, label: `${rows} subscriber${rows === 1 ? '' : 's'}${complete ? '' : ' (download ended early)'}` },
    });
  }
}
