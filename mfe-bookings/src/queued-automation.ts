import { AutomationActionType, AutomationSkipReason, type QueuedAutomationRunDto } from '@podcast/contracts';

/** Where the toast's link leads: the run history card on Email Automation. */
export const RUN_HISTORY_PATH = '/admin/automation#run-history';

type Run = Pick<QueuedAutomationRunDto, 'actionType' | 'skipReason'>;

const NOUNS: Record<AutomationActionType, [singular: string, plural: string]> = {
  [AutomationActionType.SendEmail]: ['email', 'emails'],
  [AutomationActionType.AddToLinkedinAudience]: ['LinkedIn Audience update', 'LinkedIn Audience updates'],
  [AutomationActionType.UpdateGhlTags]: ['GHL tag update', 'GHL tag updates'],
};

/** "No email sent", "No GHL tag update": what did not happen, whatever the count. */
const NOT_DONE: Record<AutomationActionType, string> = {
  [AutomationActionType.SendEmail]: 'No email sent',
  [AutomationActionType.AddToLinkedinAudience]: 'No LinkedIn Audience update',
  [AutomationActionType.UpdateGhlTags]: 'No GHL tag update',
};

const INTEGRATION_NAMES: Record<AutomationActionType, string> = {
  [AutomationActionType.SendEmail]: 'mail',
  [AutomationActionType.AddToLinkedinAudience]: 'LinkedIn',
  [AutomationActionType.UpdateGhlTags]: 'GoHighLevel',
};

function why(reason: AutomationSkipReason, type: AutomationActionType, guestName: string): string {
  switch (reason) {
    case AutomationSkipReason.NoEmail:
      return `${guestName} has no email address`;
    case AutomationSkipReason.OptedOut:
      return `${guestName} unsubscribed`;
    case AutomationSkipReason.MailNotConfigured:
      return 'mail is not configured';
    case AutomationSkipReason.IntegrationNotConfigured:
      return `${INTEGRATION_NAMES[type] ?? type} is not configured`;
    default:
      return 'it was skipped';
  }
}

const joinList = (parts: string[]) => (parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

/**
 * What a status change really queued, in words: "1 email queued for Jane Doe", "2 emails and 1 GHL
 * tag update queued for Bob". Actions the runner will skip (skipReason set) are not counted. Null
 * when nothing will be tried.
 */
export function queuedAutomationText(runs: readonly Run[], guestName: string): string | null {
  const queued = runs.filter((run) => !run.skipReason);
  if (queued.length === 0) return null;
  const counts = new Map<AutomationActionType, number>();
  for (const run of queued) counts.set(run.actionType, (counts.get(run.actionType) ?? 0) + 1);
  const parts = [...counts].map(([type, count]) => {
    const [one, many] = NOUNS[type] ?? [`${type} action`, `${type} actions`];
    return `${count} ${count === 1 ? one : many}`;
  });
  return `${joinList(parts)} queued for ${guestName}`;
}

/**
 * Why the skipped actions will not happen, one sentence per kind of action and reason: "No email
 * sent: Priya Raman has no email address", "No GHL tag update: GoHighLevel is not configured".
 */
export function skippedAutomationTexts(runs: readonly Run[], guestName: string): string[] {
  const texts = new Set<string>();
  for (const run of runs) {
    if (!run.skipReason) continue;
    texts.add(`${NOT_DONE[run.actionType] ?? `No ${run.actionType}`}: ${why(run.skipReason, run.actionType, guestName)}`);
  }
  return [...texts];
}
