import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminUserEntity } from '../auth/admin-user.entity';

/** One of a person's ten single-use recovery codes, stored as its SHA-256 (recovery-codes.ts). */
@Entity('staff_recovery_code')
@Index('IDX_staff_recovery_code_hash', ['adminUserId', 'codeHash'], { unique: true })
export class StaffRecoveryCodeEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_staff_recovery_code' })
  id: number;

  @Column({ type: 'int' })
  adminUserId: number;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  /** Set when the code is used; a used code never works again. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @ManyToOne('AdminUserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'adminUserId', foreignKeyConstraintName: 'FK_staff_recovery_code_admin_user' })
  adminUser?: AdminUserEntity;
}
