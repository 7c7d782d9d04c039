import { gridOrder } from './grid-order';

const order = (expanded: string[], columns: number, items = ['A', 'B', 'C', 'D', 'E', 'F', 'G']) =>
  gridOrder(items, (item) => expanded.includes(item), columns).join('');

describe('gridOrder', () => {
  it('keeps the order when nothing is expanded, or with one column', () => {
    expect(order([], 3)).toBe('ABCDEFG');
    expect(order(['B', 'E'], 1)).toBe('ABCDEFG');
  });

  it('places a card expanded mid-row after the cards that fill its row', () => {
    expect(order(['B'], 3)).toBe('ACDBEFG');
    expect(order(['C'], 3)).toBe('ABDCEFG');
    expect(order(['B'], 2)).toBe('ACBDEFG');
  });

  it('leaves a card expanded at the start of a row where it is', () => {
    expect(order(['A'], 3)).toBe('ABCDEFG');
    expect(order(['D'], 3)).toBe('ABCDEFG');
  });

  it('keeps two cards expanded in one row in their order, after the row', () => {
    expect(order(['B', 'C'], 3)).toBe('ADEBCFG');
  });

  it('puts an expanded card of the last, short row at the end', () => {
    expect(order(['G'], 3)).toBe('ABCDEFG');
    expect(order(['F'], 3, ['A', 'B', 'C', 'D', 'E', 'F'])).toBe('ABCDEF');
    expect(order(['E'], 3, ['A', 'B', 'C', 'D', 'E', 'F'])).toBe('ABCDFE');
  });

  it('loses and duplicates nothing', () => {
    const items = Array.from({ length: 20 }, (_, index) => String.fromCharCode(65 + index));
    const result = gridOrder(items, (item) => 'BHIO'.includes(item), 3);
    expect([...result].sort()).toEqual(items);
  });
});
