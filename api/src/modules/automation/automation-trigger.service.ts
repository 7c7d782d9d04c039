import { Injectable } from '@nestjs/common';
import { AutomationRunStatus } from '@podcast/contracts';
import type { EntityManager } from 'typeorm';
import type { BookingEntity } from '../bookings/booking.entity';
import type { BookingStatusChanges, StatusChange } from '../bookings/booking-status-changes';
import type { QueuedAutomationRunDto } from '../bookings/queued-automation-run.dto';
import { actionSkip, ActionReadinessService, type ActionSkip } from './action-skip.rule';
import type { RunRuleJob } from '../../queue/jobs';
import { AutomationQueueService } from './automation-queue.service';
import { AutomationRuleRepository } from './automation-rule.repository';
import { AutomationRunRepository } from './automation-run.repository';
import { EmailTemplateRepository } from './email-template.repository';

/**
 * The rule engine's entry: a guest's status was set to a value it did not have. `record` runs inside
 * the change's transaction (the runs and their jobs, in the job outbox, are written with the change,
 * or not at all) and hands back what was queued, read after the commit.
 */
@Injectable()
export class AutomationTriggerService implements BookingStatusChanges {
  constructor(
    private readonly rules: AutomationRuleRepository,
    private readonly runs: AutomationRunRepository,
    private readonly queue: AutomationQueueService,
    private readonly templates: EmailTemplateRepository,
    private readonly readiness: ActionReadinessService,
  ) {}

  async record(manager: EntityManager, booking: BookingEntity, changes: StatusChange[]): Promise<() => Promise<QueuedAutomationRunDto[]>> {
    const jobs = await this.recordRuns(manager, booking, changes);
    await this.queue.add(manager, jobs);
    // Decided now, with the runner's own rule, for the guest as this change saves them.
    const ready = this.readiness.current();
    const skips = new Map(jobs.flatMap((job) => job.steps.map((step) => [step.runId, actionSkip(step.type, booking, ready)] as const)));
    return () => this.describe(jobs, skips);
  }

  private async recordRuns(manager: EntityManager, booking: BookingEntity, changes: StatusChange[]): Promise<RunRuleJob[]> {
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

  /**
   * What was queued: each action with its rule and template (queued in the outbox, so Redis being
   * away changes nothing), and why the runner will skip it, if it will.
   */
  private async describe(jobs: RunRuleJob[], skips: ReadonlyMap<number, ActionSkip | null>): Promise<QueuedAutomationRunDto[]> {
    const steps = jobs.flatMap((job) => job.steps);
    const runs = new Map((await this.runs.findByIds(steps.map((step) => step.runId))).map((run) => [run.id, run]));
    const templateNames = new Map<number, string | null>();
    for (const templateId of new Set(steps.flatMap((step) => (step.templateId ? [step.templateId] : [])))) {
      templateNames.set(templateId, (await this.templates.findById(templateId))?.name ?? null);
    }
    return steps.map((step) => ({
      runId: step.runId,
      ruleName: runs.get(step.runId)?.ruleName ?? '',
      actionType: step.type,
      templateName: step.templateId ? (templateNames.get(step.templateId) ?? null) : null,
      skipReason: skips.get(step.runId)?.reason ?? null,
      skipDetail: skips.get(step.runId)?.detail ?? null,
    }));
  }
}
