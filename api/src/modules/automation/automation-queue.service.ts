import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { JOBS, type RunRuleJob } from '../../queue/jobs';
import { OutboxService } from '../../queue/outbox/outbox.service';

/**
 * The one producer of automation jobs, through the job outbox (docs/architecture.md, "Job layer"):
 * a fired rule's job is written in the transaction that writes its runs, and the outbox sweep hands
 * it to Redis whenever Redis takes it. A job that runs twice is harmless: every state change of a run
 * is conditional on it still being queued (EmailQueueProcessor).
 */
@Injectable()
export class AutomationQueueService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /** In the caller's transaction: the jobs of runs written in it. */
  async add(manager: EntityManager, jobs: RunRuleJob[]): Promise<void> {
    for (const job of jobs) {
      // The runs name the job; the suffix keeps a run queued again (runAgain) a job of its own.
      await this.outbox.add(manager, JOBS.automationRunRule, job, `automation.run-rule:${job.steps.map((step) => step.runId).join(',')}:${randomUUID()}`);
    }
  }

  /** The jobs of runs that are already queued (a run queued again): in a transaction of their own. */
  enqueue(jobs: RunRuleJob[]): Promise<void> {
    return this.dataSource.transaction((manager) => this.add(manager, jobs));
  }
}
