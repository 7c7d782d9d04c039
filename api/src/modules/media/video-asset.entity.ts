import { TranscodingStatus, VideoAssetType } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../common/column-transformers';
import type { EpisodeEntity } from '../episodes/episode.entity';

/** Storage keys of the renditions the transcoder produced, by rendition name ("720p", "480p", "audio"). */
export type VariantKeys = Partial<Record<string, string>>;

@Entity('video_asset')
@Index('IDX_video_asset_episode', ['episodeId', 'type'])
export class VideoAssetEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  episodeId: number | null;

  @ManyToOne('EpisodeEntity', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'episodeId' })
  episode?: EpisodeEntity;

  @Column({ type: 'enum', enum: VideoAssetType, enumName: 'video_asset_type' })
  type: VideoAssetType;

  /** Edited assets are numbered per episode ("Version N"); raw assets have none. */
  @Column({ type: 'int', nullable: true })
  version: number | null;

  @Column({ type: 'varchar', length: 1024, unique: true })
  storageKey: string;

  @Column({ type: 'varchar', length: 512 })
  originalName: string;

  @Column({ type: 'varchar', length: 255 })
  contentType: string;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  size: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  variants: VariantKeys;

  /** Null for files that are not transcoded (raw audio, thumbnails). */
  @Column({ type: 'enum', enum: TranscodingStatus, enumName: 'transcoding_status', nullable: true })
  transcodingStatus: TranscodingStatus | null;

  @Column({ type: 'int', default: 0 })
  transcodingProgress: number;

  @Column({ type: 'text', nullable: true })
  transcodingError: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  transcodingJobId: string | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  posterKey: string | null;

  @Column({ type: 'double precision', nullable: true })
  durationSec: number | null;

  /** Frames per second (ffprobe's r_frame_rate), set by the transcode; null for videos transcoded before issue 35. */
  @Column({ type: 'double precision', nullable: true })
  frameRate: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
