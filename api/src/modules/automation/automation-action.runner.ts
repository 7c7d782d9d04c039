import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AutomationActionType, AutomationRunStatus } from '@podcast/contracts';
import { Repository } from 'typeorm';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { senderDomain } from '../mail/mail-settings';
import { MailService } from '../mail/mail.service';
import { BookingEntity } from '../bookings/booking.entity';
import { actionSkip, ActionReadinessService } from './action-skip.rule';
import { composeAutomatedMail, runMessageId, unsubscribeUrl } from './automated-mail';
import type { RuleJobStep, RunRuleJob } from '../../queue/jobs';
import { AutomationRunRepository, FinalRunStatus } from './automation-run.repository';
import { EmailTemplateRepository } from './email-template.repository';
import { GhlContactsClient } from './integrations/ghl-contacts.client';
import { IntegrationError } from './integrations/integration-error';
import { LinkedinAudienceClient } from './integrations/linkedin-audience.client';
import { publicBaseUrl, siteValues } from './site-values';
import { guestValues, renderTemplate } from './template-render';

export interface ActionOutcome {
  status: FinalRunStatus;
  detail: string;
}

const skipped = (detail: string): ActionOutcome => ({ status: AutomationRunStatus.Skipped, detail });
const failed = (detail: string): ActionOutcome => ({ status: AutomationRunStatus.Failed, detail });
const done = (detail: string): ActionOutcome => ({ status: AutomationRunStatus.Sent, detail });

/**
 * Runs one action of a fired rule for the guest as they are now. Returns the outcome; throws only for
 * a failure worth retrying (SMTP refused, an API unreachable or answering 5xx/429).
 */
@Injectable()
export class AutomationActionRunner {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly templates: EmailTemplateRepository,
    private readonly runs: AutomationRunRepository,
    private readonly mail: MailService,
    private readonly linkedin: LinkedinAudienceClient,
    private readonly ghl: GhlContactsClient,
    private readonly readiness: ActionReadinessService,
  ) {}

  async run(job: RunRuleJob, step: RuleJobStep): Promise<ActionOutcome> {
    const guest = await this.bookings.findOneBy({ id: job.bookingId });
    if (!guest) return skipped('The guest no longer exists');
    // The same rule the status change answered with (action-skip.rule.ts), for the guest as they are now.
    const skip = actionSkip(step.type, guest, this.readiness.current());
    if (skip) return skipped(skip.detail);
    const email = guest.email.trim();
    switch (step.type) {
      case AutomationActionType.SendEmail:
        return this.sendEmail(step, guest, email);
      case AutomationActionType.AddToLinkedinAudience:
        return this.callIntegration(async () => {
          await this.linkedin.addEmail(email);
          return done(`Added to LinkedIn audience segment ${this.config.LINKEDIN_SEGMENT_ID}`);
        });
      case AutomationActionType.UpdateGhlTags: {
        const tags = this.ghl.tagsFor(job.trigger.value);
        return this.callIntegration(async () => {
          await this.ghl.upsertWithTags({ email, name: guest.name, companyName: guest.company || undefined, website: guest.websiteUrl || undefined }, tags);
          return done(`GoHighLevel contact tagged ${tags.join(', ')}`);
        });
      }
      default:
        return failed(`Unknown action ${String(step.type)}`);
    }
  }

  private async callIntegration(call: () => Promise<ActionOutcome>): Promise<ActionOutcome> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof IntegrationError && !error.retryable) return failed(error.message);
      throw error;
    }
  }

  private async sendEmail(step: RuleJobStep, guest: BookingEntity, email: string): Promise<ActionOutcome> {
    const template = step.templateId ? await this.templates.findById(step.templateId) : null;
    if (!template) return failed(`Email template ${step.templateId ?? '(none)'} no longer exists`);

    const rendered = renderTemplate(template, guestValues(guest, siteValues(this.config)));
    const messageId = runMessageId(step.runId, senderDomain(this.mail.settings.from));
    // Claim before sending: a retry or a duplicate job that finds the claim taken never sends again.
    if (!(await this.runs.claimMessageId(step.runId, messageId))) {
      return skipped('An earlier attempt may already have delivered this email; not sent again to avoid a duplicate');
    }
    const mail = composeAutomatedMail({
      to: email,
      rendered,
      unsubscribeUrl: unsubscribeUrl(publicBaseUrl(this.config), guest.unsubscribeToken),
      messageId,
      podcastName: this.config.PODCAST_NAME,
    });
    try {
      await this.mail.send(mail);
    } catch (error) {
      // The server refused it: nothing was delivered, so the claim is released for the retry.
      await this.runs.releaseMessageId(step.runId, `Send failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    return done(`Sent "${rendered.subject}" to ${email}`);
  }
}
