import { AutomationActionType, AutomationSkipReason } from '@podcast/contracts';
import { queuedAutomationText, skippedAutomationTexts } from './queued-automation';

const run = (actionType: AutomationActionType, skipReason: AutomationSkipReason | null = null) => ({ actionType, skipReason });
const { SendEmail, UpdateGhlTags, AddToLinkedinAudience } = AutomationActionType;

describe('the toast after a status change that set off automation (issues 12 and 29)', () => {
  it('names one email for the guest', () => {
    expect(queuedAutomationText([run(SendEmail)], 'Jane Doe')).toBe('1 email queued for Jane Doe');
  });

  it('counts each kind of action', () => {
    expect(queuedAutomationText([run(SendEmail), run(UpdateGhlTags), run(SendEmail)], 'Bob Builder')).toBe(
      '2 emails and 1 GHL tag update queued for Bob Builder',
    );
    expect(queuedAutomationText([run(AddToLinkedinAudience), run(SendEmail), run(UpdateGhlTags)], 'Ada')).toBe(
      '1 LinkedIn Audience update, 1 email and 1 GHL tag update queued for Ada',
    );
  });

  it('says nothing when nothing was queued', () => {
    expect(queuedAutomationText([], 'Jane Doe')).toBeNull();
    expect(skippedAutomationTexts([], 'Jane Doe')).toEqual([]);
  });

  it('never counts an action the runner will skip as queued, and says why it is skipped', () => {
    const noEmail = [run(SendEmail, AutomationSkipReason.NoEmail)];
    expect(queuedAutomationText(noEmail, 'Priya Raman')).toBeNull();
    expect(skippedAutomationTexts(noEmail, 'Priya Raman')).toEqual(['No email sent: Priya Raman has no email address']);
    expect(skippedAutomationTexts([run(SendEmail, AutomationSkipReason.MailNotConfigured)], 'Bob')).toEqual(['No email sent: mail is not configured']);
    expect(skippedAutomationTexts([run(SendEmail, AutomationSkipReason.OptedOut)], 'Bob')).toEqual(['No email sent: Bob unsubscribed']);
  });

  it('tells queued and skipped apart in one change, naming each integration once', () => {
    const runs = [
      run(SendEmail),
      run(UpdateGhlTags, AutomationSkipReason.IntegrationNotConfigured),
      run(AddToLinkedinAudience, AutomationSkipReason.IntegrationNotConfigured),
      run(UpdateGhlTags, AutomationSkipReason.IntegrationNotConfigured),
    ];
    expect(queuedAutomationText(runs, 'Ada')).toBe('1 email queued for Ada');
    expect(skippedAutomationTexts(runs, 'Ada')).toEqual([
      'No GHL tag update: GoHighLevel is not configured',
      'No LinkedIn Audience update: LinkedIn is not configured',
    ]);
  });
});
