import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../harness/test-app';

/** Writes a minimal build of every app under root, the way `npm run build` lays them out. */
function fakeBuilds(root: string): void {
  const write = (path: string, body: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write('public-site/dist/index.html', '<title>public site</title>');
  write('public-site/dist/main.1234abcd.js', 'console.log("site")');
  write('admin-shell/dist/index.html', '<title>admin shell</title>');
  for (const remote of ['mfe-bookings', 'mfe-automation', 'mfe-editing', 'mfe-episodes']) {
    write(`${remote}/dist/index.html`, `<title>${remote}</title>`);
    write(`${remote}/dist/mf-manifest.json`, `{"name":"${remote}"}`);
    write(`${remote}/dist/remoteEntry.js`, 'var x=1');
    write(`${remote}/dist/chunk.89abcdef.js`, 'var y=2');
  }
}

/** The headers the hosts' runtime configuration is served with: JSON, revalidated on every load, readable from any origin, with the site's security headers. */
function expectConfigHeaders(headers: Record<string, string | undefined>): void {
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers.etag).toMatch(/^W\/"/);
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('one-origin static serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        MFE_EDITING_URL: 'https://cdn.example.com/editing/v7',
        SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/example',
        FOLLOW_SPOTIFY_URL: 'https://open.spotify.com/show/example',
      },
    });
    fakeBuilds(t.config.WEB_ROOT as string);
  });
  afterAll(() => t.close());

  it.each(['/', '/episodes', '/about', '/privacy-policy', '/terms-of-service'])('serves the public site at %s with 200', async (path) => {
    const res = await t.http().get(path).expect(200);
    expect(res.text).toContain('public site');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown public paths with the site and status 404', async () => {
    const res = await t.http().get('/no-such-page').expect(404);
    expect(res.text).toContain('public site');
  });

  it('serves the admin shell at /admin and every /admin/* path', async () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/episodes/42']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('admin shell');
    }
  });

  it('serves each remote under /mfe/<name>/ with CORS, an uncached manifest and immutable hashed files', async () => {
    for (const [key, folder] of [
      ['bookings', 'mfe-bookings'],
      ['automation', 'mfe-automation'],
      ['editing', 'mfe-editing'],
      ['episodes', 'mfe-episodes'],
    ]) {
      const manifest = await t.http().get(`/mfe/${key}/mf-manifest.json`).expect(200);
      expect(manifest.body).toEqual({ name: folder });
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const hashed = await t.http().get(`/mfe/${key}/chunk.89abcdef.js`).expect(200);
      expect(hashed.headers['cache-control']).toContain('immutable');
    }
    await t.http().get('/mfe/bookings/missing.js').expect(404);
  });

  it('renders /config/remotes.json from MFE_*_URL, defaulting to same-origin /mfe/<name>/', async () => {
    const res = await t.http().get('/config/remotes.json').expect(200);
    expect(res.body).toEqual({
      mfe_bookings: '/mfe/bookings/mf-manifest.json',
      mfe_automation: '/mfe/automation/mf-manifest.json',
      mfe_editing: 'https://cdn.example.com/editing/v7/mf-manifest.json',
      mfe_episodes: '/mfe/episodes/mf-manifest.json',
    });
    expectConfigHeaders(res.headers);
  });

  it('renders /config/site.json with the social links from SOCIAL_*_URL and the follow links from FOLLOW_*_URL, null where unset', async () => {
    const res = await t.http().get('/config/site.json').expect(200);
    expect(res.body).toEqual({
      social: { x: null, linkedin: 'https://www.linkedin.com/company/example', youtube: null },
      follow: { applePodcasts: null, spotify: 'https://open.spotify.com/show/example', youtube: null, rss: '/feed.xml', rssAudio: '/feed/audio.xml' },
    });
    expectConfigHeaders(res.headers);
  });

  it.each(['/config/remotes.json', '/config/site.json'])('answers %s without a session, to HEAD, and 304 to its ETag', async (path) => {
    const res = await t.http().get(path).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    await t.http().head(path).expect(200).expect('Content-Type', 'application/json; charset=utf-8');
    await t
      .http()
      .get(path)
      .set('If-None-Match', res.headers.etag as string)
      .expect(304);
  });

  it('leaves /api/* to the API: unknown API paths are JSON 404s, not the site', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });
});
