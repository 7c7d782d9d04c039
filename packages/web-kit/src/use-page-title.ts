import { useEffect } from 'react';

/**
 * Names the browser tab after what the page shows ("Priya Raman · Admin Dashboard"), so tabs, history
 * and screen readers' page announcements say which guest or episode is open. The previous title comes
 * back when the page goes away.
 */
export function usePageTitle(title: string | undefined, suffix = 'Admin Dashboard'): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = suffix ? `${title} · ${suffix}` : title;
    return () => {
      document.title = previous;
    };
  }, [title, suffix]);
}
