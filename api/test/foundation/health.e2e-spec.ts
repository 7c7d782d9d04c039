import { DataSource } from 'typeorm';
import { TestS3Server } from '../harness/s3-server';
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

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live answers 200 without a session and without asking any dependency', async () => {
    const res = await t.http().get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('ready answers 200 when the database is migrated and Redis and storage answer', async () => {
    const res = await t.http().get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', redis: 'ok', storage: 'ok' }, failed: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 503 naming the migrations while one this build knows is not applied', async () => {
    // The newest applied migration forgotten, as a database an older release left behind.
    const db = t.app.get(DataSource);
    const [latest] = await db.query<Array<{ id: number; timestamp: string; name: string }>>(
      'SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    await db.query('DELETE FROM migrations WHERE id = $1', [latest.id]);
    try {
      const res = await t.http().get('/api/health/ready').expect(503);
      expect(res.body).toEqual({ status: 'error', checks: { database: 'ok', migrations: 'failed', redis: 'ok', storage: 'ok' }, failed: ['migrations'] });
      expect(res.text).not.toContain(latest.name);
    } finally {
      await db.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [latest.id, latest.timestamp, latest.name]);
    }
    await t.http().get('/api/health/ready').expect(200);
  });

  it('are in the OpenAPI document beside /api/health', async () => {
    const docs = await t.http().get('/api/docs-json').expect(200);
    const paths = Object.keys((docs.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/health/live', '/api/health/ready']));
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

  it('ready answers 503 within 2 s naming Redis, and live still answers 200', async () => {
    const started = Date.now();
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body).toEqual({ status: 'error', checks: { database: 'ok', migrations: 'ok', redis: 'failed', storage: 'ok' }, failed: ['redis'] });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|within/);
    await t.http().get('/api/health/live').expect(200);
  });
});

describe('GET /api/health/ready with S3 storage', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await TestS3Server.start();
    t = await createTestApp({ env: s3.env() });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('is ready while the store answers, and 503 naming storage within 2 s once it is gone', async () => {
    await t.http().get('/api/health/ready').expect(200);
    await s3.stop();
    const started = Date.now();
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body).toEqual({ status: 'error', checks: { database: 'ok', migrations: 'ok', redis: 'ok', storage: 'failed' }, failed: ['storage'] });
  });
});
