import { Injectable } from '@nestjs/common';
import { AutomationRunStatus, TriggerField } from '@podcast/contracts';
import type { EntityManager } from 'typeorm';
import type { BookingEntity } from '../bookings/booking.entity';
import { RunRuleJob } from './automation-job';
import { AutomationQueueService } from './automation-queue.service';
import { AutomationRuleRepository } from './automation-rule.repository';
import { AutomationRunRepository } from './automation-run.repository';

export interface StatusChange {
  field: TriggerField;
  value: string;
}

/**
 * The rule engine's entry: a guest's status was set to a value it did not have. `record` runs inside
 * the change's transaction (the runs are written with the change, or not at all); `enqueue` after commit.
 */
@Injectable()
export class AutomationTriggerService {
  constructor(
    private readonly rules: AutomationRuleRepository,
    private readonly runs: AutomationRunRepository,
    private readonly queue: AutomationQueueService,
  ) {}

  async record(manager: EntityManager, booking: BookingEntity, changes: StatusChange[]): Promise<RunRuleJob[]> {
    const jobs: RunRuleJob[] = [];
    for (const change of changes) {
      const rules = await this.rules.findEnabledFor(manager, change.field, change.value);
      for (const rule of rules) {
        if (rule.actions.length === 0) continue;
        const rows = await this.runs.insertMany(
          manager,
          rule.actions.map((action, index) => ({
            ruleId: rule.id,
            ruleName: rule.name,
            bookingId: booking.id,
            guestName: booking.name,
            actionIndex: index,
            actionType: action.type,
            status: AutomationRunStatus.Queued,
            detail: 'Queued',
          })),
        );
        jobs.push({
          ruleId: rule.id,
          bookingId: booking.id,
          trigger: change,
          steps: rows.map((row, index) => ({ runId: row.id, type: rule.actions[index].type, templateId: rule.actions[index].templateId })),
        });
      }
    }
    return jobs;
  }

  enqueue(jobs: RunRuleJob[]): Promise<void> {
    return this.queue.enqueue(jobs);
  }
}
