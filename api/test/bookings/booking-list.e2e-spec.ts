import { ADMIN_LIST_UNPAGED_CAP, BookingStatus, OutreachStatus } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { BookingEntity } from '../../src/modules/bookings/booking.entity';
import { createTestApp, type TestApp } from '../harness/test-app';

const names = (body: Array<{ name: string }>) => body.map((booking) => booking.name);

/** GET /api/admin/bookings paged, filtered, searched and sorted by the server (issue 18). */
describe('guest list (GET /api/admin/bookings?limit&offset&q&archived&sort)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let sequence = 0;

  async function insertGuest(fields: Partial<BookingEntity>): Promise<void> {
    sequence += 1;
    const repo = t.app.get(DataSource).getRepository(BookingEntity);
    await repo.save(repo.create({ unsubscribeToken: `list-token-${sequence}`, ...fields }));
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
    const day = (n: number) => new Date(Date.UTC(2030, 0, n));
    // Created in this order; newest first is eve, dave, carol, bob, alice.
    await insertGuest({ name: 'alice', company: 'Acme', createdAt: day(1), outreachStatus: OutreachStatus.Nurture, bookingStatus: BookingStatus.Booked });
    await insertGuest({
      name: 'Bob',
      email: 'bob@100%.example',
      createdAt: day(2),
      outreachStatus: OutreachStatus.NoContact,
      bookingStatus: BookingStatus.Recorded,
    });
    await insertGuest({
      name: 'carol',
      position: 'CTO',
      createdAt: day(3),
      outreachStatus: OutreachStatus.WarmUp,
      bookingStatus: BookingStatus.WaitingForResponse,
    });
    await insertGuest({ name: 'Dave', createdAt: day(4), outreachStatus: OutreachStatus.FirstOutreach, bookingStatus: BookingStatus.Cancelled });
    await insertGuest({
      name: 'eve',
      company: 'ACME labs',
      createdAt: day(5),
      outreachStatus: OutreachStatus.FirstOutreach,
      bookingStatus: BookingStatus.Respond,
    });
  });
  afterAll(() => t.close());

  it('without parameters returns every guest, archive included, newest first, the total in X-Total-Count', async () => {
    const res = await admin.get('/api/admin/bookings').expect(200);
    expect(names(res.body)).toEqual(['eve', 'Dave', 'carol', 'Bob', 'alice']);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['x-truncated']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });

  it('splits active guests from the archive (recorded)', async () => {
    const active = await admin.get('/api/admin/bookings?archived=false&limit=2').expect(200);
    expect(names(active.body)).toEqual(['eve', 'Dave']);
    expect(active.headers['x-total-count']).toBe('4');
    const archive = await admin.get('/api/admin/bookings?archived=true').expect(200);
    expect(names(archive.body)).toEqual(['Bob']);
    expect(archive.headers['x-total-count']).toBe('1');
  });

  it('sorts like the screen: oldest, Name A-Z ignoring case, and the status pipelines (ties newest first)', async () => {
    const order = async (sort: string) => names((await admin.get(`/api/admin/bookings?sort=${sort}`).expect(200)).body);
    expect(await order('oldest')).toEqual(['alice', 'Bob', 'carol', 'Dave', 'eve']);
    expect(await order('name')).toEqual(['alice', 'Bob', 'carol', 'Dave', 'eve']);
    expect(await order('outreach')).toEqual(['Bob', 'eve', 'Dave', 'carol', 'alice']);
    expect(await order('booking')).toEqual(['carol', 'eve', 'alice', 'Dave', 'Bob']);
    expect(await order('newest')).toEqual(['eve', 'Dave', 'carol', 'Bob', 'alice']);
  });

  it('pages with offset in any order, the total unchanged', async () => {
    const res = await admin.get('/api/admin/bookings?sort=name&limit=2&offset=2&archived=false').expect(200);
    expect(names(res.body)).toEqual(['Dave', 'eve']);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it('searches name, email, company and position case-insensitively, % taken literally', async () => {
    const search = async (q: string) => names((await admin.get(`/api/admin/bookings?q=${encodeURIComponent(q)}`).expect(200)).body);
    expect(await search('acme')).toEqual(['eve', 'alice']);
    expect(await search('cto')).toEqual(['carol']);
    expect(await search('100%')).toEqual(['Bob']);
    expect(await search('DAVE')).toEqual(['Dave']);
    expect(await search('%')).toEqual(['Bob']);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=1000', 'limit must be a whole number from 1 to 100'],
    ['offset=x', 'offset must be a whole number of 0 or more'],
    ['archived=yes', 'archived must be true or false'],
    ['sort=company', 'sort must be one of: newest, oldest, name, outreach, booking'],
    [`q=${'x'.repeat(201)}`, 'q must be text of at most 200 characters'],
  ])('refuses %s with a 400 in the API error shape', async (query, message) => {
    const res = await admin.get(`/api/admin/bookings?${query}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it(`without limit stops at ${ADMIN_LIST_UNPAGED_CAP} rows and says so`, async () => {
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO "booking" ("name", "unsubscribeToken", "createdAt") SELECT 'Old ' || g, 'cap-token-' || g, timestamptz '2020-01-01' - g * interval '1 hour' FROM generate_series(1, $1) AS g`,
        [ADMIN_LIST_UNPAGED_CAP],
      );
    const res = await admin.get('/api/admin/bookings').expect(200);
    expect(res.body).toHaveLength(ADMIN_LIST_UNPAGED_CAP);
    expect(res.body[0].name).toBe('eve');
    expect(res.headers['x-total-count']).toBe(String(ADMIN_LIST_UNPAGED_CAP + 5));
    expect(res.headers['x-truncated']).toBe('true');
  });
});
