import { Injectable } from '@nestjs/common';
import type { TriggerField } from '@podcast/contracts';
import type { EntityManager } from 'typeorm';
import { ModulePort } from '../../common/module-port';
import type { BookingEntity } from './booking.entity';
import type { QueuedAutomationRunDto } from './queued-automation-run.dto';

/** A guest's status set to a value it did not have. */
export interface StatusChange {
  field: TriggerField;
  value: string;
}

/** What reacts to status changes (the automation module's rule engine plugs itself in). */
export interface StatusChangeHandler {
  /**
   * Runs inside the change's transaction, so what it writes commits with the change or not at all.
   * Returns what to do once the transaction has committed, which says what it set off.
   */
  record(manager: EntityManager, booking: BookingEntity, changes: StatusChange[]): Promise<() => Promise<QueuedAutomationRunDto[]>>;
}

/** The bookings module's port for status changes: bookings does not import automation (docs/architecture.md, "Module graph"). */
@Injectable()
export class BookingStatusChanges extends ModulePort<StatusChangeHandler> {
  constructor() {
    super('BookingStatusChanges');
  }
}
