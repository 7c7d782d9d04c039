import { isPublicRoute, PUBLIC_DOCUMENTATION_PATHS, PUBLIC_ROUTES } from '../../src/common/public-routes';
import { createTestApp, type TestApp } from '../harness/test-app';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

interface Route {
  method: string;
  path: string;
}

/**
 * Every method + path registered on the Express router (Nest controllers, the docs). Nest registers
 * each handler as a route of one method; a route of every method (Express's app.all) is the
 * adapter's 404 for a path outside the global prefix (`POST /feed.xml`), not a handler.
 */
function registeredRoutes(t: TestApp): Route[] {
  const instance = t.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const seen = new Map<string, Route>();
  for (const layer of instance.router.stack) {
    if (!layer.route || Object.keys(layer.route.methods).length > 1) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (!on || method === '_all') continue;
      const route = { method: method.toUpperCase(), path: layer.route.path };
      seen.set(`${route.method} ${route.path}`, route);
    }
  }
  return [...seen.values()];
}

/** A concrete URL for a route pattern: every `:param` and `*wildcard` gets a dummy value. */
const concrete = (path: string) => path.replace(/:\w+/g, '1').replace(/\*\w+/g, 'dummy/file.mp4');

const GUARD_MESSAGE = 'Authentication required';

const isDocumentation = (path: string) => PUBLIC_DOCUMENTATION_PATHS.some((doc) => path === doc || path.startsWith(`${doc}/`));

describe('every route needs an admin session unless it is declared public', () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t);
  });
  afterAll(() => t.close());

  it('finds the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/episodes' });
  });

  it('sees the feeds, episode pages and stable media as Nest routes outside /api, the API keeping its prefix', () => {
    for (const path of [
      '/feed.xml',
      '/feed/audio.xml',
      '/sitemap.xml',
      '/sitemap-:n.xml',
      '/robots.txt',
      '/podcast/artwork.jpg',
      '/podcast/episodes/:id/:file',
      '/episodes/:episodeId',
      '/media/*key',
    ]) {
      expect(routes).toContainEqual({ method: 'GET', path });
    }
    // The exclusions from the prefix must not catch an API route of a similar pattern.
    expect(routes).toContainEqual({ method: 'GET', path: '/api/episodes/:id' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/media/file/*key' });
    expect(routes).not.toContainEqual({ method: 'GET', path: '/episodes/:id' });
    expect(routes).not.toContainEqual({ method: 'GET', path: '/media/file/*key' });
  });

  it('has no route outside /api that PUBLIC_ROUTES does not declare', () => {
    const outside = routes.filter((route) => !route.path.startsWith('/api/') && !isDocumentation(route.path));
    expect(outside.filter((route) => !isPublicRoute(route.method, route.path))).toEqual([]);
    expect(outside.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session on every route outside PUBLIC_ROUTES (common/public-routes.ts)', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (isPublicRoute(route.method, route.path) || isDocumentation(route.path)) continue;
      const request = t.http()[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options'](concrete(route.path));
      // HEAD and OPTIONS carry no body (the tus routes have both).
      const res = await (['HEAD', 'OPTIONS'].includes(route.method) ? request : request.send({}));
      // The global AdminSessionGuard's own answer, not a handler's 401.
      if (res.status !== 401 || (route.method !== 'HEAD' && res.body.message !== GUARD_MESSAGE))
        leaks.push(`${route.method} ${route.path} answered ${res.status} without a session`);
    }
    expect(leaks).toEqual([]);
  });

  it('has every declared public route registered, answering without a session', async () => {
    const missing: string[] = [];
    for (const declared of PUBLIC_ROUTES) {
      if (!routes.some((route) => route.method === declared.method && route.path === declared.path)) {
        missing.push(`${declared.method} ${declared.path} is declared public but not registered`);
        continue;
      }
      const res = await t.http()[declared.method.toLowerCase() as 'get' | 'post'](concrete(declared.path)).send({});
      // Login may refuse the empty form itself; what matters is that the session guard let it through.
      if (res.status === 401 && res.body.message === GUARD_MESSAGE)
        missing.push(`${declared.method} ${declared.path} is declared public but the session guard refused it`);
    }
    expect(missing).toEqual([]);
  });
});
