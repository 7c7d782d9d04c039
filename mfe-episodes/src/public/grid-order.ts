/**
 * The order the grid renders its cards in, so the order on screen is the order in the page (WCAG
 * 2.4.3, 1.3.2). An expanded card takes a whole row; opened in the middle of a row, it would leave a
 * hole there. Instead it is placed after the cards that fill the rest of its row, in the page as on
 * screen, where CSS's `grid-auto-flow: dense` used to move those cards above it on screen only, so
 * Tab went from the player back up the page.
 */
export function gridOrder<T>(items: readonly T[], isExpanded: (item: T) => boolean, columns: number): T[] {
  const ordered: T[] = [];
  let waiting: T[] = [];
  let column = 0;
  for (const item of items) {
    if (!isExpanded(item)) {
      ordered.push(item);
      column = (column + 1) % columns;
      // The row is full: the expanded cards that waited for it come next, each a row of its own.
      if (column === 0 && waiting.length > 0) {
        ordered.push(...waiting);
        waiting = [];
      }
    } else if (column === 0 && waiting.length === 0) {
      ordered.push(item);
    } else {
      waiting.push(item);
    }
  }
  return [...ordered, ...waiting];
}
