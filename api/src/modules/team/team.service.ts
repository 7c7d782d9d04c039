import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AuditAction, AuditTargetType, InvitationStatus, StaffRole, StaffStatus } from '@podcast/contracts';
import { linkTokenHash, newLinkToken } from '../../common/link-token';
import { withTimeout } from '../../common/with-timeout';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { publicBaseUrl } from '../automation/site-values';
import type { AdminUserEntity } from '../auth/admin-user.entity';
import { AdminUserRepository } from '../auth/admin-user.repository';
import type { SessionAdmin } from '../auth/auth.service';
import { StaffSessionsRepository } from '../auth/staff-sessions.repository';
import { AuditService } from '../audit/audit.service';
import { MailService } from '../mail/mail.service';
import { InvitationRepository } from './invitation.repository';
import type { StaffInvitationEntity } from './staff-invitation.entity';
import { invitationLink, invitationMail } from './staff-mail';
import type { InvitationSentDto, StaffInvitationDto, StaffMemberDto, TeamDto } from './team.dto';

/** An owner waits for the mail server this long before hearing that the invitation was not mailed. */
const INVITATION_MAIL_TIMEOUT_MS = 15_000;
const DAY_MS = 86_400_000;

export const LAST_OWNER_MESSAGE = 'The back office needs at least one owner who can sign in: make someone else an owner first';
const NOT_YOURSELF = 'You cannot do this to your own account: ask another owner';

const memberOf = (admin: AdminUserEntity, youId: number): StaffMemberDto => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  status: admin.disabledAt ? StaffStatus.Disabled : StaffStatus.Active,
  createdAt: admin.createdAt.toISOString(),
  you: admin.id === youId,
});

export const invitationOf = (invitation: StaffInvitationEntity, now = Date.now()): StaffInvitationDto => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  status: invitation.expiresAt.getTime() > now ? InvitationStatus.Pending : InvitationStatus.Expired,
  invitedByEmail: invitation.invitedByEmail,
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
});

/**
 * The team (issue 31 item 1), for owners: who is in it, invitations, roles, disabling and removing.
 * The rules: an owner cannot change, disable or remove their own account here (another owner can;
 * `npm run admin` is the way back in), and no change may leave the back office without an enabled
 * owner. Disabling or removing someone ends their sessions at once.
 */
@Injectable()
export class TeamService {
  private readonly logger = new Logger('Team');

  constructor(
    private readonly admins: AdminUserRepository,
    private readonly invitations: InvitationRepository,
    private readonly sessions: StaffSessionsRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  async team(you: SessionAdmin): Promise<TeamDto> {
    const [members, invitations] = await Promise.all([this.admins.listAll(), this.invitations.listOpen()]);
    return { members: members.map((admin) => memberOf(admin, you.id)), invitations: invitations.map((invitation) => invitationOf(invitation)) };
  }

  /** Issues (or issues again) an invitation and mails it; without mail, the owner gets the link to pass on. */
  async invite(inviter: SessionAdmin, email: string, role: StaffRole): Promise<InvitationSentDto> {
    const address = email.trim().toLowerCase();
    if (await this.admins.findByEmail(address)) {
      throw new ConflictException({
        message: 'Someone on the team already uses this email',
        errors: { email: ['Someone on the team already uses this email'] },
      });
    }
    const token = newLinkToken();
    const invitation = await this.invitations.issue({
      email: address,
      role,
      tokenHash: linkTokenHash(token),
      invitedById: inviter.id,
      invitedByEmail: inviter.email,
      expiresAt: new Date(Date.now() + this.config.STAFF_INVITATION_TTL_DAYS * DAY_MS),
    });
    const link = invitationLink(publicBaseUrl(this.config), token);
    const mailError = await this.mailInvitation(inviter, invitation, link);
    await this.audit.record({
      action: AuditAction.StaffInvited,
      target: { type: AuditTargetType.Staff, id: null, label: address },
      changes: { role: { before: null, after: role }, mailed: { before: null, after: mailError === null } },
    });
    return { invitation: invitationOf(invitation), mailed: mailError === null, mailError, link: mailError === null ? null : link };
  }

  async revokeInvitation(id: number): Promise<void> {
    const revoked = await this.invitations.revoke(id);
    if (!revoked) throw new NotFoundException('Invitation not found (it may have been accepted or revoked)');
    await this.audit.record({ action: AuditAction.InvitationWithdrawn, target: { type: AuditTargetType.Staff, id: null, label: revoked.email } });
  }

  async changeRole(you: SessionAdmin, id: number, role: StaffRole): Promise<StaffMemberDto> {
    let before: StaffRole | undefined;
    const member = await this.changeMember(you, id, (admin, enabledOwners) => {
      if (admin.role === StaffRole.Owner && role !== StaffRole.Owner && enabledOwners.length === 1 && enabledOwners[0] === admin.id) {
        throw new ConflictException(LAST_OWNER_MESSAGE);
      }
      before = admin.role;
      admin.role = role;
    });
    if (before !== role) await this.recordMember(AuditAction.StaffRoleChanged, member, { role: { before, after: role } });
    return member;
  }

  async disable(you: SessionAdmin, id: number): Promise<StaffMemberDto> {
    const member = await this.changeMember(you, id, (admin, enabledOwners) => {
      if (admin.disabledAt) return;
      if (enabledOwners.length === 1 && enabledOwners[0] === admin.id) throw new ConflictException(LAST_OWNER_MESSAGE);
      admin.disabledAt = new Date();
    });
    const ended = await this.sessions.endAllOf(id);
    await this.recordMember(AuditAction.StaffDisabled, member, { endedSessions: { before: null, after: ended } });
    return member;
  }

  async enable(you: SessionAdmin, id: number): Promise<StaffMemberDto> {
    const member = await this.changeMember(you, id, (admin) => {
      admin.disabledAt = null;
    });
    await this.recordMember(AuditAction.StaffEnabled, member);
    return member;
  }

  /** Removes the account; their sessions end (and their password resets go with the row). */
  async remove(you: SessionAdmin, id: number): Promise<void> {
    if (id === you.id) throw new ConflictException(NOT_YOURSELF);
    const removed = await this.admins.withOwnersLocked(async (manager, enabledOwners) => {
      const admin = await this.admins.findByIdIn(manager, id);
      if (!admin) throw new NotFoundException('Staff member not found');
      if (enabledOwners.length === 1 && enabledOwners[0] === admin.id) throw new ConflictException(LAST_OWNER_MESSAGE);
      await this.sessions.endAllOf(id, undefined, manager);
      await this.admins.deleteById(manager, id);
      return memberOf(admin, you.id);
    });
    await this.recordMember(AuditAction.StaffRemoved, removed, { role: { before: removed.role, after: null } });
  }

  private recordMember(action: AuditAction, member: StaffMemberDto, changes?: Record<string, { before: unknown; after: unknown }>): Promise<void> {
    return this.audit.record({
      action,
      target: { type: AuditTargetType.Staff, id: member.id, label: member.name ? `${member.name} <${member.email}>` : member.email },
      changes,
    });
  }

  private async changeMember(you: SessionAdmin, id: number, change: (admin: AdminUserEntity, enabledOwnerIds: number[]) => void): Promise<StaffMemberDto> {
    if (id === you.id) throw new ConflictException(NOT_YOURSELF);
    return this.admins.withOwnersLocked(async (manager, enabledOwners) => {
      const admin = await this.admins.findByIdIn(manager, id);
      if (!admin) throw new NotFoundException('Staff member not found');
      change(admin, enabledOwners);
      await this.admins.setAccess(manager, id, admin);
      return memberOf(admin, you.id);
    });
  }

  /** null when the mail went out, else why not (said to the owner, who then has the link). */
  private async mailInvitation(inviter: SessionAdmin, invitation: StaffInvitationEntity, link: string): Promise<string | null> {
    if (!this.mail.configured) return 'Mail is not configured on this server';
    const mail = invitationMail({
      to: invitation.email,
      podcastName: this.config.PODCAST_NAME,
      inviter: inviter.name ? `${inviter.name} (${inviter.email})` : inviter.email,
      role: invitation.role,
      link,
      expiresAt: invitation.expiresAt,
    });
    try {
      await withTimeout(this.mail.send(mail), INVITATION_MAIL_TIMEOUT_MS, 'the mail server did not answer in time');
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Invitation ${invitation.id} not mailed: ${reason}`);
      return `The mail server did not take it: ${reason}`;
    }
  }
}
