import { AUTOMATION_MESSAGES, AutomationActionType, TriggerField } from '@podcast/contracts';
import { ApiError } from '@podcast/web-kit';
import {
  actionText,
  failureText,
  moveItem,
  RULE_MESSAGES,
  ruleFieldErrors,
  TEMPLATE_FIELD_MESSAGES,
  templateFieldErrors,
  triggerText,
  triggerValueOptions,
  validateRule,
  validateTemplate,
  validateTestEmail,
  variableChips,
  variableToken,
} from './automation-view';

describe('template cards (spec §2, §9)', () => {
  it('shows up to three variable chips and "+N more" for the rest', () => {
    expect(variableChips(['name', 'firstName', 'company', 'podcastName', 'siteUrl'])).toEqual({ chips: ['name', 'firstName', 'company'], more: '+2 more' });
    expect(variableChips(['name', 'firstName', 'company'])).toEqual({ chips: ['name', 'firstName', 'company'], more: null });
    expect(variableChips(['name'])).toEqual({ chips: ['name'], more: null });
    expect(variableChips([])).toEqual({ chips: [], more: null });
  });

  it('shows variables as double-brace tokens in the preview', () => {
    expect(variableToken('firstName')).toBe('{{firstName}}');
  });
});

describe('template and test-email validation (spec §5)', () => {
  it('requires a name and a subject', () => {
    expect(validateTemplate({ name: '', subject: 'Hi' })).toBe(AUTOMATION_MESSAGES.templateRequired);
    expect(validateTemplate({ name: 'A', subject: '   ' })).toBe(AUTOMATION_MESSAGES.templateRequired);
    expect(validateTemplate({ name: 'A', subject: 'Hi' })).toBeUndefined();
    expect(AUTOMATION_MESSAGES.templateRequired).toBe('Name and subject are required');
  });

  it('requires an address and a template for a test email', () => {
    expect(validateTestEmail('', 1)).toBe('Please enter an email address and select a template');
    expect(validateTestEmail('  ', 1)).toBe(AUTOMATION_MESSAGES.testEmailMissing);
    expect(validateTestEmail('a@b.co', undefined)).toBe(AUTOMATION_MESSAGES.testEmailMissing);
    expect(validateTestEmail('a@b.co', 3)).toBeUndefined();
  });
});

describe('rules', () => {
  it('describes triggers and actions with their labels', () => {
    expect(triggerText({ field: TriggerField.OutreachStatus, toValue: '1st_outreach' })).toBe('Outreach Status → 1st Outreach');
    expect(triggerText({ field: TriggerField.BookingStatus, toValue: 'recorded' })).toBe('Booking Status → Recorded');
    expect(actionText({ type: AutomationActionType.AddToLinkedinAudience })).toBe('LinkedIn Audience');
    expect(actionText({ type: AutomationActionType.UpdateGhlTags })).toBe('Update GHL Tags');
    expect(actionText({ type: AutomationActionType.SendEmail, templateId: 2 }, [{ id: 2, name: 'Follow-up' }])).toBe('Send Email: Follow-up');
    expect(actionText({ type: AutomationActionType.SendEmail, templateId: 9 }, [])).toBe('Send Email');
  });

  it('offers the statuses of the chosen trigger field', () => {
    expect(triggerValueOptions(TriggerField.BookingStatus).map((o) => o.value)).toEqual(['waiting_for_response', 'respond', 'booked', 'cancelled', 'recorded']);
    expect(triggerValueOptions(TriggerField.OutreachStatus)).toHaveLength(8);
  });

  it('validates a rule: name, trigger value, at least one action, a template for each email', () => {
    expect(validateRule({ name: ' ', enabled: true, trigger: { field: TriggerField.OutreachStatus, toValue: '' }, actions: [] })).toEqual({
      name: RULE_MESSAGES.nameRequired,
      toValue: RULE_MESSAGES.valueRequired,
      actions: RULE_MESSAGES.actionRequired,
    });
    expect(
      validateRule({
        name: 'R',
        enabled: true,
        trigger: { field: TriggerField.OutreachStatus, toValue: 'warm_up' },
        actions: [{ type: AutomationActionType.UpdateGhlTags }, { type: AutomationActionType.SendEmail }],
      }),
    ).toEqual({ 'actions.1.templateId': RULE_MESSAGES.templateRequired });
  });

  it('moves actions up and down, ignoring moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('plain failures and field marks (issue 29 item 5)', () => {
  it('says what failed, then why in plain words, never the raw answer', () => {
    const serverDown = new ApiError(500, '{"statusCode":500,"message":"Internal server error"}', '');
    expect(failureText('Failed to update automation rule', serverDown)).toBe(
      'Failed to update automation rule. The server could not answer just now. Please try again in a moment.',
    );
    const refused = new ApiError(409, '{"statusCode":409,"message":"This template is used by the automation rule \\"X\\"."}', '');
    expect(failureText('Failed to delete automation rule', refused)).toBe(
      'Failed to delete automation rule. This template is used by the automation rule "X".',
    );
  });

  it("puts the API's per-field errors under the rule dialog's own keys", () => {
    expect(ruleFieldErrors({ name: ['Rule name is required'], 'trigger.toValue': ['Bad value', 'second'], 'actions.0.templateId': ['Pick one'] })).toEqual({
      name: 'Rule name is required',
      toValue: 'Bad value',
      'actions.0.templateId': 'Pick one',
    });
    expect(ruleFieldErrors({})).toEqual({});
  });

  it('marks the missing template name and subject at their fields', () => {
    expect(templateFieldErrors({ name: ' ', subject: '' })).toEqual({ name: TEMPLATE_FIELD_MESSAGES.name, subject: TEMPLATE_FIELD_MESSAGES.subject });
    expect(templateFieldErrors({ name: 'N', subject: 'S' })).toEqual({});
  });
});
