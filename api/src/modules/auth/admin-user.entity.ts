import { StaffRole } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('admin_user')
export class AdminUserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased; login compares lower-cased. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  /** argon2id hash, never the password. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  /** What this person may do (packages/contracts/src/roles.ts); the accounts before issue 31 became owners. */
  @Column({ type: 'enum', enum: StaffRole, enumName: 'staff_role' })
  role: StaffRole;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
