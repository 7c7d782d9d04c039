import { announceChange, apiClient, reads, totalFrom } from '@podcast/web-kit';
import type { BookingDto, BookingStatus, BookingUpdateResultDto, OutreachStatus } from '@podcast/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyStatusChange, BOOKINGS_PAGE_SIZE, bookingListQuery, type BookingListPage, type BookingListParams } from './booking-list';

/** The booking as GET /api/admin/bookings returns it: generated from the API's OpenAPI document. */
export type { BookingDto, BookingUpdateResultDto };

/** The guest form's fields (spec §3): all strings. */
export interface GuestFormValues {
  name: string;
  email: string;
  company: string;
  position: string;
  websiteUrl: string;
  socialMediaUrl: string;
}

export type BookingCreateBody = GuestFormValues & { outreachStatus: OutreachStatus; bookingStatus: BookingStatus };

/** A status change from the inline dropdowns: one field with its new value (spec §7). */
export type StatusChange = { outreachStatus: OutreachStatus } | { bookingStatus: BookingStatus };

/** The remote's query keys, under its own name (what other remotes change reaches them through `reads`). */
export const bookingKeys = {
  all: ['mfe-bookings'] as const,
  /** Every cached page of every view: what a write invalidates. */
  lists: () => [...bookingKeys.all, 'list'] as const,
  page: (params: BookingListParams) => [...bookingKeys.lists(), params] as const,
  ghlStatus: () => [...bookingKeys.all, 'ghl-status'] as const,
};

/** One page of a view from the server; the previous page stays on screen while the next loads. */
export function useBookingsPage(params: BookingListParams) {
  return useQuery({
    queryKey: bookingKeys.page(params),
    ...reads('bookings'),
    queryFn: async ({ signal }): Promise<BookingListPage> => {
      const { data, headers } = await apiClient.getWithHeaders('/api/admin/bookings', { params: { query: bookingListQuery(params) }, signal });
      return { rows: data, total: totalFrom(headers, (Math.max(1, params.page) - 1) * BOOKINGS_PAGE_SIZE, data.length), page: params.page };
    },
    placeholderData: keepPreviousData,
  });
}

/** Spec §7: fetched, its result unused (kept so the integration's status is warm in the cache). */
export function useGhlStatus() {
  return useQuery({ queryKey: bookingKeys.ghlStatus(), queryFn: ({ signal }) => apiClient.get('/api/admin/ghl-status', { signal }) });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingCreateBody) => apiClient.post('/api/admin/bookings', { body }),
    // A new guest's statuses fire the automation rules: the run history changes too.
    onSuccess: () => announceChange(queryClient, ['bookings', 'automation-runs']),
  });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: GuestFormValues }) =>
      apiClient.patch('/api/admin/bookings/{id}', { params: { path: { id } }, body: values }),
    onSuccess: () => announceChange(queryClient, ['bookings', 'automation-runs']),
  });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete('/api/admin/bookings/{id}', { params: { path: { id } } }),
    onSuccess: () => announceChange(queryClient, ['bookings', 'automation-runs']),
  });
}

/**
 * A guest's portrait (issue 16, docs/artwork.md): upload (multipart field `image`) or removal. Each
 * answers the whole guest; the lists, and other apps that read bookings (the episode page's
 * guest), refresh through the `bookings` data change.
 */
export function usePortraitMutations(id: number) {
  const queryClient = useQueryClient();
  const changed = () => announceChange(queryClient, ['bookings']);
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append('image', file);
        return apiClient.post('/api/admin/bookings/{id}/portrait', { params: { path: { id } }, body });
      },
      onSuccess: changed,
    }),
    remove: useMutation({
      mutationFn: () => apiClient.delete('/api/admin/bookings/{id}/portrait', { params: { path: { id } } }),
      onSuccess: changed,
    }),
  };
}

/** One inline status change: the guest as the row showed it, and for an Undo no automation (issue 29). */
export interface StatusChangeRequest {
  booking: BookingDto;
  change: StatusChange;
  /** An Undo puts a status back: its rules do not fire again (runAutomation: false). */
  undo?: boolean;
}

/**
 * Spec §4: a status change shows at once in the list, is rolled back on error, and the list is
 * refetched either way.
 */
export function useChangeBookingStatus(onFailure: (error: unknown) => void, onSaved?: (result: BookingUpdateResultDto, request: StatusChangeRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, change, undo = false }: StatusChangeRequest) =>
      apiClient.patch('/api/admin/bookings/{id}', { params: { path: { id: booking.id } }, body: undo ? { ...change, runAutomation: false } : change }),
    // Issue 12: the answer says what automation the change queued; the page names it.
    onSuccess: (result, request) => onSaved?.(result, request),
    onMutate: async ({ booking, change }) => {
      await queryClient.cancelQueries({ queryKey: bookingKeys.lists() });
      const previous = queryClient.getQueriesData<BookingListPage>({ queryKey: bookingKeys.lists() });
      for (const [key, page] of previous) {
        const params = key[2] as BookingListParams | undefined;
        if (page && params) queryClient.setQueryData<BookingListPage>(key, applyStatusChange(page, params.showArchive, booking.id, change));
      }
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
      // Spec §8: the failure is logged; the toast tells the admin why the badge went back.
      console.warn('Status change failed', error);
      onFailure(error);
    },
    onSettled: () => announceChange(queryClient, ['bookings', 'automation-runs']),
  });
}
