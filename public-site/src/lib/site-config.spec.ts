import { parseSiteConfig } from './site-config';

describe('parseSiteConfig', () => {
  it('keeps http(s) social links and drops anything else', () => {
    expect(parseSiteConfig({ social: { x: 'https://x.com/show', linkedin: null, youtube: 'javascript:alert(1)' } })).toEqual({
      social: { x: 'https://x.com/show' },
    });
    expect(parseSiteConfig({ social: { linkedin: 'http://linkedin.com/company/show' } })).toEqual({ social: { linkedin: 'http://linkedin.com/company/show' } });
  });

  it('falls back to no buttons when the file is missing or malformed', () => {
    expect(parseSiteConfig(null)).toEqual({ social: {} });
    expect(parseSiteConfig({ social: 'nope' })).toEqual({ social: {} });
  });
});
