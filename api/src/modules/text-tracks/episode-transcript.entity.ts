import type { TranscriptFormat } from '@podcast/contracts';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { EpisodeEntity } from '../episodes/episode.entity';
import type { SubtitleCue } from './subtitles/subtitle-cue';
import type { TranscriptParagraph } from './subtitles/transcript-paragraphs';

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

  // What the public reads, made from the cues whenever they are stored (subtitles/transcript-renderings.ts),
  // so no read of a published transcript parses or renders anything (docs/text-tracks.md). Null only in
  // a row the previous release wrote (it knows no such columns) until its first read makes and stores
  // them; NOT NULL in a later release (docs/deployment.md, pending contract steps).

  /** The cues as a WebVTT file. */
  @Column({ type: 'text', nullable: true })
  vtt: string | null;

  /** The cues as an SRT file. */
  @Column({ type: 'text', nullable: true })
  srt: string | null;

  /** The episode page's readable text. */
  @Column({ type: 'jsonb', nullable: true })
  paragraphs: TranscriptParagraph[] | null;

  /** As on a chapter: the final video the cues were timed against. */
  @Column({ type: 'int', nullable: true })
  timedForAssetId: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
