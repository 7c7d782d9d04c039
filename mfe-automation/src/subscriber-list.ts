import { ADMIN_LIST_MAX_SEARCH, SUBSCRIBER_STATUS_LABELS, SubscriberStatus, type ApiPaths, type SubscriberDto } from '@podcast/contracts';
import type { BadgeTone } from '@podcast/web-kit/admin';

/** Rows per page of the subscribers table. */
export const SUBSCRIBERS_PAGE_SIZE = 20;

/** Every subscriber as CSV (a plain download: the browser sends the admin's session cookie). */
export const SUBSCRIBERS_EXPORT_URL = '/api/admin/newsletter/subscribers/export.csv';

/** The status filter: one status, or all of them. */
export type SubscriberStatusFilter = SubscriberStatus | 'all';

export const SUBSCRIBER_STATUS_FILTER_OPTIONS: Array<{ value: SubscriberStatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...Object.values(SubscriberStatus).map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] })),
];

/** Tones of web-kit/admin's accessible tags for each status. */
export const SUBSCRIBER_STATUS_TONES: Record<SubscriberStatus, BadgeTone> = {
  [SubscriberStatus.Pending]: 'orange',
  [SubscriberStatus.Confirmed]: 'green',
  [SubscriberStatus.Unsubscribed]: 'grey',
};

/** One page of a view: what the table asks the server for. */
export interface SubscriberListParams {
  search: string;
  status: SubscriberStatusFilter;
  page: number;
}

/** A page as the server sent it, with the total of its view (X-Total-Count). */
export interface SubscriberListPage {
  rows: SubscriberDto[];
  total: number;
  page: number;
}

/** The query of GET /api/admin/newsletter/subscribers, as the generated contract types it. */
export type SubscriberListQuery = NonNullable<ApiPaths['/api/admin/newsletter/subscribers']['get']['query']>;

/** GET /api/admin/newsletter/subscribers for one page of a view: the server searches, filters and pages. */
export function subscriberListQuery({ search, status, page }: SubscriberListParams, pageSize = SUBSCRIBERS_PAGE_SIZE): SubscriberListQuery {
  const query: SubscriberListQuery = { limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize };
  // The server refuses a longer text; nothing that long matches anyway past its first 200 characters.
  const needle = search.trim().slice(0, ADMIN_LIST_MAX_SEARCH);
  if (needle) query.q = needle;
  if (status !== 'all') query.status = status;
  return query;
}

/** The last page of a view (1 when it is empty): a page past it (after an erase) falls back to it. */
export function lastPageOf(total: number, pageSize = SUBSCRIBERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const UNITS: Array<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** A past moment in words: "just now", "5 minutes ago", "yesterday", "3 weeks ago" (a future one, clock skew, is "just now"). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return 'at an unknown time';
  const seconds = Math.max(0, (now - then) / 1000);
  for (const { unit, seconds: size } of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** What the Details column says of a subscriber, and whether it is a problem the admin should see. */
export function subscriberDetail(subscriber: SubscriberDto, now: number = Date.now()): { text: string; problem: boolean } {
  switch (subscriber.status) {
    case SubscriberStatus.Pending:
      if (subscriber.confirmationError) return { text: subscriber.confirmationError, problem: true };
      if (subscriber.confirmationSentAt) return { text: `Confirmation mail sent ${timeAgo(subscriber.confirmationSentAt, now)}`, problem: false };
      return { text: 'Confirmation mail not sent yet', problem: false };
    case SubscriberStatus.Confirmed:
      return { text: subscriber.confirmedAt ? `Confirmed ${timeAgo(subscriber.confirmedAt, now)}` : 'Confirmed', problem: false };
    case SubscriberStatus.Unsubscribed:
      return { text: subscriber.unsubscribedAt ? `Unsubscribed ${timeAgo(subscriber.unsubscribedAt, now)}` : 'Unsubscribed', problem: false };
    default:
      return { text: '', problem: false };
  }
}

/** The table's text when a page has no rows: none at all, or none in this view. */
export function subscribersEmptyText({ search, status }: Pick<SubscriberListParams, 'search' | 'status'>): string {
  if (!search.trim() && status === 'all') return 'No subscribers yet. Sign-ups from the newsletter form appear here.';
  return 'No subscribers match this search or filter.';
}
