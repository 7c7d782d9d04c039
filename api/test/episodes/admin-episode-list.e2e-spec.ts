import { ADMIN_LIST_UNPAGED_CAP, EditingStatus, EpisodeStatus } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertEpisode } from './episode.factory';

const titles = (body: Array<{ title: string }>) => body.map((episode) => episode.title);

/** GET /api/admin/episodes paged, filtered, searched and sorted by the server (issue 18). */
describe('admin episodes list (GET /api/admin/episodes?limit&offset&q&status&sort)', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
    const day = (n: number) => new Date(Date.UTC(2030, 0, n));
    // Oldest first: A (draft, raw) … E; newest created first is E, D, C, B, A.
    await insertEpisode(t, { title: 'A pricing talk', episodeNumber: 1, createdAt: day(1), description: 'Wholesale 100% margins' });
    await insertEpisode(t, {
      title: 'B',
      episodeNumber: 7,
      createdAt: day(2),
      status: EpisodeStatus.Published,
      editingStatus: EditingStatus.Final,
      publishedAt: day(2),
    });
    await insertEpisode(t, { title: 'C', episodeNumber: 3, createdAt: day(3), editingStatus: EditingStatus.Final, guestName: 'Grace Hopper' });
    await insertEpisode(t, { title: 'D', episodeNumber: 4, createdAt: day(4), editingStatus: EditingStatus.Review });
    await insertEpisode(t, { title: 'E under_score', episodeNumber: 5, createdAt: day(5), status: EpisodeStatus.Published, publishedAt: day(5) });
  });
  afterAll(() => t.close());

  it('without parameters returns every episode newest created first, the total in X-Total-Count', async () => {
    const res = await admin.get('/api/admin/episodes').expect(200);
    expect(titles(res.body)).toEqual(['E under_score', 'D', 'C', 'B', 'A pricing talk']);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['x-truncated']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });

  it('pages with limit and offset; the total stays the whole count', async () => {
    const first = await admin.get('/api/admin/episodes?limit=2').expect(200);
    expect(titles(first.body)).toEqual(['E under_score', 'D']);
    expect(first.headers['x-total-count']).toBe('5');
    const last = await admin.get('/api/admin/episodes?limit=2&offset=4').expect(200);
    expect(titles(last.body)).toEqual(['A pricing talk']);
    expect(last.headers['x-total-count']).toBe('5');
    const past = await admin.get('/api/admin/episodes?limit=2&offset=10').expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it('filters by status: published, draft, and approved (published or editing final)', async () => {
    expect(titles((await admin.get('/api/admin/episodes?status=published').expect(200)).body)).toEqual(['E under_score', 'B']);
    expect(titles((await admin.get('/api/admin/episodes?status=draft').expect(200)).body)).toEqual(['D', 'C', 'A pricing talk']);
    const approved = await admin.get('/api/admin/episodes?status=approved&limit=1').expect(200);
    expect(titles(approved.body)).toEqual(['E under_score']);
    expect(approved.headers['x-total-count']).toBe('3');
    expect(titles((await admin.get('/api/admin/episodes?status=all').expect(200)).body)).toHaveLength(5);
  });

  it("filters by the badges' words (issue 29): Filmed, Review (review or final); a published episode only under Published", async () => {
    expect(titles((await admin.get('/api/admin/episodes?status=filmed').expect(200)).body)).toEqual(['A pricing talk']);
    expect(titles((await admin.get('/api/admin/episodes?status=review').expect(200)).body)).toEqual(['D', 'C']);
    expect(titles((await admin.get('/api/admin/episodes?status=editing').expect(200)).body)).toEqual([]);
    expect(titles((await admin.get('/api/admin/episodes?status=revise').expect(200)).body)).toEqual([]);
  });

  it('searches title, guest and description case-insensitively, with % and _ taken literally', async () => {
    expect(titles((await admin.get('/api/admin/episodes?q=PRICING').expect(200)).body)).toEqual(['A pricing talk']);
    expect(titles((await admin.get('/api/admin/episodes?q=hopper').expect(200)).body)).toEqual(['C']);
    expect(titles((await admin.get('/api/admin/episodes?q=wholesale').expect(200)).body)).toEqual(['A pricing talk']);
    expect(titles((await admin.get(`/api/admin/episodes?q=${encodeURIComponent('100%')}`).expect(200)).body)).toEqual(['A pricing talk']);
    expect(titles((await admin.get('/api/admin/episodes?q=g_t').expect(200)).body)).toEqual([]);
    expect(titles((await admin.get('/api/admin/episodes?q=under_').expect(200)).body)).toEqual(['E under_score']);
    // Spaces around the text are trimmed; search and filter combine.
    expect(titles((await admin.get('/api/admin/episodes?q=%20HOPPER%20&status=draft').expect(200)).body)).toEqual(['C']);
    expect(titles((await admin.get('/api/admin/episodes?q=hopper&status=published').expect(200)).body)).toEqual([]);
  });

  it('sorts by episode number, highest first (the create form’s next number)', async () => {
    const res = await admin.get('/api/admin/episodes?sort=number&limit=1').expect(200);
    expect(res.body[0].episodeNumber).toBe(7);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=abc', 'limit must be a whole number from 1 to 100'],
    ['limit=1.5', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number of 0 or more'],
    ['status=archived', 'status must be one of: all, filmed, editing, revise, review, published, approved, draft'],
    ['sort=title', 'sort must be one of: newest, number'],
    [`q=${'x'.repeat(201)}`, 'q must be text of at most 200 characters'],
    ['q=a&q=b', 'q must be text of at most 200 characters'],
    ['page=2', 'property page should not exist'],
  ])('refuses %s with a 400 in the API error shape', async (query, message) => {
    const res = await admin.get(`/api/admin/episodes?${query}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it('needs the admin session', async () => {
    await t.http().get('/api/admin/episodes?limit=5').expect(401);
  });

  it(`without limit stops at ${ADMIN_LIST_UNPAGED_CAP} rows and says so`, async () => {
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO "episode" ("title", "createdAt") SELECT 'Old ' || g, timestamptz '2020-01-01' - g * interval '1 hour' FROM generate_series(1, $1) AS g`,
        [ADMIN_LIST_UNPAGED_CAP],
      );
    const res = await admin.get('/api/admin/episodes').expect(200);
    expect(res.body).toHaveLength(ADMIN_LIST_UNPAGED_CAP);
    expect(res.body[0].title).toBe('E under_score');
    expect(res.headers['x-total-count']).toBe(String(ADMIN_LIST_UNPAGED_CAP + 5));
    expect(res.headers['x-truncated']).toBe('true');
    const paged = await admin.get('/api/admin/episodes?limit=100&offset=1000').expect(200);
    expect(paged.body).toHaveLength(5);
    expect(paged.headers['x-truncated']).toBeUndefined();
  });
});
