import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';

/** A chapter of an episode: where it starts in the final video and what it is called (issue 20). */
@Entity('episode_chapter')
// One chapter per second of an episode: two at the same time code would be one marker with two names.
@Index('UQ_episode_chapter_start', ['episodeId', 'startSeconds'], { unique: true })
export class EpisodeChapterEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  episodeId: number;

  @ManyToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episodeId' })
  episode?: EpisodeEntity;

  /** Whole seconds into the final video. */
  @Column({ type: 'int' })
  startSeconds: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /**
   * The final video this chapter's time was set against (null: none existed yet). When the final
   * video changes, chapters timed for another one wait for an admin to keep or clear them.
   */
  @Column({ type: 'int', nullable: true })
  timedForAssetId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
