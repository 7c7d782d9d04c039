import { ConflictException, GoneException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '../../common/link-token';
import { SharedCounters } from '../../common/rate-limit/counters';
import { APP_CONFIG, EnvironmentVariables } from '../../config/app-config';
import { publicBaseUrl } from '../automation/site-values';
import { AdminUserRepository } from '../auth/admin-user.repository';
import { hashPassword } from '../auth/password-hasher';
import { StaffSessionsRepository } from '../auth/staff-sessions.repository';
import { AuditAction, AuditTargetType } from '@podcast/contracts';
import { AuditService } from '../audit/audit.service';
import { MailService } from '../mail/mail.service';
import { InvitationRepository } from './invitation.repository';
import { PasswordResetRepository } from './password-reset.repository';
import { passwordResetLink, passwordResetMail } from './staff-mail';
import type { InvitationDetailsDto } from './team.dto';

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If that address belongs to a staff account, a link to reset its password is on its way. It works once, for a limited time.';
export const INVITATION_UNUSABLE_MESSAGE = 'This invitation has expired, was used already or was withdrawn. Ask an owner to invite you again.';
export const RESET_UNUSABLE_MESSAGE = 'This link has expired or was used already. Ask for a new one.';
const UNKNOWN_LINK_MESSAGE = 'This link is not valid. Check that you copied all of it.';

/** Reset mails per address per window (RATE_LIMIT_WINDOW_SEC × 15): the form cannot flood one inbox. */
const RESET_MAILS_PER_ADDRESS = 3;

/**
 * The links staff get by mail (issue 31 item 1): accepting an invitation, resetting a forgotten
 * password. Each secret is single-use (claimed by one conditional UPDATE) and expires; only its
 * SHA-256 is stored. A reset request answers the same whether or not the address has an account,
 * and its mail goes out after the answer, so timing does not tell either.
 */
@Injectable()
export class StaffLinksService {
  private readonly logger = new Logger('StaffLinks');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly admins: AdminUserRepository,
    private readonly invitations: InvitationRepository,
    private readonly resets: PasswordResetRepository,
    private readonly sessions: StaffSessionsRepository,
    private readonly counters: SharedCounters,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: EnvironmentVariables,
  ) {}

  /** What the invitation page shows before the form: the address and role it is for. */
  async invitation(token: string): Promise<InvitationDetailsDto> {
    const invitation = isLinkTokenShaped(token) ? await this.invitations.findByTokenHash(linkTokenHash(token)) : null;
    if (!invitation) throw new NotFoundException(UNKNOWN_LINK_MESSAGE);
    if (invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= Date.now()) throw new GoneException(INVITATION_UNUSABLE_MESSAGE);
    return { email: invitation.email, role: invitation.role, podcastName: this.config.PODCAST_NAME };
  }

  /** Creates the account of an invitation (name, password, the invited role); the person then signs in. */
  async acceptInvitation(token: string, name: string, password: string): Promise<{ email: string }> {
    await this.invitation(token); // 404 or 410 with the reason, before the work of hashing
    const passwordHash = await hashPassword(password);
    const account = await this.dataSource.transaction(async (manager) => {
      const invitation = await this.invitations.claim(manager, linkTokenHash(token));
      if (!invitation) throw new GoneException(INVITATION_UNUSABLE_MESSAGE);
      const created = await this.admins.createAccount({ email: invitation.email, name: name.trim(), passwordHash, role: invitation.role }, manager);
      if (!created) throw new ConflictException('An account with this email exists already: sign in, or reset its password');
      return { ...created, invitedByEmail: invitation.invitedByEmail };
    });
    await this.audit.record({
      action: AuditAction.StaffJoined,
      actor: { id: account.id, email: account.email },
      target: { type: AuditTargetType.Staff, id: account.id, label: `${account.name ?? ''} <${account.email}>` },
      changes: { role: { before: null, after: account.role }, invitedBy: { before: null, after: account.invitedByEmail } },
    });
    return { email: account.email };
  }

  /** Always the same answer; the mail (when the address has an enabled account) goes after it. */
  async requestReset(email: string): Promise<string> {
    const address = email.trim().toLowerCase();
    void this.sendReset(address).catch((error: unknown) =>
      this.logger.warn(`A password-reset mail was not sent: ${error instanceof Error ? error.message : String(error)}`),
    );
    return RESET_REQUESTED_MESSAGE;
  }

  /** Whether a reset link can still be used (the page checks before showing its form). */
  async checkReset(token: string): Promise<void> {
    if (!isLinkTokenShaped(token)) throw new NotFoundException(UNKNOWN_LINK_MESSAGE);
    if (!(await this.resets.usable(linkTokenHash(token)))) throw new GoneException(RESET_UNUSABLE_MESSAGE);
  }

  /** Sets the new password and ends every session of the person (whoever had the old one is out). */
  async completeReset(token: string, password: string): Promise<{ email: string }> {
    await this.checkReset(token);
    const passwordHash = await hashPassword(password);
    const reset = await this.dataSource.transaction(async (manager) => {
      const adminId = await this.resets.claim(manager, linkTokenHash(token));
      if (adminId === null) throw new GoneException(RESET_UNUSABLE_MESSAGE);
      await this.admins.setPasswordById(adminId, passwordHash, manager);
      const endedSessions = await this.sessions.endAllOf(adminId, undefined, manager);
      const admin = await this.admins.findByIdIn(manager, adminId);
      return { id: adminId, email: admin?.email ?? '', endedSessions };
    });
    await this.audit.record({
      action: AuditAction.PasswordReset,
      actor: { id: reset.id, email: reset.email },
      target: { type: AuditTargetType.Staff, id: reset.id, label: reset.email },
      changes: { endedSessions: { before: null, after: reset.endedSessions } },
    });
    return { email: reset.email };
  }

  private async sendReset(address: string): Promise<void> {
    const admin = await this.admins.findByEmail(address);
    // A disabled account gets no link: its owner-made state is not undone by mail.
    if (!admin || admin.disabledAt || !this.mail.configured) return;
    const windowMs = this.config.RATE_LIMIT_WINDOW_SEC * 15 * 1000;
    const { count } = await this.counters.increment(this.counters.key(`reset-mail:${admin.id}`), windowMs);
    if (count > RESET_MAILS_PER_ADDRESS) return;
    const token = newLinkToken();
    await this.resets.issue(admin.id, linkTokenHash(token), this.config.PASSWORD_RESET_TTL_MINUTES);
    await this.mail.send(
      passwordResetMail({
        to: admin.email,
        podcastName: this.config.PODCAST_NAME,
        link: passwordResetLink(publicBaseUrl(this.config), token),
        ttlMinutes: this.config.PASSWORD_RESET_TTL_MINUTES,
      }),
    );
  }
}
