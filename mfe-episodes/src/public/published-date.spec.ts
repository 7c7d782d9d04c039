import { formatPublishedDate } from './published-date';

describe('formatPublishedDate', () => {
  it('writes the date in words in the given locale', () => {
    expect(formatPublishedDate('2026-11-15T12:00:00Z', 'Not specified', 'en-US')).toBe('November 15, 2026');
    expect(formatPublishedDate(new Date('2026-11-15T12:00:00Z'), 'Not specified', 'en-GB')).toBe('15 November 2026');
  });

  it('uses the visitor locale by default', () => {
    expect(formatPublishedDate('2026-02-03T12:00:00Z', 'x')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date('2026-02-03T12:00:00Z')),
    );
  });

  it('falls back when the date is missing or invalid', () => {
    expect(formatPublishedDate(null, 'Not specified')).toBe('Not specified');
    expect(formatPublishedDate('', 'Not specified')).toBe('Not specified');
    expect(formatPublishedDate('not a date', 'Not specified')).toBe('Not specified');
  });
});
