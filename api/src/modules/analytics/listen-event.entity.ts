import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { EpisodeEntity } from '../episodes/episode.entity';

export enum ListenKind {
  Play = 'play',
  Download = 'download',
}

/**
 * One listener's play or download of one episode on one UTC day (docs/analytics.md). The primary
 * key is the deduplication: a second play or download of the same listener, episode and day is
 * `INSERT … ON CONFLICT DO NOTHING`, one statement, safe across processes. No address is stored:
 * the listener is sha256(daily salt + address + user agent), and the salt is gone after two days.
 */
@Entity('listen_event')
@Index('IDX_listen_event_day', ['day'])
@Check('CHK_listen_event_kind', `"kind" IN ('play', 'download')`)
export class ListenEventEntity {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_listen_event' })
  episodeId: number;

  /** UTC day, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_listen_event' })
  day: string;

  // A short text with a check rather than a Postgres enum: TypeORM cannot diff an enum inside a primary key.
  @PrimaryColumn({ type: 'varchar', length: 8, primaryKeyConstraintName: 'PK_listen_event' })
  kind: ListenKind;

  /** Hex sha256 of the day's salt, the client address and the user agent. */
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'PK_listen_event' })
  listenerHash: string;

  /** The app named by the user agent (Apple Podcasts, Spotify, …, Browser, Other). */
  @Column({ type: 'varchar', length: 32 })
  app: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  // Named by string with a type-only import: entity relations point down the graph (docs/architecture.md).
  @ManyToOne('EpisodeEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episodeId', foreignKeyConstraintName: 'FK_listen_event_episode' })
  episode?: EpisodeEntity;
}
