import { formatLocalDate, formatMegabytes, formatPlayerTime } from './format';

describe('formatPlayerTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [754, '12:34'],
    [4500, '75:00'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatPlayerTime(seconds)).toBe(text);
  });
});

describe('formatLocalDate', () => {
  it('falls back for missing or invalid dates', () => {
    expect(formatLocalDate(null)).toBe('N/A');
    expect(formatLocalDate('not a date', 'Not specified')).toBe('Not specified');
    expect(formatLocalDate('2026-01-15T12:00:00Z')).toBe(new Date('2026-01-15T12:00:00Z').toLocaleDateString());
  });
});

describe('formatMegabytes', () => {
  it('rounds to whole MB (spec §9)', () => {
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(1.6 * 1024 * 1024)).toBe('2 MB');
    expect(formatMegabytes(500 * 1024 * 1024)).toBe('500 MB');
  });
});
