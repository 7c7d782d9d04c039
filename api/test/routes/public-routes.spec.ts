import { pathToRegexp } from 'path-to-regexp';
import { globalPrefixExclusions, isSessionFreeRequest, PUBLIC_ROUTES, publicRouteOf, routePattern, ROUTES_OUTSIDE_API } from '../../src/common/public-routes';
import { SERVER_PATHS } from '../../src/web/static-web';
import { PUBLIC_PAGE_PATTERNS } from '../../src/web/web-apps';

/** Sample request paths: routes outside /api, pages of the public site, near misses. */
const SAMPLES = [
  '/feed.xml',
  '/FEED.XML',
  '/feed.xml/',
  '/feed/audio.xml',
  '/sitemap.xml',
  '/sitemap-1.xml',
  '/sitemap-12.xml',
  '/sitemap-.xml',
  '/robots.txt',
  '/podcast/artwork.jpg',
  '/podcast/episodes/7/720p.mp4',
  '/podcast/episodes/7',
  '/episodes/7',
  '/episodes/7/',
  '/episodes/abc',
  '/episodes',
  '/episodes/',
  '/episodes/7/comments',
  '/media/episodes/1/poster.jpg',
  '/media/',
  '/media',
  '/about',
  '/',
];

describe('PUBLIC_ROUTES is the one declaration of the routes outside /api', () => {
  it('matches request paths exactly like the router does (path-to-regexp, as Express 5)', () => {
    for (const route of ROUTES_OUTSIDE_API) {
      const router = pathToRegexp(route.path).regexp;
      for (const sample of SAMPLES) expect([route.path, sample, routePattern(route.path).test(sample)]).toEqual([route.path, sample, router.test(sample)]);
    }
  });

  it('lets the public-site fallback leave every route outside /api to Nest, and nothing else', () => {
    const isServerPath = (path: string) => SERVER_PATHS.some((pattern) => pattern.test(path));
    for (const sample of [
      '/feed.xml',
      '/feed/audio.xml',
      '/sitemap.xml',
      '/sitemap-3.xml',
      '/robots.txt',
      '/podcast/artwork.jpg',
      '/podcast/episodes/7/audio.m4a',
      '/episodes/7',
      '/media/a/b.jpg',
      '/config/remotes.json',
      '/config/site.json',
    ]) {
      expect([sample, isServerPath(sample)]).toEqual([sample, true]);
    }
    for (const sample of ['/', '/episodes', '/episodes/', '/about', '/privacy-policy', '/admin', '/mfe/bookings/x.js', '/config/other.json', '/unknown']) {
      expect([sample, isServerPath(sample)]).toEqual([sample, false]);
    }
    // No page of the public site is claimed by a server route.
    for (const page of ['/', '/episodes', '/about', '/privacy-policy', '/terms-of-service']) {
      expect(PUBLIC_PAGE_PATTERNS.some((pattern) => pattern.test(page))).toBe(true);
      expect(isServerPath(page)).toBe(false);
    }
  });

  it('excludes from the /api prefix exactly the routes declared outside it, as literal patterns', () => {
    const exclusions = globalPrefixExclusions();
    expect(exclusions).toHaveLength(ROUTES_OUTSIDE_API.length);
    expect(ROUTES_OUTSIDE_API.length).toBe(PUBLIC_ROUTES.filter((route) => !route.path.startsWith('/api/')).length);
    for (const exclusion of exclusions) {
      const matcher = pathToRegexp(exclusion.path).regexp;
      const declared = ROUTES_OUTSIDE_API.find((route) => matcher.test(route.path));
      expect(declared).toBeDefined();
      // Nest tests an exclusion against the unprefixed pattern of every controller route: the API's
      // own patterns must not match, or they would lose their /api prefix.
      for (const api of PUBLIC_ROUTES.filter((route) => route.path.startsWith('/api/'))) expect(matcher.test(api.path.slice('/api'.length))).toBe(false);
    }
  });

  it('tells the session middleware which requests skip the session store: public ones, except login and logout', () => {
    const free = [
      'GET /api/episodes',
      'HEAD /api/episodes',
      'GET /api/episodes/5',
      'GET /api/episodes/5/approved-video',
      'GET /api/episodes/5/hls/master.m3u8',
      'GET /api/episodes/5/hls/720p/index.m3u8',
      'POST /api/episodes/5/play',
      'POST /api/newsletter',
      'GET /api/health',
      'GET /api/media/file/episodes/1/a.mp4',
      'GET /api/unsubscribe/t0k',
      'POST /api/unsubscribe/t0k',
    ];
    const needed = [
      'POST /api/episodes',
      'PATCH /api/episodes/5',
      'DELETE /api/episodes/5',
      'POST /api/admin/login',
      'POST /api/admin/logout',
      'GET /api/admin/me',
      'GET /api/admin/episodes',
      'GET /api/media/signed-url/a.mp4',
      'PUT /api/newsletter',
    ];
    const ask = (request: string) => isSessionFreeRequest(...(request.split(' ') as [string, string]));
    expect(free.filter((request) => !ask(request))).toEqual([]);
    expect(needed.filter(ask)).toEqual([]);
  });

  it('tells the body parsers which requests are public (small bodies)', () => {
    for (const request of ['POST /api/admin/login', 'POST /api/newsletter', 'POST /api/episodes/5/play', 'POST /api/unsubscribe/t0k']) {
      expect([request, publicRouteOf(...(request.split(' ') as [string, string]))?.method]).toEqual([request, 'POST']);
    }
    for (const request of ['POST /api/episodes', 'PATCH /api/admin/episodes/5', 'POST /api/admin/bookings']) {
      expect([request, publicRouteOf(...(request.split(' ') as [string, string]))]).toEqual([request, undefined]);
    }
  });
});
