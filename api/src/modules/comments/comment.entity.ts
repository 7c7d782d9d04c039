import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';
import { VideoAssetEntity } from '../media/video-asset.entity';

@Entity('comment')
@Index('IDX_comment_episode', ['episodeId', 'timecodeSec'])
@Index('IDX_comment_asset', ['videoAssetId'])
export class CommentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'int' })
  timecodeSec: number;

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
