import { createTestApp, type TestApp } from '../harness/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database, Redis and both queues as up, without a session', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { status: 'up' },
      redis: { status: 'up' },
      queues: { transcode: { status: 'up' }, email: { status: 'up' } },
    });
  });
});

describe('GET /api/health with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A closed port: Bull keeps retrying in the background, health must say so instead of hanging.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('answers 503 and names the part that is down, with no address or error text', async () => {
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body).toEqual({
      status: 'error',
      database: { status: 'up' },
      redis: { status: 'down' },
      queues: { transcode: { status: 'down' }, email: { status: 'down' } },
    });
    expect(res.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|within/);
  });
});
