import { apiClient } from '@podcast/web-kit';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the Account security screen, in one place. */
export const accountKeys = {
  twoFactor: ['admin-shell', 'account', 'two-factor'] as const,
  requireSetting: ['admin-shell', 'settings', 'two-factor'] as const,
};

export const useTwoFactorStatus = () => useQuery({ queryKey: accountKeys.twoFactor, queryFn: () => apiClient.get('/api/admin/account/two-factor') });

export const useRequireSetting = (enabled: boolean) =>
  useQuery({ queryKey: accountKeys.requireSetting, queryFn: () => apiClient.get('/api/admin/settings/two-factor'), enabled });
