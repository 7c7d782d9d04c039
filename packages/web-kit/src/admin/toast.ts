import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';

export const TOAST_DURATION_SECONDS = 5;

/**
 * Toasts start below the admin header (64 px high) so they never cover its buttons (Logout, the
 * navigation toggle): 64 + 8 px of air.
 */
export const TOAST_TOP_OFFSET = 72;

export interface Toast {
  success: (title: string, description?: ReactNode) => void;
  error: (title: string, description?: ReactNode) => void;
  info: (title: string, description?: ReactNode) => void;
}

/**
 * Toasts with one slot (a new one replaces the old) lasting 5000 ms (spec §8, §9); `error` is the
 * destructive variant. Works in the shell and in a standalone remote alike (AdminProviders sets the slot).
 */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (kind: 'success' | 'error' | 'info') => (title: string, description?: ReactNode) =>
      notification[kind]({ title, description, duration: TOAST_DURATION_SECONDS, placement: 'topRight', role: kind === 'error' ? 'alert' : 'status' });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [notification]);
}
