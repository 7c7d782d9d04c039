import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows, in the schema connect-pg-simple expects; created by our migration, not by the store. */
// Sessions of one person, by the id passport keeps in them (StaffAccounts migration): an expression
// index TypeORM cannot describe, so the schema check leaves it alone.
@Index('IDX_session_admin', { synchronize: false })
@Entity('session')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: object;

  @Index('IDX_session_expire')
  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
