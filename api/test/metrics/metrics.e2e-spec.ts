import { MetricsServer } from '../../src/metrics/metrics-server';
import { ThrowawayRedis } from '../faults/throwaway-redis';
import { createTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../media/media-fixtures';
import { parseScrape, seriesOf, type Scrape } from './scrape';

const TOKEN = 'metrics-token-for-the-e2e-test-0123456789';

/** Every family issue 33 asks for, with its type (docs/operations.md, "Metrics"). */
const FAMILIES: Record<string, string> = {
  podcast_http_request_duration_seconds: 'HISTOGRAM',
  podcast_queue_jobs: 'GAUGE',
  podcast_job_duration_seconds: 'HISTOGRAM',
  podcast_job_failures_total: 'COUNTER',
  podcast_transcode_seconds: 'HISTOGRAM',
  podcast_mail_sent_total: 'COUNTER',
  podcast_mail_failed_total: 'COUNTER',
  podcast_outbox_pending: 'GAUGE',
  podcast_outbox_oldest_due_seconds: 'GAUGE',
  podcast_db_pool_connections: 'GAUGE',
  podcast_db_pool_in_use: 'GAUGE',
  podcast_db_pool_waiting: 'GAUGE',
  podcast_redis_up: 'GAUGE',
  podcast_database_up: 'GAUGE',
  process_resident_memory_bytes: 'GAUGE',
  nodejs_eventloop_lag_seconds: 'GAUGE',
};

const gaugeValue = (scrape: Scrape, name: string) => seriesOf(scrape, name)[0]?.value;

describe('/metrics with neither METRICS_PORT nor METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off: 404 like an unknown route, with or without a token', async () => {
    await t.http().get('/metrics').expect(404);
    await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

describe('/metrics behind METRICS_TOKEN on the main port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with a wrong one (401)', async () => {
    const missing = await t.http().get('/metrics').expect(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await t
      .http()
      .get('/metrics')
      .set('Authorization', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`)
      .expect(401);
    expect(missing.text).not.toContain('podcast_');
  });

  it('exposes every family, the HTTP timings labelled by route template, method and status class', async () => {
    await t.http().get('/api/episodes/123456').expect(404);
    await t.http().get('/api/episodes').expect(200);
    await t.http().get('/api/no-such-route/42').expect(404);
    await t.http().get('/api/health/live').expect(200);

    // Both probes answered (each has 1 s: on a loaded test machine one may miss it, and the next scrape is asked).
    const res = await waitFor(
      async () => {
        const answer = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
        const parsed = parseScrape(answer.text);
        return gaugeValue(parsed, 'podcast_redis_up') === 1 &&
          gaugeValue(parsed, 'podcast_database_up') === 1 &&
          seriesOf(parsed, 'podcast_queue_jobs').length === 8
          ? answer
          : undefined;
      },
      15_000,
      'a scrape with every probe answered',
    );
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = parseScrape(res.text);
    for (const [name, type] of Object.entries(FAMILIES)) expect({ name, type: scrape.families.get(name)?.type }).toEqual({ name, type });

    const http = seriesOf(scrape, 'podcast_http_request_duration_seconds_count').map((series) => series.labels);
    expect(http).toContainEqual({ route: '/api/episodes/:id', method: 'GET', status_class: '4xx' });
    expect(http).toContainEqual({ route: '/api/episodes', method: 'GET', status_class: '2xx' });
    expect(http).toContainEqual({ route: 'unmatched', method: 'GET', status_class: '4xx' });
    // Never a raw path: one series per id would grow without end.
    expect(res.text).not.toContain('123456');
    expect(res.text).not.toContain('no-such-route');

    const queues = seriesOf(scrape, 'podcast_queue_jobs').map((series) => `${series.labels.queue}/${series.labels.state}`);
    expect(queues.sort()).toEqual(
      ['transcode', 'email'].flatMap((queue) => ['waiting', 'active', 'delayed', 'failed'].map((state) => `${queue}/${state}`)).sort(),
    );
    expect(
      seriesOf(scrape, 'podcast_outbox_pending')
        .map((series) => series.labels.queue)
        .sort(),
    ).toEqual(['email', 'transcode']);
    expect(gaugeValue(scrape, 'podcast_redis_up')).toBe(1);
    expect(gaugeValue(scrape, 'podcast_database_up')).toBe(1);
    expect(gaugeValue(scrape, 'podcast_db_pool_connections')).toBeGreaterThan(0);
    expect(gaugeValue(scrape, 'podcast_db_pool_waiting')).toBe(0);
  });

  it('is not under /api and not in the OpenAPI document', async () => {
    await t.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    const docs = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys((docs.body as { paths: Record<string, unknown> }).paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0' } });
    base = `http://127.0.0.1:${t.app.get(MetricsServer).port}`;
  });
  afterAll(() => t.close());

  it('serves the metrics there without a token, and not on the main port', async () => {
    await t.http().get('/api/episodes').expect(200);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    const scrape = parseScrape(await res.text());
    expect(scrape.families.get('podcast_redis_up')?.type).toBe('GAUGE');
    expect(seriesOf(scrape, 'podcast_http_request_duration_seconds_count').map((series) => series.labels)).toContainEqual({
      route: '/api/episodes',
      method: 'GET',
      status_class: '2xx',
    });

    await t.http().get('/metrics').expect(404);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('/metrics on METRICS_PORT with METRICS_TOKEN set too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('asks for the token on the port as well, and serves nothing on the main port', async () => {
    const base = `http://127.0.0.1:${t.app.get(MetricsServer).port}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

describe('/metrics with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A closed port: Bull retries in the background; a scrape must neither hang nor fail.
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('answers within 2 s with podcast_redis_up 0 and no queue depth, the database still reported', async () => {
    for (let i = 0; i < 2; i += 1) {
      const started = Date.now();
      const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(Date.now() - started).toBeLessThan(2000);
      const scrape = parseScrape(res.text);
      expect(gaugeValue(scrape, 'podcast_redis_up')).toBe(0);
      expect(seriesOf(scrape, 'podcast_queue_jobs')).toEqual([]);
      expect(gaugeValue(scrape, 'podcast_database_up')).toBe(1);
    }
  });
});

describe('/metrics when Redis stops while the app runs', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  beforeAll(async () => {
    // A redis-server of this test's own (the machine's shared Redis is never stopped).
    redis = await ThrowawayRedis.start();
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await redis.resume();
    await t.close();
    await redis.stop();
  });

  const scrape = async () => parseScrape((await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text);

  it('reports the queues while Redis answers, then redis_up 0 and no stale queue depth within 2 s, scrape after scrape', async () => {
    const up = await waitFor(
      async () => {
        const parsed = await scrape();
        return gaugeValue(parsed, 'podcast_redis_up') === 1 && seriesOf(parsed, 'podcast_queue_jobs').length === 8 ? parsed : undefined;
      },
      15_000,
      'a scrape with Redis answering',
    );
    expect(gaugeValue(up, 'podcast_redis_up')).toBe(1);
    expect(seriesOf(up, 'podcast_queue_jobs')).toHaveLength(8);

    await redis.stop();
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      const down = await scrape();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(gaugeValue(down, 'podcast_redis_up')).toBe(0);
      expect(seriesOf(down, 'podcast_queue_jobs')).toEqual([]);
    }
  });
});
