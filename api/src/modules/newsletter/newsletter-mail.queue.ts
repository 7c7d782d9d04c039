import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bull';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { withTimeout } from '../../common/with-timeout';
import { QueueName } from '../../queue/queue-names';
import { MailService } from '../mail/mail.service';
import { CAPPED_MESSAGE } from './confirmation-cap';
import { NewsletterIssueRepository } from './newsletter-issue.repository';
import { NewsletterJobName, type ConfirmationJob, type IssueJob } from './newsletter-jobs';
import { NewsletterRepository } from './newsletter.repository';

/** A sign-up must not wait on an unreachable Redis: past this the start-up sweep sends the mail. */
const ENQUEUE_TIMEOUT_MS = 3_000;
/** Sign-ups older than this whose confirmation never went out are not mailed any more. */
const SWEEP_DAYS = 7;
const SWEEP_BATCH = 1000;

/**
 * The producer of newsletter mail jobs. The subscriber row is the outbox: a sign-up is stored first,
 * then its confirmation is queued; one that Redis did not take (or that was refused because mail was
 * not configured) is found again by the start-up sweep. Duplicate jobs are harmless: the processor
 * claims each send in the database (NewsletterRepository.claimConfirmation).
 */
@Injectable()
export class NewsletterMailQueue implements OnApplicationBootstrap {
  private readonly logger = new Logger('NewsletterMail');

  constructor(
    @InjectQueue(QueueName.Email) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly subscribers: NewsletterRepository,
    private readonly issues: NewsletterIssueRepository,
    private readonly mail: MailService,
  ) {}

  queueConfirmation(subscriberId: number): Promise<void> {
    const job: ConfirmationJob = { subscriberId };
    return this.add(NewsletterJobName.Confirmation, job, `Confirmation mail of subscriber ${subscriberId}`);
  }

  /** A new episode's mailing; its deliveries are already written (the publishing transaction's outbox). */
  queueIssue(issueId: number): Promise<void> {
    const job: IssueJob = { issueId };
    return this.add(NewsletterJobName.Issue, job, `New-episode mailing ${issueId}`);
  }

  private async add(name: NewsletterJobName, data: ConfirmationJob | IssueJob, what: string): Promise<void> {
    const options = {
      attempts: this.config.EMAIL_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.EMAIL_JOB_BACKOFF_MS },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    };
    try {
      await withTimeout(this.queue.add(name, data, options), ENQUEUE_TIMEOUT_MS, 'the queue (Redis) did not answer in time');
    } catch (error) {
      this.logger.warn(`${what} not queued yet (the next start sends it): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** At start, in the background: the confirmations and mailings that never went out, once mail can be sent. */
  onApplicationBootstrap(): void {
    if (!this.mail.configured) return;
    void this.queue
      .isReady()
      .then(async () => {
        const ids = await this.subscribers.unsentConfirmations(SWEEP_DAYS, SWEEP_BATCH, CAPPED_MESSAGE);
        for (const id of ids) await this.queueConfirmation(id);
        if (ids.length > 0) this.logger.log(`Queued ${ids.length} confirmation mail(s) that had not gone out`);
        // Mailings with mail left to send (a stopped worker's, or one queued while Redis was away):
        // another job on the same mailing is harmless, each delivery is claimed by one worker only.
        const issues = await this.issues.openIssueIds();
        for (const issueId of issues) await this.queueIssue(issueId);
      })
      .catch((error: unknown) => this.logger.warn(`Could not look for unsent confirmation mails: ${error instanceof Error ? error.message : String(error)}`));
  }
}
