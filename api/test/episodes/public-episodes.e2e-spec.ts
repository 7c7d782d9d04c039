import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { createTestApp, type TestApp } from '../harness/test-app';
import { insertEpisode, insertPublished } from './episode.factory';

const PUBLIC_FIELDS = ['id', 'episodeNumber', 'title', 'description', 'thumbnailUrl', 'duration', 'guestName', 'publishedAt', 'artwork'].sort();
/** The episode page's read adds what only that page shows (issue 16). */
const DETAIL_FIELDS = [...PUBLIC_FIELDS, 'showNotesHtml', 'guest', 'chapters', 'transcript'].sort();
const ids = (body: Array<{ id: number }>) => body.map((episode) => episode.id);

describe('GET /api/episodes (public list)', () => {
  let t: TestApp;
  let newest: EpisodeEntity;
  let middle: EpisodeEntity;
  let oldest: EpisodeEntity;
  beforeAll(async () => {
    t = await createTestApp();
    oldest = await insertPublished(t, new Date('2025-01-01T00:00:00Z'), { guestName: 'Old Guest', duration: '30:00' });
    newest = await insertPublished(t, new Date('2025-03-01T00:00:00Z'), { thumbnailUrl: 'https://cdn.example.com/n.jpg' });
    middle = await insertPublished(t, new Date('2025-02-01T00:00:00Z'));
    await insertEpisode(t, { title: 'secret draft' });
  });
  afterAll(() => t.close());

  it('lists only published episodes, newest publishedAt first, in the public view, without a session', async () => {
    const res = await t
      .http()
      .get('/api/episodes')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(ids(res.body)).toEqual([newest.id, middle.id, oldest.id]);
    for (const episode of res.body) expect(Object.keys(episode).sort()).toEqual(PUBLIC_FIELDS);
    expect(res.body[2]).toEqual({
      id: oldest.id,
      episodeNumber: oldest.episodeNumber,
      title: oldest.title,
      description: oldest.description,
      thumbnailUrl: null,
      duration: '30:00',
      guestName: 'Old Guest',
      publishedAt: '2025-01-01T00:00:00.000Z',
      artwork: null,
    });
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Total-Count/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('pages with limit and offset ("Load More"), the total staying the whole count', async () => {
    let res = await t.http().get('/api/episodes?limit=2').expect(200);
    expect(ids(res.body)).toEqual([newest.id, middle.id]);
    expect(res.headers['x-total-count']).toBe('3');
    res = await t.http().get('/api/episodes?limit=2&offset=2').expect(200);
    expect(ids(res.body)).toEqual([oldest.id]);
    res = await t.http().get('/api/episodes?offset=1').expect(200);
    expect(ids(res.body)).toEqual([middle.id, oldest.id]);
    res = await t.http().get('/api/episodes?limit=5&offset=10').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=abc', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number of 0 or more'],
    ['offset=1.5', 'offset must be a whole number of 0 or more'],
    ['sort=title', 'property sort should not exist'],
  ])('answers 400 for ?%s', async (query, message) => {
    const res = await t.http().get(`/api/episodes?${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 304 to a matching If-None-Match, and 200 with the body to a stale one', async () => {
    const first = await t.http().get('/api/episodes').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.http().get('/api/episodes').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers['x-total-count']).toBe('3');
    const stale = await t.http().get('/api/episodes').set('If-None-Match', '"something-else"').expect(200);
    expect(stale.body).toEqual(first.body);
    const paged = await t.http().get('/api/episodes?limit=1').expect(200);
    expect(paged.headers.etag).not.toBe(etag);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.http().head('/api/episodes').expect(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers.etag).toBeDefined();
  });
});

describe('GET /api/episodes/{id} (one published episode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a published episode with the fields of a list item, without a session', async () => {
    const episode = await insertPublished(t, new Date('2025-04-01T00:00:00Z'), { guestName: 'A Guest', duration: '12:34' });
    const list = await t.http().get('/api/episodes').expect(200);
    const one = await t
      .http()
      .get(`/api/episodes/${episode.id}`)
      .expect(200)
      .expect('Content-Type', /application\/json/);
    const { showNotesHtml, guest, chapters, transcript, ...listFields } = one.body as Record<string, unknown>;
    expect(listFields).toEqual(list.body.find((item: { id: number }) => item.id === episode.id));
    expect(Object.keys(one.body).sort()).toEqual(DETAIL_FIELDS);
    expect(showNotesHtml).toBe('');
    expect(chapters).toEqual([]);
    expect(transcript).toBeNull();
    // No bookings record of that name: the page still names the guest.
    expect(guest).toEqual({ name: 'A Guest', role: null, company: null, portrait: null });
    expect(one.headers['set-cookie']).toBeUndefined();
  });

  it('is read without a session lookup: a signed-in admin gets no renewed session cookie from it', async () => {
    const episode = await insertPublished(t, new Date('2025-04-02T00:00:00Z'));
    const agent = await t.loginAgent();
    // An admin route renews the rolling session cookie; the public read never opens the session.
    expect((await agent.get('/api/admin/episodes').expect(200)).headers['set-cookie']).toBeDefined();
    expect((await agent.get(`/api/episodes/${episode.id}`).expect(200)).headers['set-cookie']).toBeUndefined();
  });

  it("answers a draft like a missing episode: 404 in the API's error shape", async () => {
    const draft = await insertEpisode(t, { title: 'secret draft' });
    for (const id of [String(draft.id), '999999', 'abc', '0', '99999999999']) {
      const res = await t.http().get(`/api/episodes/${id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Episode not found' });
    }
  });
});

describe('GET /api/episodes default and maximum page size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 103; i += 1) await insertPublished(t, new Date(Date.UTC(2024, 0, 1, 0, i)));
  });
  afterAll(() => t.close());

  it('answers a request without limit with the first 100, the total counting them all', async () => {
    const res = await t.http().get('/api/episodes').expect(200);
    expect(res.body).toHaveLength(100);
    expect(res.headers['x-total-count']).toBe('103');
    const rest = await t.http().get('/api/episodes?offset=100').expect(200);
    expect(rest.body).toHaveLength(3);
    await t.http().get('/api/episodes?limit=101').expect(400);
  });
});

describe('GET /api/episodes cache invalidation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes the list and its ETag on create, publish, edit, unpublish and delete, but not on a play', async () => {
    const admin = await t.loginAgent();
    const empty = await t.http().get('/api/episodes').expect(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    let etag = empty.headers.etag;

    const expectChanged = async (check: (body: Array<{ id: number; title: string }>) => void) => {
      await t.http().get('/api/episodes').set('If-None-Match', etag).expect(200);
      const res = await t.http().get('/api/episodes').expect(200);
      check(res.body);
      expect(res.headers.etag).not.toBe(etag);
      etag = res.headers.etag;
    };

    const draft = await admin.post('/api/episodes').send({ title: 'Draft one', description: 'Not yet' }).expect(201);
    await t.http().get('/api/episodes').set('If-None-Match', etag).expect(304);

    const published = await admin
      .post('/api/episodes')
      .send({ title: 'Live one', description: 'Out now', status: 'published', publishWithoutVideo: true })
      .expect(201);
    await expectChanged((body) => expect(ids(body)).toEqual([published.body.id]));

    await admin.patch(`/api/admin/episodes/${draft.body.id}`).send({ status: 'published', editingStatus: 'final', publishWithoutVideo: true }).expect(200);
    await expectChanged((body) => expect(ids(body)).toEqual([draft.body.id, published.body.id]));

    await admin.patch(`/api/admin/episodes/${published.body.id}`).send({ title: 'Live one, renamed' }).expect(200);
    await expectChanged((body) => expect(body.map((e) => e.title)).toContain('Live one, renamed'));

    await t.http().post(`/api/episodes/${published.body.id}/play`).expect(204);
    await t.http().get('/api/episodes').set('If-None-Match', etag).expect(304);

    await admin.patch(`/api/admin/episodes/${draft.body.id}`).send({ status: 'draft' }).expect(200);
    await expectChanged((body) => expect(ids(body)).toEqual([published.body.id]));

    await admin.delete(`/api/admin/episodes/${published.body.id}`).expect(204);
    await expectChanged((body) => expect(body).toEqual([]));
  });
});

describe('GET /api/episodes across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    // Same database and Redis prefix: two processes of one deployment.
    b = await createTestApp({ database: a.database });
  });
  afterAll(async () => {
    await b.close({ keepDatabase: true });
    await a.close();
  });

  it('sees a write made through the other process (version counter in Redis)', async () => {
    const first = await b.http().get('/api/episodes').expect(200);
    expect(first.body).toEqual([]);
    const admin = await a.loginAgent();
    const created = await admin
      .post('/api/episodes')
      .send({ title: 'From A', description: 'Written by process A', status: 'published', publishWithoutVideo: true })
      .expect(201);
    // B re-reads the Redis version at most every VERSION_CHECK_MS; poll until it has (bounded).
    const deadline = Date.now() + 5000;
    let seen: number[] = [];
    while (Date.now() < deadline) {
      const res = await b.http().get('/api/episodes').expect(200);
      seen = ids(res.body);
      if (seen.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toEqual([created.body.id]);
  });
});

describe('POST /api/episodes/{id}/play', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY: each listener speaks from its own address in X-Forwarded-For, as behind the proxy.
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());
  const playsOf = async (id: number): Promise<number> =>
    ((await (await t.loginAgent()).get(`/api/admin/episodes/${id}`).expect(200)).body as { plays: number }).plays;

  it('counts plays of distinct listeners atomically, without a session', async () => {
    const episode = await insertPublished(t, new Date());
    // Twenty listeners, each from its own address: each counts once (one address counts at most
    // ANALYTICS_LISTENERS_PER_CLIENT listeners, docs/analytics.md).
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t
          .http()
          .post(`/api/episodes/${episode.id}/play`)
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .set('User-Agent', `Listener ${i}`)
          .expect(204),
      ),
    );
    // The admin's Plays figure is the analytics' count of play events (issue 29: one figure everywhere).
    expect(await playsOf(episode.id)).toBe(20);
  });

  it.each(['999999', 'abc', '0', '99999999999'])('answers 404 for unknown id %s', async (id) => {
    const res = await t.http().post(`/api/episodes/${id}/play`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Episode not found' });
  });

  it('answers 404 for a draft, and does not count it', async () => {
    const draft = await insertEpisode(t);
    await t.http().post(`/api/episodes/${draft.id}/play`).expect(404);
    expect(await playsOf(draft.id)).toBe(0);
  });
});

describe('GET /api/episodes with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('serves every request from Postgres, so writes still show at once', async () => {
    const admin = await t.loginAgent();
    expect((await t.http().get('/api/episodes').expect(200)).body).toEqual([]);
    const created = await admin
      .post('/api/episodes')
      .send({ title: 'No Redis', description: 'Still listed', status: 'published', publishWithoutVideo: true })
      .expect(201);
    expect(ids((await t.http().get('/api/episodes').expect(200)).body)).toEqual([created.body.id]);
    await admin.patch(`/api/admin/episodes/${created.body.id}`).send({ status: 'draft' }).expect(200);
    expect((await t.http().get('/api/episodes').expect(200)).body).toEqual([]);
  });
});
