import { createTestApp, type TestApp } from '../harness/test-app';

describe('error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 and the error JSON', async () => {
    const res = await t.http().post('/api/admin/login').set('Content-Type', 'application/json').send('{"username": ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    const res = await t.http().post('/api/admin/login').set('Content-Type', 'application/json').send(big).expect(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('refuses state-changing admin requests from another origin', async () => {
    const agent = await t.loginAgent();
    const res = await agent.post('/api/admin/logout').set('Origin', 'https://evil.example').expect(403);
    expect(res.body.message).toBe('Cross-origin request refused');
    await agent.get('/api/admin/me').expect(200);
  });
});
