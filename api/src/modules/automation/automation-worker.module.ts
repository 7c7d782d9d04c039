import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { MailModule } from '../mail/mail.module';
import { ActionReadinessService } from './action-skip.rule';
import { AutomationActionRunner } from './automation-action.runner';
import { AutomationRunEntity } from './automation-run.entity';
import { AutomationRunRepository } from './automation-run.repository';
import { EmailQueueProcessor } from './email-queue.processor';
import { EmailTemplateEntity } from './email-template.entity';
import { EmailTemplateRepository } from './email-template.repository';
import { GhlContactsClient } from './integrations/ghl-contacts.client';
import { LinkedinAudienceClient } from './integrations/linkedin-audience.client';

/** The `email` queue's processor: runs fired rules' actions (worker.ts, or in the server with WORKER=inline). */
@Module({
  imports: [MailModule, TypeOrmModule.forFeature([BookingEntity, EmailTemplateEntity, AutomationRunEntity])],
  providers: [
    EmailQueueProcessor,
    AutomationActionRunner,
    ActionReadinessService,
    AutomationRunRepository,
    EmailTemplateRepository,
    LinkedinAudienceClient,
    GhlContactsClient,
  ],
})
export class AutomationWorkerModule {}
