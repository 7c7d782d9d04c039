import { insertPublished } from '../episodes/episode.factory';
import { createTestApp, type TestApp } from '../harness/test-app';

/** Public writes are limited per client address with 429 + Retry-After, shared through Redis by every process. */
describe('public write routes are rate limited per address', () => {
  let a: TestApp;
  let b: TestApp;
  const env = { TRUST_PROXY: 'true', RATE_LIMIT_PLAY: '3', RATE_LIMIT_NEWSLETTER: '2', RATE_LIMIT_UNSUBSCRIBE: '2', RATE_LIMIT_WINDOW_SEC: '600' };
  beforeAll(async () => {
    a = await createTestApp({ env });
    // A second API process over the same database and Redis prefix.
    b = await createTestApp({ env, database: a.database });
  });
  afterAll(async () => {
    await b.close({ keepDatabase: true });
    await a.close();
  });

  it('counts plays per address across processes and answers 429 with Retry-After', async () => {
    const episode = await insertPublished(a, new Date('2026-01-01T00:00:00Z'));
    const play = (app: TestApp, address: string) => app.http().post(`/api/episodes/${episode.id}/play`).set('X-Forwarded-For', address);
    expect((await play(a, '198.51.100.1')).status).toBe(204);
    expect((await play(b, '198.51.100.1')).status).toBe(204);
    expect((await play(a, '198.51.100.1')).status).toBe(204);
    const limited = await play(b, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    // Another address is not affected.
    expect((await play(a, '198.51.100.2')).status).toBe(204);
  });

  it('limits newsletter sign-ups and unsubscribe posts the same way', async () => {
    const subscribe = (email: string) => a.http().post('/api/newsletter').set('X-Forwarded-For', '198.51.100.3').send({ email });
    expect((await subscribe('one@example.com')).status).toBe(202);
    expect((await subscribe('two@example.com')).status).toBe(202);
    const limited = await subscribe('three@example.com');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const unsubscribe = () => b.http().post('/api/unsubscribe/not-a-token').set('X-Forwarded-For', '198.51.100.4');
    expect((await unsubscribe()).status).toBe(404);
    expect((await unsubscribe()).status).toBe(404);
    expect((await unsubscribe()).status).toBe(429);
  });
});
