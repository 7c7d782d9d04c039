import { CreateDateColumn, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ReviewLinkEntity } from './review-link.entity';

/** One opening of a review link's page (GET /api/review/{token} answered 200). */
@Entity('review_link_open')
@Index('IDX_review_link_open_link', ['reviewLinkId', 'openedAt'])
export class ReviewLinkOpenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  reviewLinkId: number;

  @ManyToOne(() => ReviewLinkEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reviewLinkId' })
  reviewLink?: ReviewLinkEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  openedAt: Date;
}
