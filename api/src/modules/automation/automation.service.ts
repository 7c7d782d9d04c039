import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { NOT_CONFIGURED_MESSAGE } from '../mail/mail-settings';
import { MailService } from '../mail/mail.service';
import type { AutomationRunEntity } from './automation-run.entity';
import { skippedForMissingMail } from './automation-run.dto';
import { AutomationQueueService } from './automation-queue.service';
import { AutomationRuleRepository } from './automation-rule.repository';
import { AutomationRunRepository } from './automation-run.repository';
import type { AutomationStatusDto, TestConnectionResultDto, TestEmailResultDto } from './automation-status.dto';
import { EmailTemplatesService } from './email-templates.service';
import { GhlContactsClient } from './integrations/ghl-contacts.client';
import { siteValues } from './site-values';
import { placeholderValues, renderTemplate } from './template-render';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Mail status, the connection test, the test email and the run history. */
@Injectable()
export class AutomationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
    private readonly mail: MailService,
    private readonly templates: EmailTemplatesService,
    private readonly runs: AutomationRunRepository,
    private readonly ghl: GhlContactsClient,
    private readonly rules: AutomationRuleRepository,
    private readonly queue: AutomationQueueService,
  ) {}

  status(): AutomationStatusDto {
    return { hasEmailConfig: this.mail.settings.hasEmailConfig, configured: this.mail.settings.configured };
  }

  ghlStatus(): { configured: boolean } {
    return { configured: this.ghl.configured };
  }

  async testConnection(): Promise<TestConnectionResultDto> {
    if (!this.mail.configured) return { connected: false, message: NOT_CONFIGURED_MESSAGE };
    const { host, port } = this.mail.settings;
    try {
      await this.mail.verify();
      return { connected: true, message: `Connected to ${host}:${port}; the mail connection is working correctly` };
    } catch (error) {
      return { connected: false, message: `Could not connect to ${host}:${port}: ${errorText(error)}` };
    }
  }

  /** Sends the template now (not through the queue) with "[TEST] " and sample data. */
  async sendTestEmail(to: string, templateId: number): Promise<TestEmailResultDto> {
    if (!this.mail.configured) throw new BadRequestException(NOT_CONFIGURED_MESSAGE);
    const template = await this.templates.get(templateId);
    const rendered = renderTemplate(template, placeholderValues(siteValues(this.config)));
    try {
      await this.mail.send({ to, subject: `[TEST] ${rendered.subject}`, html: rendered.htmlBody, text: rendered.textBody });
    } catch (error) {
      throw new BadGatewayException(`The mail server did not accept the test email: ${errorText(error)}`);
    }
    return { success: true, message: `Test email sent to ${to}` };
  }

  latestRuns(limit: number): Promise<AutomationRunEntity[]> {
    return this.runs.latest(limit);
  }

  /**
   * Sends again a send_email run that was skipped because mail was not configured, now that it is:
   * the same run goes back to queued (once: a second click finds it queued and is refused) with the
   * template its rule sends today, for the guest as they are now.
   */
  async runAgain(id: number): Promise<AutomationRunEntity> {
    const run = await this.runs.findById(id);
    if (!run) throw new NotFoundException('Automation run not found');
    if (!skippedForMissingMail(run)) throw new ConflictException('Only an email skipped because email was not configured can be run again');
    if (!this.mail.configured) throw new ConflictException(NOT_CONFIGURED_MESSAGE);
    const rule = run.ruleId === null ? null : await this.rules.findById(run.ruleId);
    const action = rule?.actions[run.actionIndex];
    if (!rule || run.bookingId === null || action?.type !== run.actionType) {
      throw new ConflictException('The rule of this run has changed or been deleted since; it cannot be run again');
    }
    if (!(await this.runs.requeueSkipped(run.id, NOT_CONFIGURED_MESSAGE, 'Queued again'))) {
      throw new ConflictException('This run has already been run again');
    }
    await this.queue.enqueue([
      {
        ruleId: rule.id,
        bookingId: run.bookingId,
        trigger: { field: rule.triggerField, value: rule.triggerValue },
        steps: [{ runId: run.id, type: run.actionType, templateId: action.templateId }],
      },
    ]);
    return (await this.runs.findById(run.id)) ?? run;
  }
}
