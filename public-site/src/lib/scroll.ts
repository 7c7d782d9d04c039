/** Smooth scrolling as the spec asks, instant for visitors who prefer reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** Scrolls to the element with this id; false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}

/**
 * Keeps a section in view while content above it is still loading (the federated episode grid
 * replaces its placeholders), until the visitor scrolls themselves or maxMs pass.
 */
export function keepSectionInView(id: string, maxMs = 4000): () => void {
  scrollToSection(id);
  let stopped = false;
  const stop = () => {
    stopped = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.removeEventListener(type, stop);
  };
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (!stopped) document.getElementById(id)?.scrollIntoView({ block: 'start' });
        });
  observer?.observe(document.body);
  const timer = window.setTimeout(stop, maxMs);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.addEventListener(type, stop, { passive: true });
  return stop;
}
