/** @jest-environment node */
import type { SiteConfigDto } from '@podcast/contracts';
import { DEFAULT_FOLLOW, loadSiteConfig, parseSiteConfig } from './site-config';

describe('parseSiteConfig', () => {
  it('keeps http(s) social links and drops anything else', () => {
    expect(parseSiteConfig({ social: { x: 'https://x.com/show', linkedin: null, youtube: 'javascript:alert(1)' } }).social).toEqual({
      x: 'https://x.com/show',
    });
    expect(parseSiteConfig({ social: { linkedin: 'http://linkedin.com/company/show' } }).social).toEqual({ linkedin: 'http://linkedin.com/company/show' });
  });

  it('falls back to no buttons but the feeds when the file is missing or malformed', () => {
    expect(parseSiteConfig(null)).toEqual({ social: {}, follow: DEFAULT_FOLLOW });
    expect(parseSiteConfig({ social: 'nope', follow: 'nope' })).toEqual({ social: {}, follow: DEFAULT_FOLLOW });
    expect(parseSiteConfig([])).toEqual({ social: {}, follow: DEFAULT_FOLLOW });
  });

  it('reads the follow links as the server writes them', () => {
    const follow = {
      applePodcasts: 'https://podcasts.apple.com/us/podcast/learn-from-the-best/id123',
      spotify: 'https://open.spotify.com/show/abc',
      youtube: 'https://www.youtube.com/@learnfromthebest',
      rss: '/feed.xml',
      rssAudio: '/feed/audio.xml',
    };
    expect(parseSiteConfig({ social: { x: null, linkedin: null, youtube: null }, follow })).toEqual({ social: {}, follow });
  });

  it('hides an app whose link is unset or not http(s), and keeps the feeds', () => {
    const { follow } = parseSiteConfig({
      follow: { applePodcasts: null, spotify: 'javascript:alert(1)', youtube: 'ftp://example.com/show', rss: '/feed.xml', rssAudio: '/feed/audio.xml' },
    });
    expect(follow).toEqual(DEFAULT_FOLLOW);
    expect(parseSiteConfig({ follow: { spotify: 'https://open.spotify.com/show/a b', youtube: 42 } }).follow).toEqual(DEFAULT_FOLLOW);
  });

  it('takes the feeds only as paths on this origin, else the defaults', () => {
    const feeds = (rss: unknown, rssAudio: unknown) => {
      const { follow } = parseSiteConfig({ follow: { rss, rssAudio } });
      return [follow.rss, follow.rssAudio];
    };
    expect(feeds('/podcast/feed.xml', '/podcast/audio.xml?x=1')).toEqual(['/podcast/feed.xml', '/podcast/audio.xml?x=1']);
    expect(feeds('https://evil.example/feed.xml', 'javascript:alert(1)')).toEqual(['/feed.xml', '/feed/audio.xml']);
    expect(feeds('//evil.example/feed.xml', '/\\evil.example/audio.xml')).toEqual(['/feed.xml', '/feed/audio.xml']);
    expect(feeds('feed.xml', '/feed audio.xml')).toEqual(['/feed.xml', '/feed/audio.xml']);
    expect(feeds(null, undefined)).toEqual(['/feed.xml', '/feed/audio.xml']);
  });
});

describe('loadSiteConfig', () => {
  it('reads /config/site.json once through the API client and keeps only the links it may show', async () => {
    const answer: SiteConfigDto = {
      social: { x: 'https://x.com/show', linkedin: null, youtube: 'javascript:alert(1)' },
      follow: { applePodcasts: null, spotify: 'https://open.spotify.com/show/abc', youtube: null, rss: '/feed.xml', rssAudio: '/feed/audio.xml' },
    };
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const expected = { social: { x: 'https://x.com/show' }, follow: { spotify: 'https://open.spotify.com/show/abc', ...DEFAULT_FOLLOW } };
    await expect(loadSiteConfig()).resolves.toEqual(expected);
    await expect(loadSiteConfig()).resolves.toEqual(expected);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/config/site.json');
  });
});
