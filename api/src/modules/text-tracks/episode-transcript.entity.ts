import type { TranscriptFormat } from '@podcast/contracts';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';
import type { SubtitleCue } from './subtitles/subtitle-cue';

/** An episode's transcript, kept as parsed cues so it is served as WebVTT and SRT alike (issue 20). */
@Entity('episode_transcript')
export class EpisodeTranscriptEntity {
  @PrimaryColumn({ type: 'int' })
  episodeId: number;

  @OneToOne(() => EpisodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episodeId' })
  episode?: EpisodeEntity;

  /** BCP 47 tag ("en-US"). */
  @Column({ type: 'varchar', length: 35 })
  language: string;

  /** The format it was uploaded in. */
  @Column({ type: 'varchar', length: 3 })
  sourceFormat: TranscriptFormat;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'jsonb' })
  cues: SubtitleCue[];

  @Column({ type: 'int' })
  cueCount: number;

  /** As on a chapter: the final video the cues were timed against. */
  @Column({ type: 'int', nullable: true })
  timedForAssetId: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
