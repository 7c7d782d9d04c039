import { useSyncExternalStore } from 'react';

/** Below antd's `lg` breakpoint (992 px) the sidebar turns into a drawer. */
export const NARROW_SCREEN_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on phones and small tablets; read synchronously on the first render, so the layout never flips after mounting. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
