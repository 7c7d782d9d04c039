import { apiClient, reads, totalFrom } from '@podcast/web-kit';
import type { SubscriberDto, SubscriberSummaryDto } from '@podcast/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { issuesRefetchInterval } from './newsletter-issues';
import { SUBSCRIBERS_PAGE_SIZE, subscriberListQuery, type SubscriberListPage, type SubscriberListParams } from './subscriber-list';

export type { SubscriberDto, SubscriberSummaryDto };

/**
 * The Subscribers tab's query keys, under the remote's name. Only this screen shows subscribers, so
 * an erase refreshes these keys (the list and the counts) and announces nothing to other remotes.
 */
export const subscriberKeys = {
  all: ['mfe-automation', 'subscribers'] as const,
  summary: () => [...subscriberKeys.all, 'summary'] as const,
  lists: () => [...subscriberKeys.all, 'list'] as const,
  page: (params: SubscriberListParams) => [...subscriberKeys.lists(), params] as const,
};

/** Counts by status and whether mail can be sent (GET …/subscribers/summary). */
export function useSubscriberSummary() {
  return useQuery({ queryKey: subscriberKeys.summary(), queryFn: ({ signal }) => apiClient.get('/api/admin/newsletter/subscribers/summary', { signal }) });
}

/** One page of a view from the server; the previous page stays on screen while the next loads. */
export function useSubscribersPage(params: SubscriberListParams) {
  return useQuery({
    queryKey: subscriberKeys.page(params),
    queryFn: async ({ signal }): Promise<SubscriberListPage> => {
      const query = subscriberListQuery(params);
      const { data, headers } = await apiClient.getWithHeaders('/api/admin/newsletter/subscribers', { params: { query }, signal });
      return { rows: data, total: totalFrom(headers, query.offset ?? (Math.max(1, params.page) - 1) * SUBSCRIBERS_PAGE_SIZE, data.length), page: params.page };
    },
    placeholderData: keepPreviousData,
  });
}

/** Erasure (DELETE …/subscribers/{id}): the address and its history are gone; the list, the counts and the mailings' counts refresh. */
export function useEraseSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete('/api/admin/newsletter/subscribers/{id}', { params: { path: { id } } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: subscriberKeys.all }), queryClient.invalidateQueries({ queryKey: newsletterIssueKeys.all })]),
  });
}

/** The new-episode mailings' query key, under the remote's name. */
export const newsletterIssueKeys = {
  all: ['mfe-automation', 'newsletter-issues'] as const,
};

/**
 * The new-episode mailings (GET …/newsletter/issues, the last 100, newest first). Publishing or
 * unpublishing an episode elsewhere (Manage Episodes, the editing board) starts or stops one, so the
 * query reads `episodes`; while one is sending it asks again every few seconds, and stops once none is.
 */
export function useNewsletterIssues() {
  return useQuery({
    queryKey: newsletterIssueKeys.all,
    ...reads('episodes'),
    queryFn: ({ signal }) => apiClient.get('/api/admin/newsletter/issues', { signal }),
    refetchInterval: (query) => issuesRefetchInterval(query.state.data),
    // Mail goes out while nobody looks: coming back to the tab shows where it is now.
    refetchOnMount: 'always',
  });
}
