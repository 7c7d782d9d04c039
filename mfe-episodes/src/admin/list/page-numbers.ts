/** A numbered page button, or a gap ("…") standing for the pages left out between two of them. */
export type PageSlot = number | 'gap-before' | 'gap-after';

/** Up to this many pages every number is shown, as spec §2's numbered buttons. */
const SHOW_ALL_UP_TO = 9;

/**
 * The numbered buttons of the pager: all of them for a short list; for a long one the first and the
 * last page, the current page with one either side, and a gap for the rest. A catalogue of 50,000
 * episodes drew 3,334 buttons (issue 18, docs/performance.md); this keeps it at most nine.
 */
export function pageNumbers(current: number, count: number): PageSlot[] {
  if (count <= SHOW_ALL_UP_TO) return Array.from({ length: count }, (_, index) => index + 1);
  // Near either end the window runs to it, so a gap never hides a single page.
  const nearStart = current <= 4;
  const nearEnd = current >= count - 3;
  const start = nearStart ? 2 : nearEnd ? count - 4 : current - 1;
  const end = nearEnd ? count - 1 : nearStart ? Math.max(5, current + 1) : current + 1;
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap-before');
  for (let number = start; number <= end; number += 1) slots.push(number);
  if (end < count - 1) slots.push('gap-after');
  slots.push(count);
  return slots;
}
