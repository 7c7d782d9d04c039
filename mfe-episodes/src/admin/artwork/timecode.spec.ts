import { formatPlayerTime } from '@podcast/web-kit';
import { parseTimecode } from './timecode';

describe('parseTimecode', () => {
  it.each([
    ['0', 0],
    ['75', 75],
    ['75.5', 75.5],
    ['12,25', 12.25],
    ['1:15', 75],
    ['0:03', 3],
    ['12:34.5', 754.5],
    ['1:02:03', 3723],
    ['  2:00 ', 120],
    ['90:00', 5400],
  ])('reads %j as %d seconds', (text, seconds) => {
    expect(parseTimecode(text)).toBe(seconds);
  });

  it.each(['', '   ', 'abc', '-5', '1:60', '1:75', '1:60:00', '1::5', ':30', '1:2:3:4', '1.5:00', '5s', '0x10'])('refuses %j', (text) => {
    expect(parseTimecode(text)).toBeNull();
  });
});

describe('what the time-code field reads back', () => {
  it('reads every time the player shows (m:ss, minutes past 59 too)', () => {
    for (const seconds of [0, 59, 60, 61, 599, 3599, 3600, 7322]) expect(parseTimecode(formatPlayerTime(seconds))).toBe(seconds);
  });
});
