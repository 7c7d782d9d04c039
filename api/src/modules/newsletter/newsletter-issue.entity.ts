import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
// Type only: the relation names the episode entity by string (docs/architecture.md, "Module graph").
import type { EpisodeEntity } from '../episodes/episode.entity';

export enum NewsletterIssueStatus {
  /** Deliveries are queued or going out. */
  Sending = 'sending',
  /** Every delivery is sent or failed. */
  Done = 'done',
  /** The episode was unpublished before every mail went: the rest were cancelled. */
  Cancelled = 'cancelled',
}

/** One new-episode mailing: at most one per episode, ever (the unique episode makes a re-publish resume it). */
@Entity('newsletter_issue')
export class NewsletterIssueEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_newsletter_issue_episode', { unique: true })
  @Column({ type: 'int' })
  episodeId: number;

  @ManyToOne('EpisodeEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episodeId' })
  episode?: EpisodeEntity;

  @Column({ type: 'varchar', length: 20, default: NewsletterIssueStatus.Sending })
  status: NewsletterIssueStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
