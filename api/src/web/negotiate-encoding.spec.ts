import { negotiateEncoding } from './negotiate-encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('answers no header with the identity', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('only picks codings that are available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined();
  });
});
