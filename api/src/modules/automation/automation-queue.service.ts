import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { EmailJobName, RunRuleJob } from './automation-job';
import type { AutomationRunEntity } from './automation-run.entity';
import { AutomationRuleRepository } from './automation-rule.repository';
import { AutomationRunRepository } from './automation-run.repository';

/** A run younger than this may still be on its way into the queue (written, not yet added). */
const RECOVERY_GRACE_MS = 60_000;
/** A guest's change must not wait on an unreachable Redis: past this, the runs are recorded as failed. */
const ENQUEUE_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The one producer of automation jobs. */
@Injectable()
export class AutomationQueueService implements OnModuleDestroy {
  private readonly logger = new Logger('AutomationQueue');
  private closing = false;

  constructor(
    @InjectQueue(QueueName.Email) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly runs: AutomationRunRepository,
    private readonly rules: AutomationRuleRepository,
  ) {}

  /**
   * Queues each fired rule. The runs already exist (written with the guest's change); if Redis refuses
   * the job they are marked failed with the reason, so nothing disappears silently.
   */
  async enqueue(jobs: RunRuleJob[]): Promise<void> {
    await Promise.all(jobs.map((job) => this.enqueueOne(job)));
  }

  private async enqueueOne(job: RunRuleJob): Promise<void> {
    try {
      const added = this.queue.add(EmailJobName.RunRule, job, {
        attempts: this.config.EMAIL_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.EMAIL_JOB_BACKOFF_MS },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
      await withTimeout(added, ENQUEUE_TIMEOUT_MS, 'the queue (Redis) did not answer in time');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Could not queue rule ${job.ruleId} for guest ${job.bookingId}: ${message}`);
      await this.runs.failMany(
        job.steps.map((step) => step.runId),
        `Could not queue the action: ${message}`,
      );
    }
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  /** Runs the lost-run sweep once Redis is reachable, in the background: start-up never waits on Redis. */
  recoverInBackground(): void {
    this.queue
      .isReady()
      .then(() => this.recoverLostRuns())
      .catch((error: unknown) => {
        if (!this.closing) this.logger.error(`Could not check for lost automation runs: ${error instanceof Error ? error.message : String(error)}`);
      });
  }

  /**
   * Puts back in the queue the runs whose job is gone (the process stopped between writing the runs
   * and queueing them, or Redis lost its data). Run at start; a duplicate job is harmless because
   * every state change of a run is conditional on it still being queued.
   */
  async recoverLostRuns(now = new Date()): Promise<number> {
    const jobs = await this.queue.getJobs(['waiting', 'active', 'delayed', 'paused']);
    const pending = new Set(jobs.flatMap((job) => (job?.data as RunRuleJob | undefined)?.steps?.map((step) => step.runId) ?? []));
    const lost = (await this.runs.queuedBefore(new Date(now.getTime() - RECOVERY_GRACE_MS))).filter((run) => !pending.has(run.id));
    // The runs of one firing were written together: same rule, guest and transaction time.
    const firings = new Map<string, AutomationRunEntity[]>();
    for (const run of lost) {
      const key = `${run.ruleId}:${run.bookingId}:${run.createdAt.toISOString()}`;
      firings.set(key, [...(firings.get(key) ?? []), run]);
    }
    const jobsToAdd: RunRuleJob[] = [];
    for (const runs of firings.values()) {
      const [first] = runs;
      const rule = first.ruleId === null ? null : await this.rules.findById(first.ruleId);
      const steps = runs.map((run) => {
        const action = rule?.actions[run.actionIndex];
        return action?.type === run.actionType ? { runId: run.id, type: run.actionType, templateId: action.templateId } : null;
      });
      if (!rule || first.bookingId === null || steps.some((step) => step === null)) {
        await this.runs.failMany(
          runs.map((run) => run.id),
          'Lost from the queue, and its rule has changed since: not run',
        );
        continue;
      }
      jobsToAdd.push({
        ruleId: rule.id,
        bookingId: first.bookingId,
        trigger: { field: rule.triggerField, value: rule.triggerValue },
        steps: steps.filter((step) => step !== null),
      });
    }
    await this.enqueue(jobsToAdd);
    if (lost.length > 0) this.logger.warn(`Re-queued ${lost.length} automation run(s) whose job was lost`);
    return lost.length;
  }
}
