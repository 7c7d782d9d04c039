import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

const WRONG = 'not the password';

describe('failed-login throttling', () => {
  let t: TestApp;
  // TRUST_PROXY lets each test speak from its own client address (X-Forwarded-For).
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const login = (address: string, username: string, password: string) =>
    t.http().post('/api/admin/login').set('X-Forwarded-For', address).send({ username, password });

  it('refuses an account from the address that failed 5 times (429), but not the right password from another address', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await login('10.0.0.1', TEST_ADMIN.email, WRONG);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid credentials');
    }
    const refused = await login('10.0.0.1', TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Too many failed login attempts. Please try again in 15 minutes.' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Anyone can fail on purpose: that must not lock the admin out elsewhere.
    const elsewhere = await login('10.0.0.2', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['set-cookie']).toBeDefined();
  });

  it('refuses an address after 20 failures, whatever the username', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await login('10.0.1.1', `nobody${i}@example.com`, WRONG)).status).toBe(401);
    }
    const res = await login('10.0.1.1', 'someone-else@example.com', WRONG);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    // Another address is unaffected.
    expect((await login('10.0.1.2', 'someone-else@example.com', WRONG)).status).toBe(401);
  });
});

describe('failed-login throttling: reset on success, and shared by several API processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database });
  });
  afterAll(async () => {
    await b.close({ keepDatabase: true });
    await a.close();
  });

  const login = (app: TestApp, password: string) => app.http().post('/api/admin/login').send({ username: TEST_ADMIN.email, password });

  it('clears the failures when a login succeeds', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login(a, WRONG)).status).toBe(401);
    expect((await login(a, TEST_ADMIN.password)).status).toBe(200);
    // Four more failures would have locked the account had the first four still counted.
    for (let i = 0; i < 4; i += 1) expect((await login(a, WRONG)).status).toBe(401);
    expect((await login(a, TEST_ADMIN.password)).status).toBe(200);
  });

  it('does not count empty forms or successful logins', async () => {
    for (let i = 0; i < 6; i += 1) await a.http().post('/api/admin/login').send({ username: TEST_ADMIN.email, password: '' });
    for (let i = 0; i < 6; i += 1) expect((await login(a, TEST_ADMIN.password)).status).toBe(200);
  });

  it('counts failures made through either process together (same address)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(a, WRONG)).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await login(b, WRONG)).status).toBe(401);
    expect((await login(a, TEST_ADMIN.password)).status).toBe(429);
    expect((await login(b, TEST_ADMIN.password)).status).toBe(429);
  });
});
