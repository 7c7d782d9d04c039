import { useSyncExternalStore } from 'react';

/** The grid's breakpoints in episodes.css: 2 columns from 640 px, 3 from 1024 px. */
const TWO_COLUMNS = '(min-width: 640px)';
const THREE_COLUMNS = '(min-width: 1024px)';

function columns(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  if (window.matchMedia(THREE_COLUMNS).matches) return 3;
  return window.matchMedia(TWO_COLUMNS).matches ? 2 : 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const queries = [TWO_COLUMNS, THREE_COLUMNS].map((query) => window.matchMedia(query));
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

/** How many columns the episode grid has at this window width (follows resizes). */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columns, () => 1);
}
