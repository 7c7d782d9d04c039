import { RequestMethod } from '@nestjs/common';

/**
 * The only routes that answer without an admin session (spec §6, §7), and the only routes outside
 * /api. A route is public when its handler carries @Public(); this list is what may carry it.
 * api/test/routes walks every registered route and fails when a route outside this list answers
 * without a session, or when a route here is no longer registered. Paths are Nest route paths
 * (`:param`, `*wildcard`) as the router serves them, the global prefix included.
 *
 * Everything else that needs to know which paths are public or server-side derives from this list:
 * the global prefix exclusions (app.setup.ts), the paths the public-site fallback leaves to the
 * router (web/static-web.ts).
 */
export interface PublicRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  path: string;
  why: string;
  /** The route starts or ends a session, so the session middleware runs; other public routes never look one up. */
  session?: true;
  /** A larger body than PUBLIC_BODY_LIMIT (common/hostile-input.ts), e.g. a guest's drawing. */
  bodyLimit?: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { method: 'GET', path: '/api/episodes', why: 'public episode list (published only)' },
  { method: 'GET', path: '/api/episodes/:id', why: 'one published episode (the public episode page)' },
  { method: 'GET', path: '/api/episodes/:id/approved-video', why: 'the player of a published episode' },
  { method: 'GET', path: '/api/episodes/:id/hls/master.m3u8', why: "the HLS master playlist of a published episode's final video" },
  { method: 'GET', path: '/api/episodes/:id/hls/:rung/index.m3u8', why: 'one rung of that HLS ladder (its segments as signed, expiring links)' },
  { method: 'POST', path: '/api/episodes/:id/play', why: 'counts a play of a published episode' },
  { method: 'GET', path: '/api/episodes/:id/text-tracks', why: "the player's chapters and captions of a published episode" },
  { method: 'POST', path: '/api/newsletter', why: 'newsletter sign-up form' },
  { method: 'GET', path: '/api/newsletter/confirm/:token', why: 'newsletter confirmation link (shows a button): the random token is the credential' },
  { method: 'POST', path: '/api/newsletter/confirm/:token', why: 'confirms a newsletter sign-up (double opt-in): the random token is the credential' },
  { method: 'GET', path: '/api/newsletter/unsubscribe/:token', why: 'newsletter unsubscribe link (shows a button): the random token is the credential' },
  { method: 'POST', path: '/api/newsletter/unsubscribe/:token', why: 'newsletter one-click unsubscribe (RFC 8058): the random token is the credential' },
  { method: 'GET', path: '/api/health', why: 'load balancer and uptime checks' },
  { method: 'GET', path: '/api/health/live', why: "orchestrators' liveness probe (no data, no dependency asked)" },
  { method: 'GET', path: '/api/health/ready', why: "orchestrators' readiness probe (which part failed, no details)" },
  {
    method: 'POST',
    path: '/api/staff/invitations/lookup',
    why: "a staff invitation's address and role (the page before the form): the random token is the credential",
  },
  { method: 'POST', path: '/api/staff/invitations/accept', why: 'accepts a staff invitation (name, password): the random token is the credential' },
  { method: 'POST', path: '/api/staff/password-reset', why: 'asks for a password-reset mail (same answer whether or not the address has an account)' },
  { method: 'POST', path: '/api/staff/password-reset/check', why: 'whether a password-reset link can still be used: the random token is the credential' },
  { method: 'POST', path: '/api/staff/password-reset/complete', why: 'sets a new password from a reset link: the random token is the credential' },
  { method: 'POST', path: '/api/admin/login', why: 'starts a session', session: true },
  { method: 'POST', path: '/api/admin/logout', why: 'ends a session (harmless without one)', session: true },
  { method: 'GET', path: '/api/media/file/*key', why: 'signed, expiring media links: the signature is the credential' },
  // Review links (issue 35, docs/review.md): a guest without an account reviews one version of an episode.
  { method: 'GET', path: '/api/review/:token', why: "a review link's page data (one version of one episode): the random token is the credential" },
  {
    method: 'POST',
    path: '/api/review/:token/unlock',
    why: 'unlocks a review link with its passcode (10 tries per 15 min): the random token is the credential',
  },
  { method: 'GET', path: '/api/review/:token/videos/:assetId', why: "fresh signed addresses of a review link's own video: the random token is the credential" },
  {
    method: 'POST',
    path: '/api/review/:token/comments',
    why: "a guest's comment through a review link (rate-limited per link): the random token is the credential",
    bodyLimit: '128kb',
  },
  { method: 'POST', path: '/api/review/:token/decision', why: "a guest's approval or change request: the random token is the credential" },
  { method: 'GET', path: '/api/unsubscribe/:token', why: 'email unsubscribe link: the signed token is the credential' },
  { method: 'POST', path: '/api/unsubscribe/:token', why: 'email one-click unsubscribe (RFC 8058): the signed token is the credential' },
  // Outside /api (docs/distribution.md, docs/media.md): podcast apps, crawlers and <img> tags ask here.
  { method: 'GET', path: '/feed.xml', why: 'the video podcast feed (published episodes only)' },
  { method: 'GET', path: '/feed/audio.xml', why: 'the audio podcast feed (published episodes only)' },
  { method: 'GET', path: '/sitemap.xml', why: 'sitemap index for crawlers' },
  { method: 'GET', path: '/sitemap-:n.xml', why: 'one sitemap file: public pages and published episodes' },
  { method: 'GET', path: '/robots.txt', why: 'crawler rules, pointing at the sitemap' },
  { method: 'GET', path: '/podcast/artwork.jpg', why: 'the show artwork the feeds name' },
  { method: 'GET', path: '/podcast/episodes/:id/:file', why: 'stable enclosure URL of a published episode, and its chapters and transcript files' },
  { method: 'GET', path: '/episodes/:episodeId', why: 'server-rendered page of a published episode' },
  { method: 'GET', path: '/media/*key', why: 'stable media links (posters, form uploads): the signature is the credential' },
  { method: 'GET', path: '/config/remotes.json', why: "the hosts' federation configuration: where each remote's manifest is (public URLs only)" },
  { method: 'GET', path: '/config/site.json', why: "the public site's footer and follow links (public URLs only)" },
  {
    method: 'GET',
    path: '/metrics',
    why: 'Prometheus scrape on the main port: the bearer METRICS_TOKEN is the credential; answers 404 unless METRICS_TOKEN alone is set',
  },
  // CORS preflights of the public documents (web players and feed checkers ask before reading them).
  ...['/feed.xml', '/feed/audio.xml', '/sitemap.xml', '/sitemap-:n.xml', '/podcast/artwork.jpg', '/podcast/episodes/:id/:file'].map((path): PublicRoute => ({
    method: 'OPTIONS',
    path,
    why: 'CORS preflight of a public feed or file (no data, headers only)',
  })),
];

/** Documentation served by @nestjs/swagger outside Nest's controllers: shapes only, never data. */
export const PUBLIC_DOCUMENTATION_PATHS: readonly string[] = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];

export const isPublicRoute = (method: string, path: string): boolean =>
  PUBLIC_ROUTES.some((route) => route.method === method.toUpperCase() && route.path === path);

const API_PREFIX = '/api';

const isUnderApi = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/** The public routes served outside the /api prefix. */
export const ROUTES_OUTSIDE_API: readonly PublicRoute[] = PUBLIC_ROUTES.filter((route) => !isUnderApi(route.path));

/**
 * The routes Nest serves without its global prefix, for `setGlobalPrefix('api', { exclude })`. Nest
 * matches an exclusion against each controller's route *pattern*, so `/episodes/:episodeId` as a
 * pattern would also strip the prefix from the API's `episodes/:id` (and `/media/*key` from
 * `media/file/*key`). Each exclusion is therefore the route pattern escaped as literal text: it
 * matches the one route declared with exactly that pattern. Hence also the page's own parameter
 * name: `/episodes/:episodeId` is not the API's `/episodes/:id`.
 */
export function globalPrefixExclusions(): Array<{ path: string; method: RequestMethod }> {
  return ROUTES_OUTSIDE_API.map((route) => ({ path: route.path.replace(/[:*{}()[\]?+!\\]/g, '\\$&'), method: RequestMethod[route.method] }));
}

/**
 * A request-path matcher for a route pattern, matching like Express's router does (case-insensitive,
 * an optional trailing slash): `:name` is one non-empty segment, `*name` one or more segments.
 */
export function routePattern(path: string): RegExp {
  const source = path
    .split(/(:\w+|\*\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.startsWith('*') ? '.+' : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const MATCHERS = PUBLIC_ROUTES.map((route) => ({ route, pattern: routePattern(route.path) }));

/** The declared public route a request reaches (a GET route answers HEAD too), if any. */
export function publicRouteOf(method: string, path: string): PublicRoute | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return MATCHERS.find(({ route, pattern }) => route.method === verb && pattern.test(path))?.route;
}

/** Public reads and writes that never need the session store (the hot path of the public site). */
export function isSessionFreeRequest(method: string, path: string): boolean {
  const route = publicRouteOf(method, path);
  return route !== undefined && !route.session;
}
