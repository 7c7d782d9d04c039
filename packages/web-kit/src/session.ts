import type { AdminMeDto } from '@podcast/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './typed-api';

/** The admin of the session, as GET /api/admin/me answers. */
export type AdminSession = AdminMeDto;

export const SESSION_QUERY_KEY = ['web-kit', 'session'] as const;

/**
 * The admin session check (GET /api/admin/me), shared by the shell and every remote through the one
 * QueryClient: not retried, and a failure means "not logged in" (spec §6).
 */
export function useAdminSession(): { admin: AdminSession | null; isLoading: boolean; isLoggedIn: boolean } {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => apiClient.getOrNull('/api/admin/me').catch(() => null),
    retry: false,
  });
  const admin = query.data ?? null;
  return { admin, isLoading: query.isLoading, isLoggedIn: admin !== null };
}
