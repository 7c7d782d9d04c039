import type { AuditFieldChange } from '@podcast/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One audit entry (issue 31 item 5). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration AuditTrail), no route changes or deletes one, and each row carries the hash of the one
 * before it, so `npm run audit -- verify` finds a row edited with the trigger turned off.
 */
@Entity('audit_entry')
@Index('IDX_audit_entry_at', ['at'])
@Index('IDX_audit_entry_actor', ['actorId', 'id'])
@Index('IDX_audit_entry_action', ['action', 'id'])
@Index('IDX_audit_entry_target', ['targetType', 'targetId'])
export class AuditEntryEntity {
  /** bigserial; TypeORM reads bigint as text (a JS number would round past 2^53). The id is hashed too. */
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_audit_entry' })
  id: string;

  /** Taken under the append lock, so ids and times rise together. */
  @Column({ type: 'timestamptz' })
  at: Date;

  /** No foreign key: an entry outlives the account it names. Null for an anonymous act (a failed sign-in). */
  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  /** The actor's address then (or the address a failed sign-in tried). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  actorEmail: string | null;

  /** An AuditAction (packages/contracts/src/audit.ts); text, so a new action needs no migration. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  targetType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  /** What the target was called then (an episode's title, a guest's name), so the entry reads after a deletion. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  targetLabel: string | null;

  /** field → {before, after} */
  @Column({ type: 'jsonb', nullable: true })
  changes: Record<string, AuditFieldChange> | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  requestId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  clientIp: string | null;

  /** The previous entry's hash (64 zeros for the first). */
  @Column({ type: 'char', length: 64 })
  prevHash: string;

  /** sha256(prevHash + canonical JSON of this row's content), hex (audit-hash.ts). */
  @Column({ type: 'char', length: 64 })
  hash: string;
}
