import { BOOKING_MESSAGES } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('/api/admin/bookings', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.loginAgent();
  });
  afterAll(() => t.close());

  it('needs an admin session for every bookings route', async () => {
    await t.http().get('/api/admin/bookings').expect(401);
    await t.http().post('/api/admin/bookings').send({ name: 'X' }).expect(401);
    await t.http().patch('/api/admin/bookings/1').send({ name: 'X' }).expect(401);
    await t.http().delete('/api/admin/bookings/1').expect(401);
    await t.http().get('/api/admin/ghl-status').expect(401);
  });

  it('creates a guest with the default statuses and every field of the spec', async () => {
    const res = await agent
      .post('/api/admin/bookings')
      .send({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy',
        position: 'Rear Admiral',
        websiteUrl: 'https://grace.example.com',
        socialMediaUrl: '',
      })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy',
      position: 'Rear Admiral',
      websiteUrl: 'https://grace.example.com',
      socialMediaUrl: '',
      outreachStatus: 'no_contact',
      bookingStatus: 'waiting_for_response',
      createdAt: expect.any(String),
      contactedAt: null,
      notes: '',
      recordingDate: null,
      optedOut: false,
      portrait: null,
    });
    const list = await agent.get('/api/admin/bookings').expect(200);
    expect(list.body.map((b: { id: number }) => b.id)).toContain(res.body.id);
  });

  it('accepts a minimal guest (name only) and the statuses the form sends', async () => {
    const res = await agent.post('/api/admin/bookings').send({ name: 'Solo', email: '', outreachStatus: 'contacted', bookingStatus: 'booked' }).expect(201);
    expect(res.body).toMatchObject({ name: 'Solo', email: '', company: '', outreachStatus: 'contacted', bookingStatus: 'booked' });
    // Outreach that starts beyond no_contact is a contact made now.
    expect(Date.parse(res.body.contactedAt)).not.toBeNaN();
  });

  it.each([
    [{ email: 'a@example.com' }, BOOKING_MESSAGES.nameRequired, 'name'],
    [{ name: '' }, BOOKING_MESSAGES.nameRequired, 'name'],
    [{ name: '   ' }, BOOKING_MESSAGES.nameRequired, 'name'],
    [{ name: 'A', email: 'not-an-email' }, BOOKING_MESSAGES.emailInvalid, 'email'],
    [{ name: 'A', websiteUrl: 'example' }, BOOKING_MESSAGES.websiteInvalid, 'websiteUrl'],
    [{ name: 'A', websiteUrl: 'javascript:alert(1)' }, BOOKING_MESSAGES.websiteInvalid, 'websiteUrl'],
    [{ name: 'A', socialMediaUrl: 'linkedin' }, BOOKING_MESSAGES.socialInvalid, 'socialMediaUrl'],
    [
      { name: 'A', outreachStatus: 'emailed' },
      'Outreach status must be one of: no_contact, 1st_outreach, warm_up, follow_up, newsletter, 2nd_follow_up, contacted, nurture',
      'outreachStatus',
    ],
  ])('refuses %j with "%s"', async (body, message, field) => {
    const res = await agent.post('/api/admin/bookings').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('refuses unknown fields', async () => {
    const res = await agent.post('/api/admin/bookings').send({ name: 'A', vip: true }).expect(400);
    expect(res.body.message).toBe('property vip should not exist');
  });

  it('patches form fields, a single status, notes and the recording date', async () => {
    const { body: created } = await agent.post('/api/admin/bookings').send({ name: 'Linus', email: 'linus@example.com' }).expect(201);
    const edited = await agent.patch(`/api/admin/bookings/${created.id}`).send({ name: 'Linus T', company: 'Kernel', websiteUrl: '' }).expect(200);
    expect(edited.body).toMatchObject({ name: 'Linus T', company: 'Kernel', email: 'linus@example.com', outreachStatus: 'no_contact', contactedAt: null });

    const contacted = await agent.patch(`/api/admin/bookings/${created.id}`).send({ outreachStatus: '1st_outreach' }).expect(200);
    expect(contacted.body.outreachStatus).toBe('1st_outreach');
    const firstContact = contacted.body.contactedAt as string;
    expect(Date.parse(firstContact)).not.toBeNaN();

    // contactedAt records the first contact: later moves keep it, even back through no_contact.
    await agent.patch(`/api/admin/bookings/${created.id}`).send({ outreachStatus: 'no_contact' }).expect(200);
    const again = await agent.patch(`/api/admin/bookings/${created.id}`).send({ outreachStatus: 'follow_up' }).expect(200);
    expect(again.body.contactedAt).toBe(firstContact);

    const dated = await agent
      .patch(`/api/admin/bookings/${created.id}`)
      .send({ bookingStatus: 'booked', notes: 'Prefers mornings', recordingDate: '2030-05-01T14:00:00.000Z' })
      .expect(200);
    expect(dated.body).toMatchObject({ bookingStatus: 'booked', notes: 'Prefers mornings', recordingDate: '2030-05-01T14:00:00.000Z' });
    const cleared = await agent.patch(`/api/admin/bookings/${created.id}`).send({ recordingDate: null }).expect(200);
    expect(cleared.body.recordingDate).toBeNull();
  });

  it('validates a PATCH like the form, and answers 404 for a missing guest', async () => {
    const { body: created } = await agent.post('/api/admin/bookings').send({ name: 'Ken' }).expect(201);
    expect((await agent.patch(`/api/admin/bookings/${created.id}`).send({ name: '' }).expect(400)).body.message).toBe(BOOKING_MESSAGES.nameRequired);
    expect((await agent.patch(`/api/admin/bookings/${created.id}`).send({ email: 'nope' }).expect(400)).body.message).toBe(BOOKING_MESSAGES.emailInvalid);
    expect((await agent.patch(`/api/admin/bookings/${created.id}`).send({ bookingStatus: 'maybe' }).expect(400)).body.errors).toHaveProperty('bookingStatus');
    expect((await agent.patch('/api/admin/bookings/999999').send({ name: 'X' }).expect(404)).body.message).toBe('Guest not found');
    await agent.patch('/api/admin/bookings/abc').send({ name: 'X' }).expect(404);
  });

  it('deletes a guest', async () => {
    const { body: created } = await agent.post('/api/admin/bookings').send({ name: 'Temp' }).expect(201);
    await agent.delete(`/api/admin/bookings/${created.id}`).expect(204);
    const list = await agent.get('/api/admin/bookings').expect(200);
    expect(list.body.find((b: { id: number }) => b.id === created.id)).toBeUndefined();
    await agent.delete(`/api/admin/bookings/${created.id}`).expect(404);
  });

  it('lists newest first', async () => {
    const a = (await agent.post('/api/admin/bookings').send({ name: 'Older' }).expect(201)).body;
    const b = (await agent.post('/api/admin/bookings').send({ name: 'Newer' }).expect(201)).body;
    const ids = (await agent.get('/api/admin/bookings').expect(200)).body.map((x: { id: number }) => x.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
  });

  it('reports GoHighLevel as not configured by default', async () => {
    expect((await agent.get('/api/admin/ghl-status').expect(200)).body).toEqual({ configured: false });
  });
});
