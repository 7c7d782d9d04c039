import { Injectable } from '@nestjs/common';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import { AuditService } from '../audit/audit.service';
import type { SessionAdmin } from './auth.service';

/**
 * Sign-ins in the audit trail (issue 31 item 5), kept apart from the login flow so a change to that
 * flow (a second factor) moves two calls, not this. A failure names the address tried, with no
 * actor id: it may belong to nobody.
 */
@Injectable()
export class SignInAudit {
  constructor(private readonly audit: AuditService) {}

  succeeded(admin: SessionAdmin): Promise<void> {
    return this.audit.record({
      action: AuditAction.SignInSucceeded,
      actor: { id: admin.id, email: admin.email },
      target: { type: AuditTargetType.Staff, id: admin.id, label: admin.email },
    });
  }

  failed(attemptedEmail: string): Promise<void> {
    const email = attemptedEmail.trim().toLowerCase();
    return this.audit.record({ action: AuditAction.SignInFailed, actor: { id: null, email }, target: { type: AuditTargetType.Staff, label: email } });
  }
}
