import type { TriggerField } from '@podcast/contracts';
import type { EntityManager } from 'typeorm';
import type { BookingEntity } from './booking.entity';
import type { QueuedAutomationRunDto } from './queued-automation-run.dto';

/** A guest's status set to a value it did not have. */
export interface StatusChange {
  field: TriggerField;
  value: string;
}

/**
 * The bookings module's port for what a status change sets off: the automation module's rule engine
 * provides it (AutomationPortsModule); bookings does not import automation. An injected provider
 * rather than an event: it writes in the change's transaction and its result is part of the answer
 * (docs/architecture.md, "Module graph").
 */
export abstract class BookingStatusChanges {
  /**
   * Runs inside the change's transaction, so what it writes commits with the change or not at all.
   * Returns what to do once the transaction has committed, which says what it set off.
   */
  abstract record(manager: EntityManager, booking: BookingEntity, changes: StatusChange[]): Promise<() => Promise<QueuedAutomationRunDto[]>>;
}
