import { AutomationActionType, AutomationRunStatus } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One action of one rule run for one guest: the record of what automation did, and why not. */
@Entity('automation_run')
@Index('IDX_automation_run_created', ['createdAt'])
export class AutomationRunEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Kept as plain ids (no foreign keys) so the history survives deleting a rule or a guest. */
  @Column({ type: 'int', nullable: true })
  ruleId: number | null;

  @Column({ type: 'varchar', length: 200 })
  ruleName: string;

  @Column({ type: 'int', nullable: true })
  bookingId: number | null;

  @Column({ type: 'varchar', length: 200 })
  guestName: string;

  @Column({ type: 'int' })
  actionIndex: number;

  @Column({ type: 'enum', enum: AutomationActionType, enumName: 'automation_action_type' })
  actionType: AutomationActionType;

  @Column({ type: 'enum', enum: AutomationRunStatus, enumName: 'automation_run_status', default: AutomationRunStatus.Queued })
  status: AutomationRunStatus;

  @Column({ type: 'text', default: '' })
  detail: string;

  /** Message-ID of a sent mail: a retried job that finds it set does not send again. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  messageId: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
