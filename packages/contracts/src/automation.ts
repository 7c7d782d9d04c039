/** Which guest field a rule watches (spec §3). */
export enum TriggerField {
  OutreachStatus = 'outreachStatus',
  BookingStatus = 'bookingStatus',
}

export enum AutomationActionType {
  SendEmail = 'send_email',
  AddToLinkedinAudience = 'add_to_linkedin_audience',
  UpdateGhlTags = 'update_ghl_tags',
}

export const AUTOMATION_ACTION_LABELS: Record<AutomationActionType, string> = {
  [AutomationActionType.SendEmail]: 'Send Email',
  [AutomationActionType.AddToLinkedinAudience]: 'LinkedIn Audience',
  [AutomationActionType.UpdateGhlTags]: 'Update GHL Tags',
};

export const TRIGGER_FIELD_LABELS: Record<TriggerField, string> = {
  [TriggerField.OutreachStatus]: 'Outreach Status',
  [TriggerField.BookingStatus]: 'Booking Status',
};

/** The outcome of one action run of a rule. */
export enum AutomationRunStatus {
  Queued = 'queued',
  Sent = 'sent',
  Skipped = 'skipped',
  Failed = 'failed',
}

/** Why an action of a fired rule is skipped (issue 29: a status change says so instead of "queued"). */
export enum AutomationSkipReason {
  NoEmail = 'no_email',
  OptedOut = 'opted_out',
  MailNotConfigured = 'mail_not_configured',
  IntegrationNotConfigured = 'integration_not_configured',
}

/**
 * Variables a template may use: the guest's fields by API name, plus derived ones, plus the
 * newsletter's links (empty in a guest's mail; filled in the newsletter's confirmation mail).
 */
export const TEMPLATE_VARIABLES = [
  'name',
  'firstName',
  'email',
  'company',
  'position',
  'websiteUrl',
  'socialMediaUrl',
  'recordingDate',
  'podcastName',
  'siteUrl',
  'confirmUrl',
  'episodeTitle',
  'episodeNumber',
  'episodeGuest',
  'episodeSummary',
  'episodeUrl',
  'episodeArtworkUrl',
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const TEMPLATE_CHIPS_SHOWN = 3;

export const AUTOMATION_MESSAGES = {
  templateRequired: 'Name and subject are required',
  testEmailMissing: 'Please enter an email address and select a template',
} as const;
