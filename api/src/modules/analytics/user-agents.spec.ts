import { appOf, isBot, isDownload, isProbeRange } from './user-agents';

const APPLE_PODCASTS = 'Podcasts/1650.20 CFNetwork/1408.0.4 Darwin/22.5.0';
const CORE_MEDIA = 'AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4_1 like Mac OS X; en_us)';
const SPOTIFY = 'Spotify/8.8.40 iOS/16.5 (iPhone15,2)';
const OVERCAST = 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)';
const POCKET_CASTS = 'Pocket Casts';
const CASTRO = 'Castro 2022.10/1290 Like iTunes';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('user agents (IAB v2 download rules)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
    'curl/8.5.0',
    'python-requests/2.31',
    'Overcast/1.0 Podcast Sync (123 subscribers; feed-id=1; +http://overcast.fm/)',
    'PocketCasts/1.0 (Pocket Casts Feed Parser; +http://pocketcasts.com/)',
    'iTMS',
  ])('treats %s as a bot', (agent) => {
    expect(isBot(agent)).toBe(true);
  });

  it.each([
    [APPLE_PODCASTS, 'Apple Podcasts'],
    [CORE_MEDIA, 'Apple Podcasts'],
    [SPOTIFY, 'Spotify'],
    [OVERCAST, 'Overcast'],
    [POCKET_CASTS, 'Pocket Casts'],
    [CASTRO, 'Castro'],
    [CHROME, 'Browser'],
    ['SomethingElse/1.0', 'Other'],
  ])('names the app of %s: %s', (agent, app) => {
    expect(isBot(agent)).toBe(false);
    expect(appOf(agent)).toBe(app);
  });

  it('takes a Range of at most two bytes for a probe', () => {
    expect(isProbeRange('bytes=0-1')).toBe(true);
    expect(isProbeRange('bytes=0-0')).toBe(true);
    expect(isProbeRange('bytes=500-501')).toBe(true);
    expect(isProbeRange('bytes=0-2')).toBe(false);
    expect(isProbeRange('bytes=0-')).toBe(false);
    expect(isProbeRange('bytes=0-1,5-6')).toBe(false);
    expect(isProbeRange(undefined)).toBe(false);
  });

  it('counts GETs from listeners only: no HEAD, no bot, no empty agent, no probe', () => {
    expect(isDownload({ method: 'GET', userAgent: CORE_MEDIA })).toBe(true);
    expect(isDownload({ method: 'GET', userAgent: CORE_MEDIA, range: 'bytes=0-99999' })).toBe(true);
    expect(isDownload({ method: 'GET', userAgent: CORE_MEDIA, range: 'bytes=0-1' })).toBe(false);
    expect(isDownload({ method: 'HEAD', userAgent: CORE_MEDIA })).toBe(false);
    expect(isDownload({ method: 'GET', userAgent: 'Googlebot/2.1' })).toBe(false);
    expect(isDownload({ method: 'GET', userAgent: '  ' })).toBe(false);
  });

  it('takes a headless browser for a listener when it plays, never for a download', () => {
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36';
    expect(isBot(headless)).toBe(false);
    expect(isDownload({ method: 'GET', userAgent: headless })).toBe(false);
  });
});
