import { Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { AutomationRunStatus } from '@podcast/contracts';
import { ProcessJob } from '../../queue/job-context';
import { QueueName, JOBS, type RunRuleJob } from '../../queue/jobs';
import { AutomationActionRunner } from './automation-action.runner';
import { AutomationRunRepository } from './automation-run.repository';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs fired rules from the `email` queue. Actions run in order; a finished action is never repeated,
 * so a retry resumes at the action that failed. On the last attempt a failing action is recorded as
 * failed and the rest still run. All work is awaited I/O: the event loop stays free for Bull's locks.
 */
@Processor(QueueName.Email)
export class EmailQueueProcessor {
  private readonly logger = new Logger('EmailQueue');

  constructor(
    private readonly runs: AutomationRunRepository,
    private readonly runner: AutomationActionRunner,
  ) {}

  @ProcessJob(JOBS.automationRunRule, 2)
  async runRule(job: Job<RunRuleJob>): Promise<void> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    let failedFinally = 0;
    for (const step of job.data.steps) {
      const run = await this.runs.findById(step.runId);
      if (!run || run.status !== AutomationRunStatus.Queued) continue;
      await this.runs.beginAttempt(step.runId);
      try {
        const outcome = await this.runner.run(job.data, step);
        await this.runs.finish(step.runId, outcome.status, outcome.detail);
        if (outcome.status === AutomationRunStatus.Failed) failedFinally += 1;
      } catch (error) {
        const attempt = job.attemptsMade + 1;
        if (lastAttempt) {
          await this.runs.finish(step.runId, AutomationRunStatus.Failed, `Failed after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${errorText(error)}`);
          failedFinally += 1;
          continue;
        }
        await this.runs.noteRetry(step.runId, `Attempt ${attempt} failed, retrying: ${errorText(error)}`);
        throw error;
      }
    }
    if (failedFinally > 0) this.logger.warn(`Rule ${job.data.ruleId} for guest ${job.data.bookingId}: ${failedFinally} action(s) failed`);
  }
}
