import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { EmailJobName, RunRuleJob } from './automation-job';
import { AutomationRunRepository } from './automation-run.repository';

/** The one producer of automation jobs. */
@Injectable()
export class AutomationQueueService {
  private readonly logger = new Logger('AutomationQueue');

  constructor(
    @InjectQueue(QueueName.Email) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly runs: AutomationRunRepository,
  ) {}

  /**
   * Queues each fired rule. The runs already exist (written with the guest's change); if Redis refuses
   * the job they are marked failed with the reason, so nothing disappears silently.
   */
  async enqueue(jobs: RunRuleJob[]): Promise<void> {
    for (const job of jobs) {
      try {
        await this.queue.add(EmailJobName.RunRule, job, {
          // One job per fired rule: the id of its first run makes a re-add of the same job a no-op.
          jobId: `rule-run-${job.steps[0].runId}`,
          attempts: this.config.EMAIL_JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.config.EMAIL_JOB_BACKOFF_MS },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.error(`Could not queue rule ${job.ruleId} for guest ${job.bookingId}: ${message}`);
        await this.runs.failMany(
          job.steps.map((step) => step.runId),
          `Could not queue the action: ${message}`,
        );
      }
    }
  }
}
