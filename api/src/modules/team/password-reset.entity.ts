import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AdminUserEntity } from '../auth/admin-user.entity';

/** A password-reset link (issue 31 item 1): single use, expiring; only its secret's SHA-256 is stored. */
@Entity('password_reset')
export class PasswordResetEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_password_reset' })
  id: number;

  @Index('IDX_password_reset_admin')
  @Column({ type: 'integer' })
  adminId: number;

  @ManyToOne(() => AdminUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'adminId', foreignKeyConstraintName: 'FK_password_reset_admin' })
  admin?: AdminUserEntity;

  @Index('UQ_password_reset_token', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
