import Redis from 'ioredis';
import { SharedCounters } from '../../src/common/rate-limit/counters';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

const WRONG = 'not the password';

/**
 * The login limiter from two client addresses (TRUST_PROXY: the address is X-Forwarded-For's):
 * guessing is stopped per address and per account-and-address, while the account as a whole is only
 * slowed, so the admin signing in from a clean address always gets in.
 */
describe('login throttling from two addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3',
        LOGIN_ACCOUNT_SLOWDOWN_AFTER: '4',
        LOGIN_ACCOUNT_DELAY_MS: '50',
      },
    });
  });
  afterAll(() => t.close());

  const login = (address: string, username: unknown, password: unknown) =>
    t.http().post('/api/admin/login').set('X-Forwarded-For', address).send({ username, password });

  it('stops an attacker on one address, slows the account, and still lets the admin in from another', async () => {
    const attacker = '203.0.113.7';
    const admin = '198.51.100.20';
    for (let i = 0; i < 3; i += 1) expect((await login(attacker, TEST_ADMIN.email, WRONG)).status).toBe(401);
    // The pair (account, attacker) is refused, even with the right password.
    expect((await login(attacker, TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(429);
    // The attacker moves on to other accounts from the same address until the address itself is refused.
    for (let i = 0; i < 5; i += 1) expect((await login(attacker, `other${i}@example.com`, WRONG)).status).toBe(401);
    const blocked = await login(attacker, 'yet-another@example.com', WRONG);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    // A second attacking address pushes the account past its slowdown threshold (3 + 2 failures).
    for (let i = 0; i < 2; i += 1) expect((await login('203.0.113.8', TEST_ADMIN.email, WRONG)).status).toBe(401);
    // The admin, from an address without failures, is delayed but signed in.
    const res = await login(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(TEST_ADMIN.email);
    // The attacker's address is still refused afterwards; the admin's success cleared only the admin's own counts.
    expect((await login(attacker, TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(429);
  });

  it.each([
    ['a number', 12345],
    ['an object', { $ne: '' }],
    ['an array', ['admin@example.com']],
    ['true', true],
  ])('answers 400 to a username that is %s, before any lookup', async (_label, username) => {
    const res = await login('192.0.2.50', username, 'whatever');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Email and password must be text');
  });

  it('answers 400 to a username longer than an email can be, and to NUL or a lone surrogate in it', async () => {
    expect((await login('192.0.2.51', `${'a'.repeat(400)}@example.com`, 'whatever')).status).toBe(400);
    expect((await login('192.0.2.51', 'admin\u0000@example.com', 'whatever')).status).toBe(400);
    expect((await login('192.0.2.51', 'admin\ud800@example.com', 'whatever')).status).toBe(400);
    expect((await login('192.0.2.51', TEST_ADMIN.email, 'x'.repeat(2000))).status).toBe(400);
  });
});

describe('login throttling while Redis is unreachable', () => {
  let t: TestApp;
  let restore: () => void = () => undefined;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails, and the limiter counts in this process.
    t = await createTestApp({ env: { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3', LOGIN_ACCOUNT_DELAY_MS: '0' } });
    const counters = t.app.get(SharedCounters);
    // Point the counters at a dead Redis: the app's own queues keep the real one.
    const dead = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 0 });
    dead.on('error', () => undefined);
    const holder = counters as unknown as { redis: unknown };
    const live = holder.redis;
    holder.redis = dead;
    restore = () => {
      dead.disconnect();
      holder.redis = live;
    };
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it('falls back to an in-process limit rather than to none', async () => {
    const login = (password: string) => t.http().post('/api/admin/login').set('X-Forwarded-For', '203.0.113.99').send({ username: TEST_ADMIN.email, password });
    for (let i = 0; i < 3; i += 1) expect((await login(WRONG)).status).toBe(401);
    expect((await login(TEST_ADMIN.password)).status).toBe(429);
  });
});
