import { DataSource } from 'typeorm';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribers = () => t.app.get(DataSource).getRepository(NewsletterSubscriberEntity).find();

  it('subscribes without a session, stores the address lower-cased, and is idempotent (202 both times)', async () => {
    const first = await t.http().post('/api/newsletter').send({ email: '  Reader@Example.COM ' }).expect(202);
    expect(first.body).toEqual({ success: true });
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await t.http().post('/api/newsletter').send({ email: 'reader@example.com' }).expect(202);
    expect(again.body).toEqual({ success: true });
    expect((await subscribers()).map((s) => s.email)).toEqual(['reader@example.com']);
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => t.http().post('/api/newsletter').send({ email: 'rush@example.com' })));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 202));
    expect((await subscribers()).filter((s) => s.email === 'rush@example.com')).toHaveLength(1);
  });

  it.each([{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: `${'a'.repeat(320)}@example.com` }])(
    'rejects %j with the spec message',
    async (body) => {
      const res = await t.http().post('/api/newsletter').send(body).expect(400);
      expect(res.body.message).toBe('Please enter a valid email address');
      expect(res.body.errors.email).toEqual(['Please enter a valid email address']);
    },
  );
});
