import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { EpisodeEntity } from '../episodes/episode.entity';
import type { VideoAssetEntity } from '../media/video-asset.entity';

export const REVIEW_DECISIONS = ['approved', 'changes_requested'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * A guest's way into one version of one episode (issue 35). The token itself is never stored: only
 * its SHA-256 (common/link-token.ts), so a database copy opens nothing.
 */
@Entity('review_link')
@Index('IDX_review_link_episode', ['episodeId', 'createdAt'])
export class ReviewLinkEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  episodeId: number;

  @ManyToOne('EpisodeEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episodeId' })
  episode?: EpisodeEntity;

  @Column({ type: 'int' })
  videoAssetId: number;

  @ManyToOne('VideoAssetEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoAssetId' })
  videoAsset?: VideoAssetEntity;

  /** SHA-256 of the token, hex. */
  @Index('UQ_review_link_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  guestName: string | null;

  /** argon2id of the passcode, when one is set. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passcodeHash: string | null;

  @Column({ type: 'boolean', default: false })
  watermark: boolean;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** The staff member's name (or address) when the link was made: kept as text, so it outlives their account. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  createdBy: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  decision: ReviewDecision | null;

  @Column({ type: 'text', nullable: true })
  decisionNote: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The name the guest gave with the decision. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  decidedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
