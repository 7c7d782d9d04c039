import { SubscriberStatus } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('newsletter_subscriber')
@Index('IDX_newsletter_subscriber_status_created', ['status', 'createdAt'])
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Lower-cased, so the address is unique case-insensitively. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 20, default: SubscriberStatus.Pending })
  status: SubscriberStatus;

  /**
   * The secret of this subscriber's unsubscribe link (random, 32 bytes base64url). Stored as it is:
   * every newsletter mail must carry it. Long-lived, and replaced when an unsubscribed address (or one
   * whose confirmation expired) signs up again, so the links of earlier mails stop working. The column
   * is still named `token`, as the release before issue 30 named it (its processes read and write it
   * during a rolling upgrade); the rename is a pending contract step (docs/deployment.md).
   */
  @Column({ name: 'token', type: 'varchar', length: 64, unique: true })
  unsubscribeToken: string;

  /**
   * SHA-256 (hex) of the secret in the newest confirmation mail's link; the secret itself is only in
   * the mail, so a copy of the database confirms no one. Null until a confirmation mail goes out. Kept
   * after use so a second click can be told "already used"; the link confirms only a pending row.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  @Index('UQ_newsletter_subscriber_confirm_token_hash', { unique: true })
  confirmTokenHash: string | null;

  /** When the confirmation link stops working (NEWSLETTER_CONFIRMATION_TTL_HOURS after its mail). */
  @Column({ type: 'timestamptz', nullable: true })
  confirmTokenExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** When the confirmation mail was last accepted by the mail server; null while it is not sent. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  /** Why the last confirmation mail did not go (mail not configured, the server refused it). */
  @Column({ type: 'text', nullable: true })
  confirmationError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
