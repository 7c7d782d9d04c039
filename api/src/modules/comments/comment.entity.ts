import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';
import { VideoAssetEntity } from '../media/video-asset.entity';
import type { ReviewLinkEntity } from '../review-links/review-link.entity';
import type { CommentAuthorKind } from './comment.dto';
import type { DrawingDto } from './drawing';

@Entity('comment')
@Index('IDX_comment_episode', ['episodeId', 'timecodeSec'])
@Index('IDX_comment_asset', ['videoAssetId'])
@Index('IDX_comment_review_link', ['reviewLinkId'])
@Index('IDX_comment_carried_from', ['carriedFromId'])
export class CommentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'int' })
  timecodeSec: number;

  /**
   * The exact time (ms). Null only on rows written by a release before issue 35 during a rolling
   * upgrade (it writes timecodeSec alone): readers take timecodeSec * 1000 then (comment.mapper.ts).
   */
  @Column({ type: 'int', nullable: true })
  timecodeMs: number | null;

  /** End of a range comment (ms), after timecodeMs. */
  @Column({ type: 'int', nullable: true })
  endMs: number | null;

  /** Strokes on the frame (0..1 coordinates), validated against DRAWING_LIMITS before they are stored. */
  @Column({ type: 'jsonb', nullable: true })
  drawing: DrawingDto | null;

  @Column({ type: 'varchar', length: 10, default: 'staff' })
  authorKind: CommentAuthorKind;

  /** The review link a guest's comment came through; the comment stays when the link row goes. */
  @Column({ type: 'int', nullable: true })
  reviewLinkId: number | null;

  @ManyToOne('ReviewLinkEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'reviewLinkId' })
  reviewLink?: ReviewLinkEntity | null;

  /** The previous version's comment this is a copy of (carry over); the copy stays when that one is deleted. */
  @Column({ type: 'int', nullable: true })
  carriedFromId: number | null;

  @ManyToOne(() => CommentEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'carriedFromId' })
  carriedFrom?: CommentEntity | null;

  @Column({ type: 'varchar', length: 100, default: 'Admin' })
  author: string;

  @Column({ type: 'int' })
  episodeId: number;

  @ManyToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episodeId' })
  episode?: EpisodeEntity;

  /** The asset the comment was made on, if any. */
  @Column({ type: 'int', nullable: true })
  videoAssetId: number | null;

  @ManyToOne(() => VideoAssetEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'videoAssetId' })
  videoAsset?: VideoAssetEntity | null;

  @Column({ type: 'boolean', default: false })
  resolved: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
