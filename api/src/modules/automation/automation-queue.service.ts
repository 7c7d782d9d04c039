import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { withTimeout } from '../../common/with-timeout';
import { QueueName } from '../../queue/queue-names';
import { EmailJobName, RunRuleJob } from './automation-job';
import type { AutomationRunEntity } from './automation-run.entity';
import { AutomationRuleRepository } from './automation-rule.repository';
import { AutomationRunRepository } from './automation-run.repository';

/** A run younger than this may still be on its way into the queue (written, not yet added). */
const RECOVERY_GRACE_MS = 60_000;
/** A guest's change must not wait on an unreachable Redis: past this, the job is kept for later (below). */
const ENQUEUE_TIMEOUT_MS = 5_000;
/** How often jobs kept during a Redis outage are offered again (also at every reconnect). */
const DEFERRED_RETRY_MS = 5_000;

/**
 * The one producer of automation jobs.
 *
 * The run rows are the outbox: they are written (queued) with the guest's change, before Redis is
 * asked. When Redis does not take a job in time, its runs stay queued and the job is kept here and
 * added again as soon as the queue's client is ready (at reconnect and every DEFERRED_RETRY_MS), so a
 * status change during a Redis outage still runs its automation once Redis is back. If the process
 * ends first, the start-up sweep (recoverLostRuns) of the next process re-queues them. A job added
 * twice (a timed-out add that Redis still executes later) is harmless: every state change of a run is
 * conditional on it still being queued.
 */
@Injectable()
export class AutomationQueueService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AutomationQueue');
  private closing = false;
  private readonly deferred = new Map<string, RunRuleJob>();
  private retryTimer?: NodeJS.Timeout;
  private retrying = false;
  private readonly onReady = () => void this.retryDeferred();

  constructor(
    @InjectQueue(QueueName.Email) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly runs: AutomationRunRepository,
    private readonly rules: AutomationRuleRepository,
  ) {}

  /**
   * Queues each fired rule. The runs already exist (written with the guest's change); a job Redis does
   * not take in time is kept and added once Redis answers (see the class comment), so none is refused.
   */
  async enqueue(jobs: RunRuleJob[]): Promise<void> {
    await Promise.all(jobs.map((job) => this.enqueueOne(job)));
  }

  private async enqueueOne(job: RunRuleJob): Promise<void> {
    try {
      await this.add(job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Rule ${job.ruleId} for guest ${job.bookingId} is kept and will be queued when Redis answers: ${message}`);
      this.deferred.set(job.steps.map((step) => step.runId).join(','), job);
    }
  }

  private async add(job: RunRuleJob): Promise<void> {
    const added = this.queue.add(EmailJobName.RunRule, job, {
      attempts: this.config.EMAIL_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.EMAIL_JOB_BACKOFF_MS },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    await withTimeout(added, ENQUEUE_TIMEOUT_MS, 'the queue (Redis) did not answer in time');
  }

  /** Offers the kept jobs to Redis again, oldest first, while its client is connected. */
  private async retryDeferred(): Promise<void> {
    if (this.retrying || this.closing || this.deferred.size === 0) return;
    // While the client is disconnected an add would only join its offline queue: wait for 'ready'.
    if (this.queue.client.status !== 'ready') return;
    this.retrying = true;
    try {
      for (const [key, job] of this.deferred) {
        if (this.closing) break;
        await this.add(job);
        this.deferred.delete(key);
        this.logger.log(`Queued rule ${job.ruleId} for guest ${job.bookingId}, kept while Redis was away`);
      }
    } catch (error) {
      if (!this.closing) this.logger.warn(`Automation jobs kept for the queue, not queued yet: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.retrying = false;
    }
  }

  onApplicationBootstrap(): void {
    this.retryTimer = setInterval(() => void this.retryDeferred(), DEFERRED_RETRY_MS);
    this.retryTimer.unref();
    this.queue.client.on('ready', this.onReady);
  }

  onModuleDestroy(): void {
    this.closing = true;
    clearInterval(this.retryTimer);
    this.queue.client.off('ready', this.onReady);
    if (this.deferred.size > 0) this.logger.warn(`${this.deferred.size} automation job(s) not queued yet: the next start re-queues their runs`);
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
