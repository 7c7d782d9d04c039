import { emailBreakParts } from './email-text';
import { EMPTY_VALUE } from './format';

describe('how admin screens show emails and empty values (issue 29)', () => {
  it('breaks an email only after "@" and dots', () => {
    expect(emailBreakParts('maximiliana.featherstonehaugh@enterprise-solutions.example.com')).toEqual([
      'maximiliana.',
      'featherstonehaugh@',
      'enterprise-solutions.',
      'example.',
      'com',
    ]);
    expect(emailBreakParts('ada@x')).toEqual(['ada@', 'x']);
    expect(emailBreakParts('ada')).toEqual(['ada']);
    expect(emailBreakParts('')).toEqual([]);
  });

  it('has one word for an empty value', () => {
    expect(EMPTY_VALUE).toBe('N/A');
  });
});
