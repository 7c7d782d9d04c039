import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { MailModule } from '../mail/mail.module';
import { ActionReadinessService } from './action-skip.rule';
import { AutomationQueueService } from './automation-queue.service';
import { AutomationRuleEntity } from './automation-rule.entity';
import { AutomationRuleRepository } from './automation-rule.repository';
import { AutomationRulesController } from './automation-rules.controller';
import { AutomationRulesService } from './automation-rules.service';
import { AutomationRunEntity } from './automation-run.entity';
import { AutomationRunRepository } from './automation-run.repository';
import { AutomationTriggerService } from './automation-trigger.service';
import { AutomationController } from './automation.controller';
import { AutomationService } from './automation.service';
import { seedDefaultAutomation } from './default-automation.seed';
import { EmailTemplateEntity } from './email-template.entity';
import { EmailTemplateRepository } from './email-template.repository';
import { EmailTemplatesController } from './email-templates.controller';
import { EmailTemplatesService } from './email-templates.service';
import { GhlContactsClient } from './integrations/ghl-contacts.client';
import { LinkedinAudienceClient } from './integrations/linkedin-audience.client';

/** Rules, templates, the mail status and test routes, run history, and the rule engine (AutomationPortsModule gives it to bookings for its status changes). */
@Module({
  imports: [BookingsModule, MailModule, TypeOrmModule.forFeature([AutomationRuleEntity, EmailTemplateEntity, AutomationRunEntity])],
  controllers: [AutomationController, AutomationRulesController, EmailTemplatesController],
  providers: [
    AutomationRuleRepository,
    EmailTemplateRepository,
    AutomationRunRepository,
    AutomationRulesService,
    EmailTemplatesService,
    AutomationService,
    AutomationQueueService,
    AutomationTriggerService,
    GhlContactsClient,
    LinkedinAudienceClient,
    ActionReadinessService,
  ],
  exports: [AutomationTriggerService],
})
export class AutomationModule implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedDefaultAutomation(this.dataSource);
  }
}
