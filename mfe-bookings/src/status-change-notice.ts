import { BOOKING_STATUS_PRESENTATION, type BookingDto, type BookingUpdateResultDto } from '@podcast/contracts';
import { isArchived } from './booking-list';
import type { StatusChange } from './bookings.api';
import { queuedAutomationText, skippedAutomationTexts } from './queued-automation';

/** What the toast after a status change says, and what its Undo would send. */
export interface StatusChangeNotice {
  title: string;
  /** Sentences, each shown on its own line. */
  lines: string[];
  /** The change that puts the guest back where they were (a move into or out of the archive), else null. */
  undo: StatusChange | null;
  /** The change set off automation: the toast links to the run history. */
  automation: boolean;
}

/**
 * The toast after a guest's status changed (issue 29): a move into or out of the archive says so and
 * offers Undo (the guest leaves the list on screen); automation says what was really queued, and why
 * what will be skipped is skipped. Null when there is nothing to say.
 */
export function statusChangeNotice(result: BookingUpdateResultDto, before: Pick<BookingDto, 'bookingStatus'>): StatusChangeNotice | null {
  const runs = result.queuedAutomation ?? [];
  const queued = queuedAutomationText(runs, result.name);
  const automationLines = [...(queued ? [queued] : []), ...skippedAutomationTexts(runs, result.name)].map((line) => `${line}.`);
  const status = BOOKING_STATUS_PRESENTATION[result.bookingStatus].label;

  if (isArchived(result) !== isArchived(before)) {
    const archived = isArchived(result);
    return {
      title: archived ? 'Moved to the archive' : 'Moved out of the archive',
      lines: [
        archived
          ? `${result.name} is ${status} and now in the archive (Show Archive lists them).`
          : `${result.name} is ${status} and back in the active guests.`,
        ...automationLines,
      ],
      undo: { bookingStatus: before.bookingStatus },
      automation: runs.length > 0,
    };
  }
  if (runs.length === 0) return null;
  return { title: queued ? 'Automation queued' : 'Automation skipped', lines: automationLines, undo: null, automation: true };
}
