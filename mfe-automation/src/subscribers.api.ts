import { apiClient } from '@podcast/web-kit';
import type { SubscriberDto, SubscriberSummaryDto } from '@podcast/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIBERS_PAGE_SIZE, subscriberListQuery, totalFrom, type SubscriberListPage, type SubscriberListParams } from './subscriber-list';

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

/** Erasure (DELETE …/subscribers/{id}): the address and its history are gone; the list and the counts refresh. */
export function useEraseSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete('/api/admin/newsletter/subscribers/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}
