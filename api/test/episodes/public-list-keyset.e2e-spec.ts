import { EpisodeStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { encodeCursor } from '../../src/common/keyset-cursor';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { PublicEpisodeListCache } from '../../src/modules/public-catalogue/public-episode-list.cache';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertEpisode, insertPublished } from './episode.factory';

const ids = (body: Array<{ id: number }>) => body.map((episode) => episode.id);

/**
 * Issue 18: keyset paging of the public list. `after` (the X-Next-Cursor of the previous page)
 * continues exactly where the page ended, whatever was written meanwhile, through rows that share a
 * publication time (microseconds apart or equal) and into published rows without a date.
 */
describe('GET /api/episodes?after= (keyset paging)', () => {
  let t: TestApp;
  let byOffset: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.get(DataSource);
    // 9 dated episodes: three share one instant, two are a microsecond apart.
    for (let day = 1; day <= 5; day += 1) await insertPublished(t, new Date(`2025-01-0${day}T00:00:00Z`));
    for (let n = 0; n < 3; n += 1) await insertPublished(t, new Date('2025-02-01T00:00:00Z'));
    const close = await insertPublished(t, new Date('2025-03-01T00:00:00Z'));
    await db.query(`UPDATE "episode" SET "publishedAt" = '2025-03-01T00:00:00.000001Z' WHERE id = $1`, [close.id]);
    await insertPublished(t, new Date('2025-03-01T00:00:00Z'));
    // Two published rows without a date (they sort last), and a draft that never shows.
    const undated = await insertPublished(t, new Date());
    const undated2 = await insertPublished(t, new Date());
    await db.query(`UPDATE "episode" SET "publishedAt" = NULL WHERE id IN ($1, $2)`, [undated.id, undated2.id]);
    await insertEpisode(t, { status: EpisodeStatus.Draft });
    byOffset = ids((await t.http().get('/api/episodes').expect(200)).body);
    expect(byOffset).toHaveLength(12);
  });
  afterAll(() => t.close());

  it.each([1, 2, 3, 5, 12])('walks the whole list %i at a time, the same rows in the same order as offsets', async (limit) => {
    const walked: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const res = await t
        .http()
        .get(`/api/episodes?limit=${limit}${after ? `&after=${after}` : ''}`)
        .expect(200);
      expect(res.headers['x-total-count']).toBe('12');
      walked.push(...ids(res.body));
      after = res.headers['x-next-cursor'];
      if (!after) break;
      expect(res.body).toHaveLength(limit);
    }
    expect(walked).toEqual(byOffset);
  });

  it('exposes the cursor header to scripts', async () => {
    const res = await t.http().get('/api/episodes?limit=2').expect(200);
    expect(res.headers['x-next-cursor']).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Next-Cursor/);
  });

  it('a page after the last row is empty, without a cursor', async () => {
    const last = byOffset[byOffset.length - 1]!;
    const res = await t
      .http()
      .get(`/api/episodes?after=${encodeCursor({ at: null, id: last })}`)
      .expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('continues from where the page ended when an episode is published before the cursor meanwhile', async () => {
    const first = await t.http().get('/api/episodes?limit=4').expect(200);
    const fresh = await insertPublished(t, new Date('2030-01-01T00:00:00Z'));
    try {
      const next = await t.http().get(`/api/episodes?limit=4&after=${first.headers['x-next-cursor']}`).expect(200);
      expect(ids(next.body)).toEqual(byOffset.slice(4, 8));
      expect(next.headers['x-total-count']).toBe('13');
    } finally {
      await t.app.get(DataSource).getRepository(EpisodeEntity).delete(fresh.id);
    }
  });

  it('keeps keyset pages only for cursors it handed out, so requests cannot choose what fills the cache', async () => {
    const cache = t.app.get(PublicEpisodeListCache);
    await t.http().get('/api/episodes?limit=3').expect(200);
    const made = encodeCursor({ at: '2025-01-03T00:00:00.000000Z', id: byOffset[6]! });
    const before = cache.bytes;
    await t.http().get(`/api/episodes?limit=3&after=${made}`).expect(200);
    expect(cache.bytes).toBe(before);
    // A page past the end hands out no cursor; a page of the list hands out its own.
    const deep = await t.http().get('/api/episodes?limit=3&offset=5000').expect(200);
    expect(deep.headers['x-next-cursor']).toBeUndefined();
    const first = await t.http().get('/api/episodes?limit=3').expect(200);
    await t.http().get(`/api/episodes?limit=3&after=${first.headers['x-next-cursor']}`).expect(200);
    expect(cache.bytes).toBeGreaterThan(before);
  });

  it.each([
    ['after=', 'after must be the X-Next-Cursor of an earlier page'],
    ['after=not*a*cursor', 'after must be the X-Next-Cursor of an earlier page'],
    [`after=${Buffer.from('2025-01-01T00:00:00.000Z|4').toString('base64url')}`, 'after must be the X-Next-Cursor of an earlier page'],
    [`after=${Buffer.from("|1' OR '1'='1").toString('base64url')}`, 'after must be the X-Next-Cursor of an earlier page'],
    [`offset=2&after=${encodeCursor({ at: null, id: 3 })}`, 'Send offset or after, not both'],
  ])('refuses %s with a 400 naming the problem', async (query, message) => {
    const res = await t.http().get(`/api/episodes?${query}`).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});
