import { SECURITY_HEADERS } from '../harness/security-headers';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertPublished } from '../episodes/episode.factory';

/**
 * Issue 19 item 1: one request pipeline. The public list is answered by its Nest controller like every
 * other route (no side door on the HTTP server's request listeners), so a cached list, an uncached
 * list, an error and any other route carry the same security headers.
 */
describe('one request pipeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let day = 1; day <= 3; day += 1) await insertPublished(t, new Date(Date.UTC(2025, 0, day)));
  });
  afterAll(() => t.close());

  const present = (headers: Record<string, unknown>) => SECURITY_HEADERS.filter((name) => headers[name] !== undefined);

  it('gives the cached list, an uncached list, a 400, a 404 and the health check the same security headers', async () => {
    await t.http().get('/api/episodes?limit=2').expect(200);
    const answers = {
      cached: await t.http().get('/api/episodes?limit=2').expect(200),
      uncached: await t.http().get('/api/episodes?limit=2&offset=5000').expect(200),
      notModified: await t
        .http()
        .get('/api/episodes?limit=2')
        .set('If-None-Match', (await t.http().get('/api/episodes?limit=2')).headers.etag)
        .expect(304),
      badRequest: await t.http().get('/api/episodes?limit=abc').expect(400),
      notFound: await t.http().get('/api/episodes/999999').expect(404),
      health: await t.http().get('/api/health').expect(200),
    };
    for (const [name, res] of Object.entries(answers)) expect({ name, headers: present(res.headers) }).toEqual({ name, headers: SECURITY_HEADERS });
  });

  it('leaves the HTTP server one request listener: Express itself', () => {
    const express: unknown = t.app.getHttpAdapter().getInstance();
    expect(t.app.getHttpServer().listeners('request')).toEqual([express]);
  });
});
