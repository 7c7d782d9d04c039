import { AutomationActionType, AutomationSkipReason } from '@podcast/contracts';
import { actionSkip, GHL_NOT_CONFIGURED, LINKEDIN_NOT_CONFIGURED, NO_EMAIL_DETAIL } from '../../src/modules/automation/action-skip.rule';
import { NOT_CONFIGURED_MESSAGE } from '../../src/modules/mail/mail-settings';

const ALL_READY = { mail: true, linkedin: true, ghl: true };
const NOTHING_READY = { mail: false, linkedin: false, ghl: false };
const guest = (email: string, optedOutAt: Date | null = null) => ({ email, optedOutAt });
const { SendEmail, AddToLinkedinAudience, UpdateGhlTags } = AutomationActionType;

describe('actionSkip: the one rule the status change answer and the runner share (issue 29)', () => {
  it('tries every action for a guest with an address when everything is set up', () => {
    for (const type of [SendEmail, AddToLinkedinAudience, UpdateGhlTags]) expect(actionSkip(type, guest('ada@example.com'), ALL_READY)).toBeNull();
  });

  it('skips an email to a guest without an address (blank counts as none), whatever the mail settings', () => {
    for (const ready of [ALL_READY, NOTHING_READY]) {
      expect(actionSkip(SendEmail, guest(''), ready)).toEqual({ reason: AutomationSkipReason.NoEmail, detail: NO_EMAIL_DETAIL });
      expect(actionSkip(SendEmail, guest('   '), ready)).toEqual({ reason: AutomationSkipReason.NoEmail, detail: NO_EMAIL_DETAIL });
    }
  });

  it('skips an email when mail is not configured', () => {
    expect(actionSkip(SendEmail, guest('ada@example.com'), { ...ALL_READY, mail: false })).toEqual({
      reason: AutomationSkipReason.MailNotConfigured,
      detail: NOT_CONFIGURED_MESSAGE,
    });
  });

  it('names an integration that is not set up before a missing address', () => {
    expect(actionSkip(AddToLinkedinAudience, guest(''), NOTHING_READY)).toEqual({
      reason: AutomationSkipReason.IntegrationNotConfigured,
      detail: LINKEDIN_NOT_CONFIGURED,
    });
    expect(actionSkip(UpdateGhlTags, guest(''), NOTHING_READY)).toEqual({ reason: AutomationSkipReason.IntegrationNotConfigured, detail: GHL_NOT_CONFIGURED });
    expect(actionSkip(AddToLinkedinAudience, guest(''), ALL_READY)?.reason).toBe(AutomationSkipReason.NoEmail);
    expect(actionSkip(UpdateGhlTags, guest(''), ALL_READY)?.reason).toBe(AutomationSkipReason.NoEmail);
  });

  it('skips every action for a guest who unsubscribed, with the date', () => {
    const opted = guest('ada@example.com', new Date('2030-05-01T10:00:00Z'));
    for (const type of [SendEmail, AddToLinkedinAudience, UpdateGhlTags]) {
      expect(actionSkip(type, opted, ALL_READY)).toEqual({ reason: AutomationSkipReason.OptedOut, detail: 'The guest unsubscribed on 2030-05-01' });
    }
  });
});
