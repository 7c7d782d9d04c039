import { EditingStatus, EpisodeStatus } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
// Type only: the media module sits above episodes (docs/architecture.md, "Module graph"), so the relation names its entity.
import type { VideoAssetEntity } from '../media/video-asset.entity';
import type { StoredImageSet } from '../../common/stored-image-set';
// Type only: bookings and episodes do not import each other; the relation names the entity.
import type { BookingEntity } from '../bookings/booking.entity';

@Entity('episode')
// Partial indexes with a sort order TypeORM cannot describe: created by the PublicEpisodeOrder
// migration, declared here so schema sync leaves them alone (docs/scale.md).
@Index('IDX_episode_public_order', { synchronize: false })
@Index('IDX_episode_published_id', { synchronize: false })
// The admin list's orders (migration AdminListIndexes, docs/api.md): sorted columns TypeORM cannot describe.
@Index('IDX_episode_created', { synchronize: false })
@Index('IDX_episode_status_created', { synchronize: false })
@Index('IDX_episode_number', { synchronize: false })
export class EpisodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  guestName: string | null;

  /**
   * The guest's booking (issue 32 item 3): the episode page's guest card (role, company, portrait)
   * comes from it. Null: no booking chosen, and guestName, if any, is shown on its own. Removing the
   * booking unlinks it; guestName stays.
   */
  @Index('IDX_episode_guest')
  @Column({ type: 'int', nullable: true })
  guestId: number | null;

  @ManyToOne('BookingEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'guestId' })
  guest?: BookingEntity | null;

  @Column({ type: 'int', default: 1 })
  episodeNumber: number;

  @Column({ type: 'enum', enum: EpisodeStatus, enumName: 'episode_status', default: EpisodeStatus.Draft })
  status: EpisodeStatus;

  @Column({ type: 'enum', enum: EditingStatus, enumName: 'editing_status', default: EditingStatus.Raw })
  editingStatus: EditingStatus;

  /** Shown as is ("42:18"); filled from ffprobe unless an admin typed one. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  duration: string | null;

  /** True once an admin typed the duration: transcoding then leaves it alone. */
  @Column({ type: 'boolean', default: false })
  durationManual: boolean;

  /**
   * Unused since issue 29 (the plays figure is the analytics' count of listen events, docs/analytics.md);
   * dropped in a later release (docs/deployment.md, pending contract steps). Kept until then because
   * the previous release's processes still select it during a rolling upgrade; never selected here.
   */
  @Column({ type: 'int', default: 0, select: false })
  plays?: number;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  audioUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  thumbnailUrl: string | null;

  /** The admin's artwork in several widths and formats (docs/artwork.md); thumbnailUrl then holds its JPEG. */
  @Column({ type: 'jsonb', nullable: true })
  artwork: StoredImageSet | null;

  /** Show notes as the admin wrote them (Markdown). */
  @Column({ type: 'text', default: '' })
  showNotes: string;

  /** The show notes rendered and sanitised once, when written: what the episode page and the feeds carry. */
  @Column({ type: 'text', default: '' })
  showNotesHtml: string;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** The edited asset chosen at Approve & Publish; when null, the newest edited asset is the final video. */
  @Column({ type: 'int', nullable: true })
  finalVideoAssetId: number | null;

  @ManyToOne('VideoAssetEntity', { nullable: true, onDelete: 'SET NULL', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'finalVideoAssetId' })
  finalVideoAsset?: VideoAssetEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
