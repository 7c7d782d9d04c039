import { AdminEpisodeSort, BookingSort, EpisodeFilter } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { BookingEntity } from '../../src/modules/bookings/booking.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertEpisode } from './episode.factory';

const ids = (body: Array<{ id: number }>) => body.map((row) => row.id);

/**
 * Issue 18: keyset paging (`after`) of the admin lists in their creation-time orders: a walk by
 * X-Next-Cursor gives exactly the rows of a walk by offset, under the same filters and search.
 */
describe('admin lists: keyset paging (after)', () => {
  let t: TestApp;
  let admin: TestAgent;

  async function walk(path: string, limit: number): Promise<number[]> {
    const rows: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 50; page += 1) {
      const res = await admin.get(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}${after ? `&after=${after}` : ''}`).expect(200);
      rows.push(...ids(res.body));
      after = res.headers['x-next-cursor'];
      if (!after) return rows;
    }
    throw new Error('the walk did not end');
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
    const same = new Date(Date.UTC(2030, 0, 1));
    // Twelve episodes, four created at the same instant (the id breaks the tie).
    for (let n = 1; n <= 12; n += 1) {
      await insertEpisode(t, { title: n % 3 === 0 ? `Pricing ${n}` : `Episode ${n}`, createdAt: n <= 4 ? same : new Date(Date.UTC(2030, 0, n)) });
    }
    const guests = t.app.get(DataSource).getRepository(BookingEntity);
    for (let n = 1; n <= 9; n += 1) {
      await guests.save(guests.create({ name: `Guest ${n}`, unsubscribeToken: `keyset-${n}`, createdAt: n <= 3 ? same : new Date(Date.UTC(2030, 1, n)) }));
    }
  });
  afterAll(() => t.close());

  it.each([
    ['/api/admin/episodes', 5],
    ['/api/admin/episodes?q=pricing', 1],
    [`/api/admin/episodes?status=${EpisodeFilter.Draft}`, 4],
    ['/api/admin/bookings', 2],
    [`/api/admin/bookings?sort=${BookingSort.Oldest}`, 4],
    ['/api/admin/bookings?archived=false&q=guest', 3],
  ])('%s, %i at a time, walks the same rows as offsets', async (path, limit) => {
    const all = await admin.get(`${path}${path.includes('?') ? '&' : '?'}limit=100`).expect(200);
    expect(all.headers['x-next-cursor']).toBeUndefined();
    expect(await walk(path, limit)).toEqual(ids(all.body));
    expect(all.body.length).toBeGreaterThan(limit);
  });

  it.each([
    [`/api/admin/episodes?sort=${AdminEpisodeSort.Number}&limit=2`, 'after pages the newest order only'],
    [`/api/admin/bookings?sort=${BookingSort.NameAsc}&limit=2`, 'after pages the newest and oldest orders only'],
  ])('refuses after with an order it does not follow: %s', async (path, message) => {
    const first = await admin.get('/api/admin/episodes?limit=2').expect(200);
    const res = await admin.get(`${path}&after=${first.headers['x-next-cursor']}`).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses offset with after, and a cursor it did not write', async () => {
    const first = await admin.get('/api/admin/bookings?limit=2').expect(200);
    expect(JSON.stringify((await admin.get(`/api/admin/bookings?limit=2&offset=2&after=${first.headers['x-next-cursor']}`).expect(400)).body)).toContain(
      'Send offset or after, not both',
    );
    expect(JSON.stringify((await admin.get('/api/admin/episodes?limit=2&after=%27%3B--').expect(400)).body)).toContain('after must be the X-Next-Cursor');
  });

  it('gives no cursor to the spec’s plain call (no limit) or to the number order', async () => {
    expect((await admin.get('/api/admin/episodes').expect(200)).headers['x-next-cursor']).toBeUndefined();
    expect((await admin.get(`/api/admin/episodes?sort=${AdminEpisodeSort.Number}&limit=2`).expect(200)).headers['x-next-cursor']).toBeUndefined();
  });
});
