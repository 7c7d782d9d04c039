import { Injectable, Logger } from '@nestjs/common';
import type { AuditAction, AuditFieldChange, AuditTargetType } from '@podcast/contracts';
import type { EntityManager } from 'typeorm';
import { currentRequest, type RequestContext } from '../../common/request-context';
import { storedChanges } from './audit-hash';
import { AuditRepository, type NewAuditEntry } from './audit.repository';

/** What a caller records; who, the request id and the client address come from the request by default. */
export interface AuditRecord {
  action: AuditAction;
  target?: { type: AuditTargetType; id?: string | number | null; label?: string | null };
  /** field → {before, after}; a field that did not exist before (or no longer does) has null there. */
  changes?: Record<string, AuditFieldChange>;
  /**
   * Who did it, when not the request's signed-in person: a failed sign-in (id null, the address
   * tried), a sign-in whose session is not made yet, a job acting for nobody ({id: null, email: null}).
   */
  actor?: { id: number | null; email: string | null };
  /** The request, where the AsyncLocalStorage context does not reach (a guard given the request). */
  request?: RequestContext;
}

const clip = (text: string | null | undefined, max: number): string | null => (text === null || text === undefined ? null : text.slice(0, max));

/**
 * The one way to write the audit trail. `record` is called after the action succeeded, in its own
 * transaction: a failure to record is logged as an error and counted (`failures`), and never turns
 * the user's completed action into a 500 (docs/security.md, "Audit trail").
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');
  /** Entries that could not be written since start (no metrics stack yet: logged and counted here). */
  failures = 0;

  constructor(private readonly repository: AuditRepository) {}

  /** Records an entry; never throws. */
  async record(entry: AuditRecord): Promise<void> {
    try {
      await this.repository.append(this.entryOf(entry));
    } catch (error) {
      this.failures += 1;
      this.logger.error(`Could not record the audit entry ${entry.action} (${this.failures} lost since start): ${(error as Error).message}`);
    }
  }

  /** Records an entry inside the caller's transaction: it commits with the action or not at all, and a failure fails both. */
  async recordIn(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await this.repository.append(this.entryOf(entry), manager);
  }

  private entryOf({ action, target, changes, actor, request }: AuditRecord): NewAuditEntry {
    const context = request ?? currentRequest();
    const who = actor ?? context?.staff() ?? { id: null, email: null };
    return {
      actorId: who.id,
      actorEmail: clip(who.email, 320),
      action,
      targetType: target?.type ?? null,
      targetId: target?.id === undefined || target.id === null ? null : clip(String(target.id), 64),
      targetLabel: clip(target?.label, 300),
      changes: storedChanges(changes),
      requestId: context?.requestId ?? null,
      clientIp: context?.clientIp ?? null,
    };
  }
}

/** Before → after of the fields that differ between two snapshots (the keys of `after` are compared). */
export function fieldChanges<T extends object>(before: T | null, after: Partial<T>): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before ? (before as Record<string, unknown>)[field] : null;
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[field] = { before: old ?? null, after: value ?? null };
  }
  return changes;
}
