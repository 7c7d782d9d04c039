import type { StoredImageSet } from '../../common/stored-image-set';
import { BookingStatus, OutreachStatus } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A potential or booked guest (spec §3 Booking). Optional text fields are '' when empty, as the form sends them. */
@Entity('booking')
// The Guest Bookings list's orders (migration AdminListIndexes, docs/api.md): sorted columns and an
// expression TypeORM cannot describe, so schema sync leaves them alone.
@Index('IDX_booking_created', { synchronize: false })
@Index('IDX_booking_status_created', { synchronize: false })
@Index('IDX_booking_outreach_created', { synchronize: false })
@Index('IDX_booking_name_created', { synchronize: false })
export class BookingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  company: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  position: string;

  @Column({ type: 'varchar', length: 2048, default: '' })
  websiteUrl: string;

  @Column({ type: 'varchar', length: 2048, default: '' })
  socialMediaUrl: string;

  @Column({ type: 'enum', enum: OutreachStatus, enumName: 'outreach_status', default: OutreachStatus.NoContact })
  outreachStatus: OutreachStatus;

  @Index('IDX_booking_status')
  @Column({ type: 'enum', enum: BookingStatus, enumName: 'booking_status', default: BookingStatus.WaitingForResponse })
  bookingStatus: BookingStatus;

  /** Set when outreach first leaves no_contact. */
  @Column({ type: 'timestamptz', nullable: true })
  contactedAt: Date | null;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ type: 'timestamptz', nullable: true })
  recordingDate: Date | null;

  /** The guest's portrait in several widths and formats (docs/artwork.md), shown on their episode's page. */
  @Column({ type: 'jsonb', nullable: true })
  portrait: StoredImageSet | null;

  /** Set when the guest follows an unsubscribe link: no automated mail reaches them after that. */
  @Column({ type: 'timestamptz', nullable: true })
  optedOutAt: Date | null;

  /** Random token of the guest's unsubscribe link. */
  @Column({ type: 'varchar', length: 64, unique: true })
  unsubscribeToken: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
