import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps the first, the last and the neighbours of the current page of a long list', () => {
    expect(pageNumbers(1, 3334)).toEqual([1, 2, 3, 4, 5, 'gap-after', 3334]);
    expect(pageNumbers(4, 3334)).toEqual([1, 2, 3, 4, 5, 'gap-after', 3334]);
    expect(pageNumbers(100, 3334)).toEqual([1, 'gap-before', 99, 100, 101, 'gap-after', 3334]);
    expect(pageNumbers(3334, 3334)).toEqual([1, 'gap-before', 3330, 3331, 3332, 3333, 3334]);
  });

  it('never shows more than nine slots, and always the current page', () => {
    for (const count of [10, 11, 50, 3334]) {
      for (let current = 1; current <= count; current += Math.max(1, Math.floor(count / 97))) {
        const slots = pageNumbers(current, count);
        expect(slots.length).toBeLessThanOrEqual(9);
        expect(slots).toContain(current);
        expect(slots[0]).toBe(1);
        expect(slots[slots.length - 1]).toBe(count);
      }
    }
  });
});
