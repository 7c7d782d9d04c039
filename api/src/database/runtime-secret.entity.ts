import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Secrets generated on first start when no setting provides them (the session secret, the media
 * signing key). Kept in PostgreSQL rather than on a process's disk so every API process and worker
 * of one deployment reads the same value: the first insert wins, the others read it back.
 */
@Entity('runtime_secret')
export class RuntimeSecretEntity {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_runtime_secret_name' })
  name: string;

  @Column({ type: 'text' })
  value: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
