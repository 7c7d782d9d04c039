import { StaffRole } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AdminUserEntity } from '../auth/admin-user.entity';

/**
 * An owner's invitation of a colleague (issue 31 item 1): single use, expiring. Only the SHA-256 of
 * the link's secret is stored; the secret itself is in the mail (or shown once to the owner when
 * mail is not configured).
 */
// One open invitation per address (a partial unique index: inviting again revokes the open one first).
@Index('UQ_staff_invitation_open_email', { synchronize: false })
@Entity('staff_invitation')
export class StaffInvitationEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_staff_invitation' })
  id: number;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'enum', enum: StaffRole, enumName: 'staff_role' })
  role: StaffRole;

  @Index('UQ_staff_invitation_token', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** Null once the inviter's account was removed; their address stays in invitedByEmail. */
  @Column({ type: 'integer', nullable: true })
  invitedById: number | null;

  @ManyToOne(() => AdminUserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invitedById', foreignKeyConstraintName: 'FK_staff_invitation_inviter' })
  invitedBy?: AdminUserEntity;

  @Column({ type: 'varchar', length: 320 })
  invitedByEmail: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
