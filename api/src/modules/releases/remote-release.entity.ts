import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One release of a federation remote: where its build lives (the base URL of its mf-manifest.json)
 * from `releasedAt` on. Rows are never deleted: a rollback sets `retiredAt`, and the remote is then
 * where its newest release not rolled back says, or at its built-in default when none is left
 * (docs/micro-frontends.md, "Releases and rollback").
 */
@Entity('remote_release')
// (remote, id DESC) WHERE "retiredAt" IS NULL, from the migration: the current release of each remote is
// its first entry. Declared so schema sync leaves it alone (TypeORM cannot describe the sort order).
@Index('IDX_remote_release_current', { synchronize: false })
export class RemoteReleaseEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_remote_release_id' })
  id: number;

  /** The remote's package name: mfe-bookings, mfe-automation, mfe-editing or mfe-episodes. */
  @Column({ type: 'varchar', length: 64 })
  remote: string;

  /** Base URL of the build, absolute http(s), ending in `/`. */
  @Column({ type: 'text' })
  url: string;

  /** The version released, as the operator gave it or the build's manifest states it; null when unknown. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  version: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  releasedAt: Date;

  /** When this release was rolled back; null while it is current or the one a rollback returns to. */
  @Column({ type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}
