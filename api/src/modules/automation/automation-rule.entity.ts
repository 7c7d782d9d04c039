import { AutomationActionType, TriggerField } from '@podcast/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One step of a rule, run in array order. */
export interface RuleAction {
  type: AutomationActionType;
  /** The template a send_email action sends. */
  templateId?: number;
}

@Entity('automation_rule')
export class AutomationRuleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'enum', enum: TriggerField, enumName: 'trigger_field' })
  triggerField: TriggerField;

  /** The status value that fires the rule (an outreach or booking status, depending on triggerField). */
  @Column({ type: 'varchar', length: 50 })
  triggerValue: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  actions: RuleAction[];

  /** Identifies a seeded rule so seeding is idempotent; null for rules admins made. */
  @Column({ type: 'varchar', length: 100, nullable: true, unique: true })
  seedKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
