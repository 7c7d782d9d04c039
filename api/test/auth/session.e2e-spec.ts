import { ADMIN_AREAS, PERMISSIONS } from '@podcast/contracts';
import request from 'supertest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

describe('admin session: login, me, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs in with the email as username (any case), answers /me, and logs out', async () => {
    const agent = request.agent(t.app.getHttpServer());
    await agent.get('/api/admin/me').expect(401);
    const login = await agent.post('/api/admin/login').send({ username: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password }).expect(200);
    // The admin from before roles is an owner: every permission and area (issue 31).
    expect(login.body).toEqual({
      id: expect.any(Number),
      email: TEST_ADMIN.email,
      name: null,
      role: 'owner',
      permissions: [...PERMISSIONS],
      areas: [...ADMIN_AREAS],
      twoFactor: 'none',
    });
    expect(String(login.headers['set-cookie'])).toMatch(/podcast\.sid=.*HttpOnly.*SameSite=Lax/i);
    expect((await agent.get('/api/admin/me').expect(200)).body.email).toBe(TEST_ADMIN.email);
    await agent.post('/api/admin/logout').expect(200);
    await agent.get('/api/admin/me').expect(401);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = await t.http().post('/api/admin/login').send({ username: TEST_ADMIN.email, password: 'nope nope' }).expect(401);
    const unknown = await t.http().post('/api/admin/login').send({ username: 'ghost@example.com', password: 'nope nope' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('keeps the session across an app restart (sessions live in Postgres)', async () => {
    const env = { SESSION_SECRET: 'one secret for both processes' };
    const first = await createTestApp({ env });
    const login = await first.http().post('/api/admin/login').send({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    await first.close({ keepDatabase: true });
    const second = await createTestApp({ database: first.database, env });
    try {
      const me = await second.http().get('/api/admin/me').set('Cookie', cookie).expect(200);
      expect(me.body.email).toBe(TEST_ADMIN.email);
    } finally {
      await second.close();
    }
  });
});
