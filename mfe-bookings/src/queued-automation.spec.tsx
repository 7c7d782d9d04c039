import { AutomationActionType } from '@podcast/contracts';
import { queuedAutomationText } from './queued-automation';

const run = (actionType: AutomationActionType) => ({ actionType });

describe('the toast after a status change that queued automation (issue 12)', () => {
  it('names one email for the guest', () => {
    expect(queuedAutomationText([run(AutomationActionType.SendEmail)], 'Jane Doe')).toBe('1 email queued for Jane Doe');
  });

  it('counts each kind of action', () => {
    expect(
      queuedAutomationText([run(AutomationActionType.SendEmail), run(AutomationActionType.UpdateGhlTags), run(AutomationActionType.SendEmail)], 'Bob Builder'),
    ).toBe('2 emails and 1 GHL tag update queued for Bob Builder');
    expect(
      queuedAutomationText(
        [run(AutomationActionType.AddToLinkedinAudience), run(AutomationActionType.SendEmail), run(AutomationActionType.UpdateGhlTags)],
        'Ada',
      ),
    ).toBe('1 LinkedIn Audience update, 1 email and 1 GHL tag update queued for Ada');
  });

  it('says nothing when nothing was queued', () => {
    expect(queuedAutomationText([], 'Jane Doe')).toBeNull();
  });
});
