import { Global, Module } from '@nestjs/common';
import { BookingStatusChanges } from '../bookings/booking-status-changes';
import { AutomationModule } from './automation.module';
import { AutomationTriggerService } from './automation-trigger.service';

/**
 * What the automation module provides to the bookings module below it: the rule engine a guest's
 * status change runs. Global so bookings injects the port without importing automation
 * (docs/architecture.md, "Module graph").
 */
@Global()
@Module({
  imports: [AutomationModule],
  providers: [{ provide: BookingStatusChanges, useExisting: AutomationTriggerService }],
  exports: [BookingStatusChanges],
})
export class AutomationPortsModule {}
