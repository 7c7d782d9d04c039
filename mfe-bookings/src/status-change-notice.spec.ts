import { AutomationActionType, AutomationSkipReason, BookingStatus, OutreachStatus, type BookingUpdateResultDto } from '@podcast/contracts';
import { statusChangeNotice } from './status-change-notice';

function result(overrides: Partial<BookingUpdateResultDto>): BookingUpdateResultDto {
  return {
    id: 7,
    name: 'Priya Raman',
    email: '',
    company: '',
    position: '',
    websiteUrl: '',
    socialMediaUrl: '',
    outreachStatus: OutreachStatus.Contacted,
    bookingStatus: BookingStatus.Booked,
    createdAt: '2026-01-01T00:00:00.000Z',
    contactedAt: null,
    notes: '',
    recordingDate: null,
    optedOut: false,
    portrait: null,
    queuedAutomation: [],
    ...overrides,
  };
}

const run = (actionType: AutomationActionType, skipReason: AutomationSkipReason | null) => ({
  runId: 1,
  ruleName: 'Confirm booking',
  actionType,
  templateName: null,
  skipReason,
  skipDetail: skipReason ? 'why' : null,
});

describe('statusChangeNotice: what the toast after a status change says (issue 29)', () => {
  it('says nothing for a change that set nothing off and moved nobody', () => {
    expect(statusChangeNotice(result({}), { bookingStatus: BookingStatus.Respond })).toBeNull();
  });

  it('says "queued" only for what will be tried', () => {
    const notice = statusChangeNotice(result({ queuedAutomation: [run(AutomationActionType.SendEmail, null)] }), { bookingStatus: BookingStatus.Respond });
    expect(notice).toEqual({ title: 'Automation queued', lines: ['1 email queued for Priya Raman.'], undo: null, automation: true });
  });

  it('says why for a guest without an email address', () => {
    const notice = statusChangeNotice(
      result({
        queuedAutomation: [
          run(AutomationActionType.SendEmail, AutomationSkipReason.NoEmail),
          run(AutomationActionType.UpdateGhlTags, AutomationSkipReason.IntegrationNotConfigured),
        ],
      }),
      { bookingStatus: BookingStatus.Respond },
    );
    expect(notice).toEqual({
      title: 'Automation skipped',
      lines: ['No email sent: Priya Raman has no email address.', 'No GHL tag update: GoHighLevel is not configured.'],
      undo: null,
      automation: true,
    });
  });

  it('says a guest set to Recorded moved to the archive, with the Undo back to the previous status', () => {
    const notice = statusChangeNotice(result({ bookingStatus: BookingStatus.Recorded }), { bookingStatus: BookingStatus.Booked });
    expect(notice).toEqual({
      title: 'Moved to the archive',
      lines: ['Priya Raman is Recorded and now in the archive (Show Archive lists them).'],
      undo: { bookingStatus: BookingStatus.Booked },
      automation: false,
    });
  });

  it('says a guest taken out of the archive is back among the active guests, and names the automation too', () => {
    const notice = statusChangeNotice(result({ bookingStatus: BookingStatus.Booked, queuedAutomation: [run(AutomationActionType.SendEmail, null)] }), {
      bookingStatus: BookingStatus.Recorded,
    });
    expect(notice).toEqual({
      title: 'Moved out of the archive',
      lines: ['Priya Raman is Booked and back in the active guests.', '1 email queued for Priya Raman.'],
      undo: { bookingStatus: BookingStatus.Recorded },
      automation: true,
    });
  });
});
