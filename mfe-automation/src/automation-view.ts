import {
  AUTOMATION_ACTION_LABELS,
  AUTOMATION_MESSAGES,
  AutomationActionType,
  AutomationRunStatus,
  BOOKING_STATUS_PRESENTATION,
  BookingStatus,
  OUTREACH_STATUS_PRESENTATION,
  OutreachStatus,
  TEMPLATE_CHIPS_SHOWN,
  TRIGGER_FIELD_LABELS,
  TriggerField,
} from '@podcast/contracts';
import { plainErrorMessage } from '@podcast/web-kit';
import type { BadgeTone } from '@podcast/web-kit/admin';
import type { AutomationRuleDto, EmailTemplateDto, RuleBody } from './automation.api';

/** A template card's chips: the first three variables, and "+N more" for the rest (spec §2, §9). */
export function variableChips(variables: readonly string[], shown: number = TEMPLATE_CHIPS_SHOWN): { chips: string[]; more: string | null } {
  const chips = variables.slice(0, shown);
  const rest = variables.length - chips.length;
  return { chips, more: rest > 0 ? `+${rest} more` : null };
}

/** A variable as the preview shows it: a double-brace token. */
export function variableToken(name: string): string {
  return `{{${name}}}`;
}

/** The status labels a trigger field can take, as select options. */
export function triggerValueOptions(field: TriggerField): Array<{ value: string; label: string }> {
  return field === TriggerField.BookingStatus
    ? Object.values(BookingStatus).map((value) => ({ value, label: BOOKING_STATUS_PRESENTATION[value].label }))
    : Object.values(OutreachStatus).map((value) => ({ value, label: OUTREACH_STATUS_PRESENTATION[value].label }));
}

function statusLabel(field: TriggerField, value: string): string {
  const presentation =
    field === TriggerField.BookingStatus ? BOOKING_STATUS_PRESENTATION[value as BookingStatus] : OUTREACH_STATUS_PRESENTATION[value as OutreachStatus];
  return presentation?.label ?? value;
}

/** "Outreach Status → 1st Outreach". */
export function triggerText(trigger: AutomationRuleDto['trigger']): string {
  return `${TRIGGER_FIELD_LABELS[trigger.field] ?? trigger.field} → ${statusLabel(trigger.field, trigger.toValue)}`;
}

/** An action's label, with the template a Send Email sends when known. */
export function actionText(action: AutomationRuleDto['actions'][number], templates: readonly Pick<EmailTemplateDto, 'id' | 'name'>[] = []): string {
  const label = AUTOMATION_ACTION_LABELS[action.type] ?? action.type;
  if (action.type !== AutomationActionType.SendEmail || action.templateId === undefined) return label;
  const template = templates.find((candidate) => candidate.id === action.templateId);
  return template ? `${label}: ${template.name}` : label;
}

/** Spec §5 "Template save": the toast message, or undefined when the template may be saved. */
export function validateTemplate(values: Pick<EmailTemplateDto, 'name' | 'subject'>): string | undefined {
  return values.name.trim() && values.subject.trim() ? undefined : AUTOMATION_MESSAGES.templateRequired;
}

/** Spec §5 "Test email": the message, or undefined when both are given. */
export function validateTestEmail(address: string, templateId: number | undefined): string | undefined {
  return address.trim() && templateId ? undefined : AUTOMATION_MESSAGES.testEmailMissing;
}

export const RULE_MESSAGES = {
  nameRequired: 'Rule name is required',
  valueRequired: 'Trigger value is required',
  actionRequired: 'Add at least one action',
  templateRequired: 'Choose the template this email sends',
} as const;

/** The rule form's messages by field ("actions.0.templateId" for an action's template). */
export function validateRule(body: RuleBody): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!body.name.trim()) errors.name = RULE_MESSAGES.nameRequired;
  if (!body.trigger.toValue) errors.toValue = RULE_MESSAGES.valueRequired;
  if (body.actions.length === 0) errors.actions = RULE_MESSAGES.actionRequired;
  body.actions.forEach((action, index) => {
    if (action.type === AutomationActionType.SendEmail && !action.templateId) errors[`actions.${index}.templateId`] = RULE_MESSAGES.templateRequired;
  });
  return errors;
}

/** Moves an action one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}

/** Tones of web-kit/admin's accessible tags for each run status. */
export const RUN_STATUS_TONES: Record<AutomationRunStatus, BadgeTone> = {
  [AutomationRunStatus.Queued]: 'blue',
  [AutomationRunStatus.Sent]: 'green',
  [AutomationRunStatus.Skipped]: 'grey',
  [AutomationRunStatus.Failed]: 'red',
};

/**
 * A failed change's toast text: what failed (the spec's words), then why in plain language (never
 * the server's raw answer): "Failed to update automation rule. The server could not answer…".
 */
export function failureText(what: string, error: unknown): string {
  return `${what}. ${plainErrorMessage(error)}`;
}

/**
 * The rule dialog's fields for the API's per-field errors ("trigger.toValue", "actions.0.templateId"):
 * the first message of each, under the dialog's own keys.
 */
export function ruleFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const key = path === 'trigger.toValue' || path === 'trigger.field' || path === 'trigger' ? 'toValue' : path;
    found[key] ??= message;
  }
  return found;
}

export const TEMPLATE_FIELD_MESSAGES = {
  name: 'Enter a template name',
  subject: 'Enter a subject line',
} as const;

/** The template dialog's messages at the fields: which of name and subject is missing. */
export function templateFieldErrors(values: Pick<EmailTemplateDto, 'name' | 'subject'>): Partial<Record<'name' | 'subject', string>> {
  const errors: Partial<Record<'name' | 'subject', string>> = {};
  if (!values.name.trim()) errors.name = TEMPLATE_FIELD_MESSAGES.name;
  if (!values.subject.trim()) errors.subject = TEMPLATE_FIELD_MESSAGES.subject;
  return errors;
}
