import { Injectable, NotFoundException } from '@nestjs/common';
import { SubscriberStatus } from '@podcast/contracts';
import { MailService } from '../mail/mail.service';
import { NewsletterMailQueue } from './newsletter-mail.queue';
import type { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
import { NewsletterRepository } from './newsletter.repository';
import { SUBSCRIBER_MESSAGES, type SubscriberListQueryDto, type SubscriberSummaryDto } from './subscriber.dto';

const SUBSCRIBER_PAGE_DEFAULT = 50;

/** The newsletter's rules: double opt-in, unsubscribing, and what the admin sees (docs/newsletter.md). */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly mailQueue: NewsletterMailQueue,
    private readonly mail: MailService,
  ) {}

  /**
   * A sign-up: stored pending and sent a confirmation mail (again, for a pending address asking
   * again; a confirmed one gets nothing). True when this call added the address.
   */
  async subscribe(email: string): Promise<boolean> {
    const { id, outcome } = await this.subscribers.signup(email);
    if (outcome !== 'confirmed') await this.mailQueue.queueConfirmation(id);
    return outcome === 'created';
  }

  /** The subscriber behind a link, or null for a token that matches none. */
  findByToken(token: string): Promise<NewsletterSubscriberEntity | null> {
    return this.subscribers.findByToken(token);
  }

  /** Confirms a pending subscriber (a confirmed one stays so); null for an unknown token. */
  confirm(token: string): Promise<NewsletterSubscriberEntity | null> {
    return this.subscribers.confirm(token);
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

  async erase(id: number): Promise<void> {
    if (!(await this.subscribers.erase(id))) throw new NotFoundException(SUBSCRIBER_MESSAGES.notFound);
  }
}
