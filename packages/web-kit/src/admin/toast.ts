import { App } from 'antd';
import { useMemo } from 'react';

export const TOAST_DURATION_SECONDS = 5;

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
}

/**
 * Toasts with one slot (a new one replaces the old) lasting 5000 ms (spec §8, §9); `error` is the
 * destructive variant. Works in the shell and in a standalone remote alike (AdminProviders sets the slot).
 */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (kind: 'success' | 'error' | 'info') => (title: string, description?: string) =>
      notification[kind]({ title, description, duration: TOAST_DURATION_SECONDS, placement: 'topRight', role: kind === 'error' ? 'alert' : 'status' });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [notification]);
}
