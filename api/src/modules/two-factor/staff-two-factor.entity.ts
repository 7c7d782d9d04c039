import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { AdminUserEntity } from '../auth/admin-user.entity';

const bigintAsNumber = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/**
 * A person's TOTP secret (issue 31). A row with `enabledAt` null is an enrolment that was started
 * and not yet confirmed with a code; only a confirmed one asks for a code at sign-in.
 */
@Entity('staff_two_factor')
export class StaffTwoFactorEntity {
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_staff_two_factor' })
  adminUserId: number;

  /** Base32. The server must read it to check codes, so it cannot be hashed (docs/security.md). */
  @Column({ type: 'varchar', length: 64 })
  secret: string;

  @Column({ type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /** The time step of the last code used: a code of that step or an earlier one is refused (RFC 6238 §5.2). */
  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  lastUsedStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  // Named by string with a type-only import: entity relations point down the graph (docs/architecture.md).
  @ManyToOne('AdminUserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'adminUserId', foreignKeyConstraintName: 'FK_staff_two_factor_admin_user' })
  adminUser?: AdminUserEntity;
}
