import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { NewsletterIssueEntity } from './newsletter-issue.entity';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';

export enum DeliveryStatus {
  Queued = 'queued',
  /** Claimed by a worker; a worker that died leaves it here, and the job's next run takes it again. */
  Sending = 'sending',
  Sent = 'sent',
  Failed = 'failed',
  /** Not sent: the episode was unpublished, or the subscriber left or was erased first. */
  Cancelled = 'cancelled',
}

/**
 * One subscriber's copy of one mailing: the outbox row that makes it go exactly once. Unique per
 * (issue, subscriber); erased with the subscriber (their history goes with the address).
 */
@Entity('newsletter_delivery')
@Index('UQ_newsletter_delivery_issue_subscriber', ['issueId', 'subscriberId'], { unique: true })
@Index('IDX_newsletter_delivery_issue_status', ['issueId', 'status'])
@Index('IDX_newsletter_delivery_subscriber', ['subscriberId'])
export class NewsletterDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  issueId: number;

  @ManyToOne(() => NewsletterIssueEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'issueId' })
  issue?: NewsletterIssueEntity;

  @Column({ type: 'int' })
  subscriberId: number;

  @ManyToOne(() => NewsletterSubscriberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriberId' })
  subscriber?: NewsletterSubscriberEntity;

  @Column({ type: 'varchar', length: 20, default: DeliveryStatus.Queued })
  status: DeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** When a worker claimed it (status sending); a claim older than NEWSLETTER_CLAIM_LEASE_MS is taken over. */
  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
