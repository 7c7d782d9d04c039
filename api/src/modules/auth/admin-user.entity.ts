import { StaffRole } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('admin_user')
export class AdminUserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased; login compares lower-cased. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  /** What colleagues see (the Team screen, the audit trail); set when an invitation is accepted. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  /** argon2id hash, never the password. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  /** What this person may do (packages/contracts/src/roles.ts); the accounts before issue 31 became owners. */
  // The default is for the previous release's processes during a rolling upgrade (see the StaffRoles
  // migration); this release always names the role.
  @Column({ type: 'enum', enum: StaffRole, enumName: 'staff_role', default: StaffRole.Owner })
  role: StaffRole;

  /** Set by an owner: the person cannot sign in and their sessions were ended (TeamService.disable). */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
