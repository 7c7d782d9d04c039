import type { NewsletterIssueDto } from '@podcast/contracts';
import {
  anyIssueSending,
  issueCountsText,
  issueEpisodeLabel,
  issuesRefetchInterval,
  issueTiming,
  NEWSLETTER_ISSUE_STATUS_LABELS,
  NEWSLETTER_ISSUES_REFRESH_MS,
} from './newsletter-issues';
import { newsletterIssueKeys } from './subscribers.api';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const issue = (fields: Partial<NewsletterIssueDto> = {}): NewsletterIssueDto => ({
  id: 1,
  episodeId: 3,
  episodeTitle: 'Learning in Public',
  episodeNumber: 7,
  status: 'sending',
  sent: 0,
  failed: 0,
  queued: 0,
  cancelled: 0,
  createdAt: ago(120),
  finishedAt: null,
  ...fields,
});

describe('a new-episode mailing in the run history', () => {
  it('names the episode by number and title', () => {
    expect(issueEpisodeLabel(issue())).toBe('Episode 7: Learning in Public');
  });

  it('labels a finished mailing "Sent", an open one "Sending"', () => {
    expect(NEWSLETTER_ISSUE_STATUS_LABELS).toEqual({ sending: 'Sending', done: 'Sent', cancelled: 'Cancelled' });
  });

  it('puts the four counts in one line for a phone', () => {
    expect(issueCountsText(issue({ sent: 12, failed: 1, queued: 3, cancelled: 0 }))).toBe('12 sent, 1 failed, 3 queued, 0 cancelled');
  });

  it('says when it started and finished, or that it is still sending, in words', () => {
    expect(issueTiming(issue(), NOW)).toEqual({ started: 'Started 2 minutes ago', finished: 'Still sending' });
    expect(issueTiming(issue({ status: 'done', createdAt: ago(2 * 3600), finishedAt: ago(30) }), NOW)).toEqual({
      started: 'Started 2 hours ago',
      finished: 'Finished just now',
    });
    expect(issueTiming(issue({ status: 'cancelled', createdAt: ago(2 * 86400), finishedAt: ago(86400) }), NOW)).toEqual({
      started: 'Started 2 days ago',
      finished: 'Stopped yesterday',
    });
    // A finished row without its time (never written by the API today) still reads as a sentence.
    expect(issueTiming(issue({ status: 'done', finishedAt: null }), NOW).finished).toBe('Finish time not recorded');
  });

  it('asks again every few seconds only while a mailing is sending', () => {
    expect(issuesRefetchInterval(undefined)).toBe(false);
    expect(issuesRefetchInterval([])).toBe(false);
    expect(issuesRefetchInterval([issue({ status: 'done' }), issue({ status: 'cancelled' })])).toBe(false);
    expect(issuesRefetchInterval([issue({ status: 'done' }), issue({ status: 'sending' })])).toBe(NEWSLETTER_ISSUES_REFRESH_MS);
    expect(NEWSLETTER_ISSUES_REFRESH_MS).toBeLessThanOrEqual(10_000);
    expect(anyIssueSending([issue()])).toBe(true);
  });

  it('keeps its query key under the remote’s name', () => {
    expect(newsletterIssueKeys.all).toEqual(['mfe-automation', 'newsletter-issues']);
  });
});
