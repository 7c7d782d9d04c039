import { SubscriberStatus, type SubscriberDto } from '@podcast/contracts';
import {
  lastPageOf,
  SUBSCRIBER_STATUS_FILTER_OPTIONS,
  subscriberDetail,
  subscriberListQuery,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersEmptyText,
  timeAgo,
} from './subscriber-list';
import { subscriberKeys } from './subscribers.api';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const subscriber = (fields: Partial<SubscriberDto> = {}): SubscriberDto => ({
  id: 1,
  email: 'ada@example.com',
  status: SubscriberStatus.Pending,
  createdAt: ago(60),
  confirmedAt: null,
  unsubscribedAt: null,
  confirmationSentAt: null,
  confirmationError: null,
  ...fields,
});

describe('the subscribers list query (server paging, search and filter)', () => {
  it('asks for one page, newest first being the server’s order', () => {
    expect(subscriberListQuery({ search: '', status: 'all', page: 1 })).toEqual({ limit: SUBSCRIBERS_PAGE_SIZE, offset: 0 });
    expect(subscriberListQuery({ search: '', status: 'all', page: 3 })).toEqual({ limit: SUBSCRIBERS_PAGE_SIZE, offset: 2 * SUBSCRIBERS_PAGE_SIZE });
    expect(subscriberListQuery({ search: '', status: 'all', page: 0 }).offset).toBe(0);
  });

  it('sends the trimmed search and a status, never "all"', () => {
    expect(subscriberListQuery({ search: '  ada@ ', status: SubscriberStatus.Confirmed, page: 1 })).toEqual({
      limit: SUBSCRIBERS_PAGE_SIZE,
      offset: 0,
      q: 'ada@',
      status: 'confirmed',
    });
    expect(subscriberListQuery({ search: '   ', status: 'all', page: 1 })).not.toHaveProperty('q');
    expect(subscriberListQuery({ search: 'x'.repeat(500), status: 'all', page: 1 }).q).toHaveLength(200);
  });

  it('falls back to the last page when the view shrinks', () => {
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(20)).toBe(1);
    expect(lastPageOf(21)).toBe(2);
  });

  it('offers every status with its label, after All statuses', () => {
    expect(SUBSCRIBER_STATUS_FILTER_OPTIONS).toEqual([
      { value: 'all', label: 'All statuses' },
      { value: 'pending', label: 'Pending' },
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'unsubscribed', label: 'Unsubscribed' },
    ]);
  });

  it('keeps its query keys under the remote’s name, so an erase refreshes the list and the counts together', () => {
    const page = subscriberKeys.page({ search: 'a', status: 'all', page: 2 });
    expect(page.slice(0, subscriberKeys.all.length)).toEqual([...subscriberKeys.all]);
    expect(subscriberKeys.summary().slice(0, subscriberKeys.all.length)).toEqual([...subscriberKeys.all]);
    expect(subscriberKeys.all[0]).toBe('mfe-automation');
  });
});

describe('dates in words', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [45 * 24 * 3600, 'last month'],
    [400 * 24 * 3600, 'last year'],
    [-120, 'just now'],
  ])('%i seconds ago reads "%s"', (seconds, words) => {
    expect(timeAgo(ago(seconds), NOW)).toBe(words);
  });

  it('says so for a date it cannot read', () => {
    expect(timeAgo('not a date', NOW)).toBe('at an unknown time');
  });
});

describe('what a row says of its subscriber', () => {
  it('shows why a pending subscriber’s confirmation did not go, as a problem', () => {
    const reason = 'Email is not configured: set GMAIL_USER and GMAIL_APP_PASSWORD';
    expect(subscriberDetail(subscriber({ confirmationError: reason }), NOW)).toEqual({ text: reason, problem: true });
  });

  it('says when the confirmation went, or that it has not yet', () => {
    expect(subscriberDetail(subscriber({ confirmationSentAt: ago(120) }), NOW)).toEqual({ text: 'Confirmation mail sent 2 minutes ago', problem: false });
    expect(subscriberDetail(subscriber(), NOW)).toEqual({ text: 'Confirmation mail not sent yet', problem: false });
  });

  it('says when a subscriber confirmed or left', () => {
    expect(subscriberDetail(subscriber({ status: SubscriberStatus.Confirmed, confirmedAt: ago(3 * 3600) }), NOW)).toEqual({
      text: 'Confirmed 3 hours ago',
      problem: false,
    });
    expect(subscriberDetail(subscriber({ status: SubscriberStatus.Confirmed }), NOW).text).toBe('Confirmed');
    expect(subscriberDetail(subscriber({ status: SubscriberStatus.Unsubscribed, unsubscribedAt: ago(24 * 3600) }), NOW).text).toBe('Unsubscribed yesterday');
  });

  it('tells an empty list from an empty search', () => {
    expect(subscribersEmptyText({ search: '', status: 'all' })).toBe('No subscribers yet. Sign-ups from the newsletter form appear here.');
    expect(subscribersEmptyText({ search: ' ', status: 'all' })).toBe('No subscribers yet. Sign-ups from the newsletter form appear here.');
    expect(subscribersEmptyText({ search: 'zed', status: 'all' })).toBe('No subscribers match this search or filter.');
    expect(subscribersEmptyText({ search: '', status: SubscriberStatus.Pending })).toBe('No subscribers match this search or filter.');
  });
});
