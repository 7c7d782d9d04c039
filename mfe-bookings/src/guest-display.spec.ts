import { emailBreakParts, EMPTY_VALUE } from './guest-display';

describe('how Guest Bookings shows values (issue 29)', () => {
  it('breaks an email only after "@" and dots', () => {
    expect(emailBreakParts('maximiliana.featherstonehaugh@enterprise-solutions.example.com')).toEqual([
      'maximiliana.',
      'featherstonehaugh@',
      'enterprise-solutions.',
      'example.',
      'com',
    ]);
    expect(emailBreakParts('ada@x')).toEqual(['ada@', 'x']);
    expect(emailBreakParts('')).toEqual([]);
  });

  it('has one word for an empty value', () => {
    expect(EMPTY_VALUE).toBe('N/A');
  });
});
