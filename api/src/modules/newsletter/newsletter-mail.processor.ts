import { InjectQueue, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { SubscriberStatus } from '@podcast/contracts';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { ProcessJob } from '../../queue/job-context';
import { QueueName, JOBS, type ConfirmationJob } from '../../queue/jobs';
import { composeAutomatedMail } from '../automation/automated-mail';
import { NEWSLETTER_CONFIRMATION_SEED_KEY } from '../automation/default-automation.seed';
import { EmailTemplateRepository } from '../automation/email-template.repository';
import { publicBaseUrl, siteValues } from '../automation/site-values';
import { renderTemplate } from '../automation/template-render';
import { NOT_CONFIGURED_MESSAGE, senderDomain } from '../mail/mail-settings';
import { MailService } from '../mail/mail.service';
import { absolute, confirmPath, unsubscribePath } from './newsletter-links';
import { CAPPED_MESSAGE, ConfirmationCap, worthLogging } from './confirmation-cap';
import { NewsletterRepository } from './newsletter.repository';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends the newsletter's mail from the `email` queue (docs/newsletter.md). */
@Processor(QueueName.Email)
export class NewsletterMailProcessor {
  private readonly logger = new Logger('NewsletterMail');
  private readonly cap: ConfirmationCap;

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @InjectQueue(QueueName.Email) queue: Queue,
    private readonly subscribers: NewsletterRepository,
    private readonly templates: EmailTemplateRepository,
    private readonly mail: MailService,
  ) {
    this.cap = new ConfirmationCap(queue.client, `${config.REDIS_PREFIX}:newsletter:confirmations-per-hour`, config.NEWSLETTER_CONFIRMATIONS_PER_HOUR);
  }

  /**
   * The double opt-in mail. Without mail configured the sign-up stays pending with the reason shown
   * to the admin (no retry: the next start with mail configured offers it again (NewsletterMailOutbox)). The claim writes
   * the mail's new confirmation secret; past the hourly cap, or when the send fails, the claim is
   * released and the link it replaced is back (an earlier mail's link keeps working).
   */
  @ProcessJob(JOBS.newsletterConfirmation, 2)
  async confirmation(job: Job<ConfirmationJob>): Promise<void> {
    const { subscriberId } = job.data;
    if (!this.mail.configured) {
      await this.subscribers.confirmationFailed(subscriberId, NOT_CONFIGURED_MESSAGE);
      return;
    }
    const claim = await this.subscribers.claimConfirmation(subscriberId, this.config.NEWSLETTER_CONFIRMATION_TTL_HOURS);
    if (claim === null) return;
    const { allowed, refused } = await this.cap.take().catch(async (error: unknown) => {
      // Redis failed between the claim and the send: release the claim so the job's retry can send.
      await this.subscribers.confirmationFailed(subscriberId, errorText(error), claim);
      throw error;
    });
    if (!allowed) {
      await this.subscribers.confirmationFailed(subscriberId, CAPPED_MESSAGE, claim);
      if (worthLogging(refused)) {
        this.logger.warn(
          `Hourly cap of ${this.config.NEWSLETTER_CONFIRMATIONS_PER_HOUR} confirmation mails reached: ${refused} sign-up(s) not mailed this hour (NEWSLETTER_CONFIRMATIONS_PER_HOUR)`,
        );
      }
      return;
    }
    const subscriber = await this.subscribers.findById(subscriberId);
    if (!subscriber || subscriber.status !== SubscriberStatus.Pending) return;
    const base = publicBaseUrl(this.config);
    const rendered = renderTemplate(await this.templates.seededOrBuiltIn(NEWSLETTER_CONFIRMATION_SEED_KEY), {
      ...siteValues(this.config),
      email: subscriber.email,
      confirmUrl: absolute(base, confirmPath(claim.token)),
    });
    try {
      await this.mail.send(
        composeAutomatedMail({
          to: subscriber.email,
          rendered,
          unsubscribeUrl: absolute(base, unsubscribePath(subscriber.unsubscribeToken)),
          messageId: `<newsletter-confirm-${subscriber.id}-${String(job.id)}@${senderDomain(this.mail.settings.from)}>`,
          podcastName: this.config.PODCAST_NAME,
        }),
      );
      await this.subscribers.confirmationSent(subscriber.id);
    } catch (error) {
      await this.subscribers.confirmationFailed(subscriber.id, errorText(error), claim);
      this.logger.warn(`Confirmation mail of subscriber ${subscriber.id} failed (attempt ${job.attemptsMade + 1}): ${errorText(error)}`);
      throw error;
    }
  }
}
