import { useQuery } from '@tanstack/react-query';
import { apiClient, reads, useAdminSession } from '@podcast/web-kit';

/** A guest from Guest Bookings the Guest Name field offers. */
export interface GuestSuggestion {
  id: number;
  name: string;
  company: string;
}

const SUGGESTIONS = 8;

/**
 * Guests whose name, email or company matches what is typed, active and archived alike (a recorded
 * guest is archived, and they are the ones episodes are about). Only for people who may read Guest
 * Bookings (bookings.read); everyone else types the name without suggestions.
 */
export function useGuestSuggestions(typed: string) {
  const { admin } = useAdminSession();
  const allowed = admin?.permissions.includes('bookings.read') === true;
  const q = typed.trim();
  const query = useQuery({
    queryKey: ['mfe-episodes', 'admin', 'guest-suggestions', q],
    ...reads('bookings'),
    enabled: allowed && q.length > 0,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        [false, true].map((archived) => apiClient.get('/api/admin/bookings', { params: { query: { q, archived, limit: SUGGESTIONS } }, signal })),
      );
      return pages.flat().map((booking): GuestSuggestion => ({ id: booking.id, name: booking.name, company: booking.company }));
    },
  });
  return { allowed, suggestions: query.data ?? [], loading: query.isFetching };
}
