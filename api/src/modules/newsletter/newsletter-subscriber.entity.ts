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

  /** The secret of this subscriber's confirm and unsubscribe links (random, 32 bytes base64url). */
  @Column({ type: 'varchar', length: 64, unique: true })
  token: string;

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
