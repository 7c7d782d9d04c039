/**
 * The only routes that answer without an admin session (spec §6, §7). A route is public when its
 * handler carries @Public(); this list is what may carry it. api/test/routes walks every registered
 * route and fails when a route outside this list answers without a session, or when a route here is
 * no longer registered. Paths are Nest route paths with the global prefix (`:id` parameters).
 */
export interface PublicRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  why: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { method: 'GET', path: '/api/episodes', why: 'public episode list (published only)' },
  { method: 'GET', path: '/api/episodes/:id', why: 'one published episode (the public episode page)' },
  { method: 'GET', path: '/api/episodes/:id/approved-video', why: 'the player of a published episode' },
  { method: 'POST', path: '/api/episodes/:id/play', why: 'counts a play of a published episode' },
  { method: 'POST', path: '/api/newsletter', why: 'newsletter sign-up form' },
  { method: 'GET', path: '/api/health', why: 'load balancer and uptime checks' },
  { method: 'POST', path: '/api/admin/login', why: 'starts a session' },
  { method: 'POST', path: '/api/admin/logout', why: 'ends a session (harmless without one)' },
  { method: 'GET', path: '/api/media/file/*key', why: 'signed, expiring media links: the signature is the credential' },
  { method: 'GET', path: '/api/unsubscribe/:token', why: 'email unsubscribe link: the signed token is the credential' },
  { method: 'POST', path: '/api/unsubscribe/:token', why: 'email one-click unsubscribe (RFC 8058): the signed token is the credential' },
];

/** Documentation served by @nestjs/swagger outside Nest's controllers: shapes only, never data. */
export const PUBLIC_DOCUMENTATION_PATHS: readonly string[] = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];

export const isPublicRoute = (method: string, path: string): boolean =>
  PUBLIC_ROUTES.some((route) => route.method === method.toUpperCase() && route.path === path);
