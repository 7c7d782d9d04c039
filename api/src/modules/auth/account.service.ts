import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import { AuditService } from '../audit/audit.service';
import { AdminUserRepository } from './admin-user.repository';
import type { StaffSessionDto } from './account.dto';
import { hashPassword, verifyPassword } from './password-hasher';
import { StaffSessionsRepository } from './staff-sessions.repository';

/** A person's own account (issue 31 items 1 and 6): their name, their password, their sessions. */
@Injectable()
export class AccountService {
  constructor(
    private readonly admins: AdminUserRepository,
    private readonly sessions: StaffSessionsRepository,
    private readonly audit: AuditService,
  ) {}

  async rename(adminId: number, name: string): Promise<void> {
    await this.admins.setName(adminId, name.trim());
  }

  /** Checks the current password, sets the new one and ends every other session of the person. */
  async changePassword(adminId: number, currentSid: string, currentPassword: string, newPassword: string): Promise<number> {
    const admin = await this.admins.findById(adminId);
    if (!admin) throw new NotFoundException('Account not found');
    if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
      throw new BadRequestException({ message: 'The current password is not right', errors: { currentPassword: ['The current password is not right'] } });
    }
    if (newPassword === currentPassword) {
      throw new BadRequestException({
        message: 'Choose a password you have not been using',
        errors: { newPassword: ['Choose a password you have not been using'] },
      });
    }
    await this.admins.setPasswordById(adminId, await hashPassword(newPassword));
    const ended = await this.sessions.endAllOf(adminId, currentSid);
    await this.audit.record({
      action: AuditAction.PasswordChanged,
      target: { type: AuditTargetType.Staff, id: adminId, label: admin.email },
      changes: { endedSessions: { before: null, after: ended } },
    });
    return ended;
  }

  async listSessions(adminId: number, currentSid: string): Promise<StaffSessionDto[]> {
    return (await this.sessions.listOf(adminId)).map((session) => ({
      handle: session.handle,
      device: session.device ?? 'Unknown device',
      address: session.address,
      signedInAt: session.signedInAt?.toISOString() ?? null,
      lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
      current: session.sid === currentSid,
    }));
  }

  async endSession(adminId: number, handle: string): Promise<void> {
    if (!(await this.sessions.end(adminId, handle))) throw new NotFoundException('Session not found (it may have ended already)');
  }

  endOtherSessions(adminId: number, currentSid: string): Promise<number> {
    return this.sessions.endAllOf(adminId, currentSid);
  }
}
