import { AutomationActionType, type QueuedAutomationRunDto } from '@podcast/contracts';

/** Where the toast's link leads: the run history card on Email Automation. */
export const RUN_HISTORY_PATH = '/admin/automation#run-history';

const NOUNS: Record<AutomationActionType, [singular: string, plural: string]> = {
  [AutomationActionType.SendEmail]: ['email', 'emails'],
  [AutomationActionType.AddToLinkedinAudience]: ['LinkedIn Audience update', 'LinkedIn Audience updates'],
  [AutomationActionType.UpdateGhlTags]: ['GHL tag update', 'GHL tag updates'],
};

/**
 * What a status change set off, in words: "1 email queued for Jane Doe", "2 emails and 1 GHL tag
 * update queued for Bob". Null when nothing was queued.
 */
export function queuedAutomationText(queued: readonly Pick<QueuedAutomationRunDto, 'actionType'>[], guestName: string): string | null {
  if (queued.length === 0) return null;
  const counts = new Map<AutomationActionType, number>();
  for (const run of queued) counts.set(run.actionType, (counts.get(run.actionType) ?? 0) + 1);
  const parts = [...counts].map(([type, count]) => {
    const [one, many] = NOUNS[type] ?? [`${type} action`, `${type} actions`];
    return `${count} ${count === 1 ? one : many}`;
  });
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${list} queued for ${guestName}`;
}
