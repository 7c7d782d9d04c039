import type { NewsletterIssueDto, NewsletterIssueStatus } from '@podcast/contracts';
import type { BadgeTone } from '@podcast/web-kit/admin';
import { timeAgo } from './subscriber-list';

export type { NewsletterIssueDto, NewsletterIssueStatus };

/** How often the history asks again while a mailing is still sending (and never otherwise). */
export const NEWSLETTER_ISSUES_REFRESH_MS = 5_000;

/** The table's text when no episode has been mailed yet. */
export const NEWSLETTER_ISSUES_EMPTY_TEXT = 'No new-episode mail yet: publishing an episode sends one to every confirmed subscriber.';

/** A mailing's status as the admin reads it: a finished mailing is "Sent", even when some mails failed (the counts say so). */
export const NEWSLETTER_ISSUE_STATUS_LABELS: Record<NewsletterIssueStatus, string> = {
  sending: 'Sending',
  done: 'Sent',
  cancelled: 'Cancelled',
};

export const NEWSLETTER_ISSUE_STATUS_TONES: Record<NewsletterIssueStatus, BadgeTone> = {
  sending: 'blue',
  done: 'green',
  cancelled: 'grey',
};

/** The counts a row shows, in this order, with their column titles. */
export const NEWSLETTER_ISSUE_COUNTS = [
  { key: 'sent', label: 'Sent' },
  { key: 'failed', label: 'Failed' },
  { key: 'queued', label: 'Queued' },
  { key: 'cancelled', label: 'Cancelled' },
] as const satisfies ReadonlyArray<{ key: keyof NewsletterIssueDto; label: string }>;

/** "Episode 7: Title", as Manage Episodes names an episode. */
export function issueEpisodeLabel(issue: Pick<NewsletterIssueDto, 'episodeNumber' | 'episodeTitle'>): string {
  return `Episode ${issue.episodeNumber}: ${issue.episodeTitle}`;
}

/** The counts in one line, for the phone layout: "2 sent, 1 failed, 0 queued, 0 cancelled". */
export function issueCountsText(issue: Pick<NewsletterIssueDto, 'sent' | 'failed' | 'queued' | 'cancelled'>): string {
  return NEWSLETTER_ISSUE_COUNTS.map(({ key }) => `${issue[key]} ${key}`).join(', ');
}

/** When a mailing started, and when it finished or that it has not yet ("Still sending"), in words. */
export function issueTiming(
  issue: Pick<NewsletterIssueDto, 'status' | 'createdAt' | 'finishedAt'>,
  now: number = Date.now(),
): { started: string; finished: string } {
  const started = `Started ${timeAgo(issue.createdAt, now)}`;
  if (issue.finishedAt) return { started, finished: `${issue.status === 'cancelled' ? 'Stopped' : 'Finished'} ${timeAgo(issue.finishedAt, now)}` };
  return { started, finished: issue.status === 'sending' ? 'Still sending' : 'Finish time not recorded' };
}

/** Whether any mailing is still open: only then does the history keep asking. */
export function anyIssueSending(issues: readonly Pick<NewsletterIssueDto, 'status'>[] | undefined): boolean {
  return issues?.some((issue) => issue.status === 'sending') ?? false;
}

/** react-query's refetchInterval for the history: every few seconds while a mailing is sending, else off. */
export function issuesRefetchInterval(issues: readonly Pick<NewsletterIssueDto, 'status'>[] | undefined): number | false {
  return anyIssueSending(issues) ? NEWSLETTER_ISSUES_REFRESH_MS : false;
}
