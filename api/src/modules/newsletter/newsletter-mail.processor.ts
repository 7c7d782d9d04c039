import { Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { SubscriberStatus } from '@podcast/contracts';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { QueueName } from '../../queue/queue-names';
import { composeAutomatedMail } from '../automation/automated-mail';
import { NEWSLETTER_CONFIRMATION_SEED_KEY } from '../automation/default-automation.seed';
import { EmailTemplateRepository } from '../automation/email-template.repository';
import { publicBaseUrl, siteValues } from '../automation/site-values';
import { renderTemplate } from '../automation/template-render';
import { NOT_CONFIGURED_MESSAGE, senderDomain } from '../mail/mail-settings';
import { MailService } from '../mail/mail.service';
import { absolute, confirmPath, unsubscribePath } from './newsletter-links';
import { NewsletterJobName, type ConfirmationJob } from './newsletter-jobs';
import { NewsletterRepository } from './newsletter.repository';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends the newsletter's mail from the `email` queue (docs/newsletter.md). */
@Processor(QueueName.Email)
export class NewsletterMailProcessor {
  private readonly logger = new Logger('NewsletterMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly subscribers: NewsletterRepository,
    private readonly templates: EmailTemplateRepository,
    private readonly mail: MailService,
  ) {}

  /**
   * The double opt-in mail. Without mail configured the sign-up stays pending with the reason shown
   * to the admin (no retry: the start-up sweep sends it once mail is configured).
   */
  @Process({ name: NewsletterJobName.Confirmation, concurrency: 2 })
  async confirmation(job: Job<ConfirmationJob>): Promise<void> {
    const { subscriberId } = job.data;
    if (!this.mail.configured) {
      await this.subscribers.confirmationFailed(subscriberId, NOT_CONFIGURED_MESSAGE);
      return;
    }
    if (!(await this.subscribers.claimConfirmation(subscriberId))) return;
    const subscriber = await this.subscribers.findById(subscriberId);
    if (!subscriber || subscriber.status !== SubscriberStatus.Pending) return;
    const base = publicBaseUrl(this.config);
    const rendered = renderTemplate(await this.templates.seededOrBuiltIn(NEWSLETTER_CONFIRMATION_SEED_KEY), {
      ...siteValues(this.config),
      email: subscriber.email,
      confirmUrl: absolute(base, confirmPath(subscriber.token)),
    });
    try {
      await this.mail.send(
        composeAutomatedMail({
          to: subscriber.email,
          rendered,
          unsubscribeUrl: absolute(base, unsubscribePath(subscriber.token)),
          messageId: `<newsletter-confirm-${subscriber.id}-${String(job.id)}@${senderDomain(this.mail.settings.from)}>`,
          podcastName: this.config.PODCAST_NAME,
        }),
      );
      await this.subscribers.confirmationSent(subscriber.id);
    } catch (error) {
      await this.subscribers.confirmationFailed(subscriber.id, errorText(error));
      this.logger.warn(`Confirmation mail of subscriber ${subscriber.id} failed (attempt ${job.attemptsMade + 1}): ${errorText(error)}`);
      throw error;
    }
  }
}
