import { useQuery } from '@tanstack/react-query';
import { apiRequestOrNull } from './api-client';

export interface AdminSession {
  id: number;
  email: string;
}

export const SESSION_QUERY_KEY = ['admin', 'me'] as const;

/**
 * The admin session check (GET /api/admin/me), shared by the shell and every remote through the one
 * QueryClient: not retried, and a failure means "not logged in" (spec §6).
 */
export function useAdminSession(): { admin: AdminSession | null; isLoading: boolean; isLoggedIn: boolean } {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => apiRequestOrNull<AdminSession>('/api/admin/me').catch(() => null),
    retry: false,
  });
  const admin = query.data ?? null;
  return { admin, isLoading: query.isLoading, isLoggedIn: admin !== null };
}
