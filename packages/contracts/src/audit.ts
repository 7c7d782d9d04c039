/**
 * The audit trail (issue 31 item 5): what the API records, listed once. The API writes these names,
 * the Audit screen shows their labels, and GET /api/admin/audit filters by them.
 */

/** What an audit entry records. Names are `<target>.<verb>`; never rename one (old entries keep it). */
export enum AuditAction {
  SignInSucceeded = 'auth.sign-in',
  SignInFailed = 'auth.sign-in-failed',
  EpisodePublished = 'episode.published',
  EpisodeUnpublished = 'episode.unpublished',
  EpisodeStatusChanged = 'episode.status-changed',
  EpisodeDeleted = 'episode.deleted',
  BookingStatusChanged = 'booking.status-changed',
  BookingDeleted = 'booking.deleted',
  AutomationRuleCreated = 'automation-rule.created',
  AutomationRuleChanged = 'automation-rule.changed',
  AutomationRuleDeleted = 'automation-rule.deleted',
  EmailTemplateCreated = 'email-template.created',
  EmailTemplateChanged = 'email-template.changed',
  EmailTemplateDeleted = 'email-template.deleted',
  NewsletterSent = 'newsletter.sent',
  SubscribersExported = 'subscribers.exported',
  SubscriberDeleted = 'subscriber.deleted',
  // Issue 31's team work records these (the Team screen, invitations, 2FA).
  StaffInvited = 'staff.invited',
  StaffRoleChanged = 'staff.role-changed',
  StaffDisabled = 'staff.disabled',
  StaffRemoved = 'staff.removed',
  TwoFactorEnabled = 'two-factor.enabled',
  TwoFactorDisabled = 'two-factor.disabled',
  StaffEnabled = 'staff.enabled',
  StaffJoined = 'staff.joined',
  InvitationWithdrawn = 'staff.invitation-withdrawn',
  PasswordChanged = 'staff.password-changed',
  PasswordReset = 'staff.password-reset',
  TwoFactorRequirementChanged = 'settings.two-factor-required',
}

export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AuditAction);

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  [AuditAction.SignInSucceeded]: 'Signed in',
  [AuditAction.SignInFailed]: 'Failed sign-in',
  [AuditAction.EpisodePublished]: 'Published an episode',
  [AuditAction.EpisodeUnpublished]: 'Unpublished an episode',
  [AuditAction.EpisodeStatusChanged]: "Changed an episode's status",
  [AuditAction.EpisodeDeleted]: 'Deleted an episode',
  [AuditAction.BookingStatusChanged]: "Changed a guest's status",
  [AuditAction.BookingDeleted]: 'Deleted a guest',
  [AuditAction.AutomationRuleCreated]: 'Created an automation rule',
  [AuditAction.AutomationRuleChanged]: 'Changed an automation rule',
  [AuditAction.AutomationRuleDeleted]: 'Deleted an automation rule',
  [AuditAction.EmailTemplateCreated]: 'Created an email template',
  [AuditAction.EmailTemplateChanged]: 'Changed an email template',
  [AuditAction.EmailTemplateDeleted]: 'Deleted an email template',
  [AuditAction.NewsletterSent]: 'Sent a newsletter',
  [AuditAction.SubscribersExported]: 'Exported subscribers',
  [AuditAction.SubscriberDeleted]: 'Removed a subscriber',
  [AuditAction.StaffInvited]: 'Invited a colleague',
  [AuditAction.StaffRoleChanged]: "Changed a colleague's role",
  [AuditAction.StaffDisabled]: 'Disabled a colleague',
  [AuditAction.StaffRemoved]: 'Removed a colleague',
  [AuditAction.TwoFactorEnabled]: 'Turned on two-factor sign-in',
  [AuditAction.TwoFactorDisabled]: 'Turned off two-factor sign-in',
  [AuditAction.StaffEnabled]: 'Enabled a colleague',
  [AuditAction.StaffJoined]: 'Joined the team (accepted an invitation)',
  [AuditAction.InvitationWithdrawn]: 'Withdrew an invitation',
  [AuditAction.PasswordChanged]: 'Changed their password',
  [AuditAction.PasswordReset]: 'Reset their password by mail',
  [AuditAction.TwoFactorRequirementChanged]: 'Changed whether two-factor sign-in is required',
};

/** What an entry's target is. */
export enum AuditTargetType {
  Staff = 'staff',
  Episode = 'episode',
  Booking = 'booking',
  AutomationRule = 'automation-rule',
  EmailTemplate = 'email-template',
  Newsletter = 'newsletter',
  Subscriber = 'subscriber',
}

export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = Object.values(AuditTargetType);

export const AUDIT_TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  [AuditTargetType.Staff]: 'Staff',
  [AuditTargetType.Episode]: 'Episode',
  [AuditTargetType.Booking]: 'Guest',
  [AuditTargetType.AutomationRule]: 'Automation rule',
  [AuditTargetType.EmailTemplate]: 'Email template',
  [AuditTargetType.Newsletter]: 'Newsletter',
  [AuditTargetType.Subscriber]: 'Subscriber',
};

/** One changed field: its value before and after (null when it did not exist). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/** The request-id header: taken from the request when it is a sane token, else generated; always answered. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
