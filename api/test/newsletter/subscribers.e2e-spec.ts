import { SubscriberStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { newLinkToken } from '../../src/common/link-token';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('the Subscribers screen API (/api/admin/newsletter/subscribers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const repo = t.app.get(DataSource).getRepository(NewsletterSubscriberEntity);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
    await repo.save([
      repo.create({ email: 'ada@example.com', status: SubscriberStatus.Confirmed, unsubscribeToken: newLinkToken(), createdAt: at(1), confirmedAt: at(2) }),
      repo.create({ email: 'bob@example.org', status: SubscriberStatus.Pending, unsubscribeToken: newLinkToken(), createdAt: at(3) }),
      repo.create({
        email: 'cy@example.com',
        status: SubscriberStatus.Unsubscribed,
        unsubscribeToken: newLinkToken(),
        createdAt: at(4),
        unsubscribedAt: at(5),
      }),
      repo.create({ email: '=cmd@example.com', status: SubscriberStatus.Confirmed, unsubscribeToken: newLinkToken(), createdAt: at(6), confirmedAt: at(7) }),
    ]);
  });
  afterAll(() => t.close());

  it('lists newest first with a total, searches the address and filters by status', async () => {
    const agent = await t.loginAgent();
    const all = await agent.get('/api/admin/newsletter/subscribers').expect(200);
    expect((all.body as Array<{ email: string }>).map((s) => s.email)).toEqual(['=cmd@example.com', 'cy@example.com', 'bob@example.org', 'ada@example.com']);
    expect(all.headers['x-total-count']).toBe('4');
    const found = await agent.get('/api/admin/newsletter/subscribers').query({ q: 'EXAMPLE.ORG' }).expect(200);
    expect((found.body as Array<{ email: string }>).map((s) => s.email)).toEqual(['bob@example.org']);
    const confirmed = await agent.get('/api/admin/newsletter/subscribers').query({ status: 'confirmed', limit: 1 }).expect(200);
    expect(confirmed.body).toHaveLength(1);
    expect(confirmed.headers['x-total-count']).toBe('2');
    expect(Object.keys(confirmed.body[0]).sort()).toEqual([
      'confirmationError',
      'confirmationSentAt',
      'confirmedAt',
      'createdAt',
      'email',
      'id',
      'status',
      'unsubscribedAt',
    ]);
    const bad = await agent.get('/api/admin/newsletter/subscribers').query({ status: 'gone' }).expect(400);
    expect(bad.body.message).toBe('status must be one of: pending, confirmed, unsubscribed');
  });

  it('counts each status', async () => {
    const agent = await t.loginAgent();
    const summary = await agent.get('/api/admin/newsletter/subscribers/summary').expect(200);
    expect(summary.body).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1, total: 4, mailConfigured: false });
  });

  it('exports CSV as an attachment, with formula-looking cells neutralised', async () => {
    const agent = await t.loginAgent();
    const csv = await agent.get('/api/admin/newsletter/subscribers/export.csv').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,signed_up_at,confirmed_at,unsubscribed_at');
    expect(lines).toContain('ada@example.com,confirmed,2026-11-01T12:01:00.000Z,2026-11-01T12:02:00.000Z,');
    expect(lines).toContain("'=cmd@example.com,confirmed,2026-11-01T12:06:00.000Z,2026-11-01T12:07:00.000Z,");
    expect(lines).toHaveLength(5);
  });

  it('erases a subscriber: the address is gone', async () => {
    const agent = await t.loginAgent();
    const [victim] = (await agent.get('/api/admin/newsletter/subscribers').query({ q: 'cy@' }).expect(200)).body as Array<{ id: number }>;
    await agent.delete(`/api/admin/newsletter/subscribers/${victim.id}`).expect(204);
    await agent.delete(`/api/admin/newsletter/subscribers/${victim.id}`).expect(404);
    expect(await t.app.get(DataSource).getRepository(NewsletterSubscriberEntity).findOneBy({ email: 'cy@example.com' })).toBeNull();
  });

  it('needs an admin session for every read and the erasure', async () => {
    for (const path of ['/api/admin/newsletter/subscribers', '/api/admin/newsletter/subscribers/summary', '/api/admin/newsletter/subscribers/export.csv']) {
      await t.http().get(path).expect(401);
    }
    await t.http().delete('/api/admin/newsletter/subscribers/1').expect(401);
  });
});
