import { DataSource } from 'typeorm';
import { BookingEntity } from '../../src/modules/bookings/booking.entity';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('/api/unsubscribe/{token} (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PODCAST_NAME: 'Learn from the Best' } });
  });
  afterAll(() => t.close());

  const newGuest = async () => {
    const agent = await t.loginAgent();
    const { body } = await agent.post('/api/admin/bookings').send({ name: 'Ada', email: 'ada@example.com' }).expect(201);
    const { unsubscribeToken } = await t.app.get(DataSource).getRepository(BookingEntity).findOneByOrFail({ id: body.id });
    return { agent, id: body.id as number, token: unsubscribeToken };
  };
  const optedOut = async (agent: Awaited<ReturnType<typeof newGuest>>['agent'], id: number) =>
    ((await agent.get('/api/admin/bookings').expect(200)).body as Array<{ id: number; optedOut: boolean }>).find((b) => b.id === id)!.optedOut;

  it('gives every guest a distinct, unguessable token', async () => {
    const a = await newGuest();
    const b = await newGuest();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.token).not.toBe(b.token);
  });

  it('shows a confirmation on GET without unsubscribing (mail scanners follow links)', async () => {
    const { agent, id, token } = await newGuest();
    const res = await t.http().get(`/api/unsubscribe/${token}`).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<h1>Unsubscribe from Learn from the Best emails?</h1>');
    expect(res.text).toContain(`<form method="post" action="/api/unsubscribe/${token}"><button type="submit">Unsubscribe</button></form>`);
    expect(await optedOut(agent, id)).toBe(false);
  });

  it('unsubscribes on the confirmation form POST and on a one-click POST, idempotently', async () => {
    const { agent, id, token } = await newGuest();
    const res = await t.http().post(`/api/unsubscribe/${token}`).type('form').send('').expect(200);
    expect(res.text).toContain('<h1>You are unsubscribed</h1>');
    expect(await optedOut(agent, id)).toBe(true);
    const first = (await t.app.get(DataSource).getRepository(BookingEntity).findOneByOrFail({ id })).optedOutAt;
    await t.http().post(`/api/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await t.app.get(DataSource).getRepository(BookingEntity).findOneByOrFail({ id })).optedOutAt).toEqual(first);
    expect((await t.http().get(`/api/unsubscribe/${token}`).expect(200)).text).toContain('<h1>You are unsubscribed</h1>');
  });

  it('answers 404 with a page for an unknown token', async () => {
    expect((await t.http().get('/api/unsubscribe/not-a-token').expect(404)).text).toContain('This unsubscribe link is not valid');
    expect((await t.http().post('/api/unsubscribe/not-a-token').expect(404)).text).toContain('This unsubscribe link is not valid');
  });

  it('refuses a cross-origin browser POST', async () => {
    const { token } = await newGuest();
    await t.http().post(`/api/unsubscribe/${token}`).set('Origin', 'https://evil.example').expect(403);
  });
});
