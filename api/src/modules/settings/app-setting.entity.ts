import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One owner setting per row (issue 31: "require two-factor for everyone"); the value is JSON so a new setting needs no migration. */
@Entity('app_setting')
export class AppSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'PK_app_setting' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
