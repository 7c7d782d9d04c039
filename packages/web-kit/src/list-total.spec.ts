import { totalFrom } from './list-total';

describe('totalFrom', () => {
  it('reads X-Total-Count', () => {
    expect(totalFrom(new Headers({ 'X-Total-Count': '42' }), 0, 25)).toBe(42);
    expect(totalFrom(new Headers({ 'X-Total-Count': '0' }), 0, 0)).toBe(0);
  });

  it('falls back to what the page proves when the header is missing or unusable', () => {
    expect(totalFrom(new Headers(), 25, 3)).toBe(28);
    expect(totalFrom(new Headers({ 'X-Total-Count': 'many' }), 20, 20)).toBe(40);
    expect(totalFrom(new Headers({ 'X-Total-Count': '-1' }), 0, 5)).toBe(5);
    expect(totalFrom(new Headers({ 'X-Total-Count': '2.5' }), 0, 5)).toBe(5);
  });
});
