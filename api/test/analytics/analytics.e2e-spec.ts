import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { publishedEpisodeWithVideo } from '../distribution/distribution-fixtures';
import { insertPublished } from '../episodes/episode.factory';
import { createTestApp, type TestApp } from '../harness/test-app';
import { REDIS_URL } from '../harness/test-env';
import { mediaScratch, waitFor } from '../media/media-fixtures';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CORE_MEDIA = 'AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4_1 like Mac OS X; en_us)';
const OVERCAST = 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const today = () => new Date().toISOString().slice(0, 10);

interface Report {
  from: string;
  to: string;
  days: Array<{ day: string; plays: number; downloads: number }>;
  totals: { plays: number; downloads: number };
  topEpisodes: Array<{ id: number; title: string; plays: number; downloads: number }>;
  apps: Array<{ name: string; plays: number; downloads: number }>;
}

/** Issue 15 item 5: plays and downloads counted without cookies, once per listener, episode and UTC day. */
describe('analytics without cookies (real PostgreSQL, Redis, transcoding)', () => {
  const scratch = mediaScratch();
  // TRUST_PROXY: the listener's address comes from X-Forwarded-For, as behind the TLS proxy.
  const env = { TRUST_PROXY: 'true', RATE_LIMIT_PLAY: '1000' };
  let t: TestApp;
  let second: TestApp;
  let video: EpisodeEntity;
  let played: EpisodeEntity;

  beforeAll(async () => {
    t = await createTestApp({ env });
    // A second API process of the same deployment (same database and Redis prefix).
    second = await createTestApp({ env, database: t.database });
    video = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Downloaded episode' });
    played = await insertPublished(t, new Date('2026-01-01T00:00:00Z'), { title: 'Played episode' });
  });
  afterAll(async () => {
    await second.close({ keepDatabase: true });
    await t.close();
    scratch.dispose();
  });

  const play = (app: TestApp, address: string, agent: string) =>
    app.http().post(`/api/episodes/${played.id}/play`).set('X-Forwarded-For', address).set('User-Agent', agent).expect(204);
  const enclosure = (address: string, agent: string) =>
    t.http().get(`/podcast/episodes/${video.id}/720p.mp4`).set('X-Forwarded-For', address).set('User-Agent', agent);
  const report = async (path = '/api/admin/analytics'): Promise<Report> => (await (await t.loginAgent()).get(path).expect(200)).body as Report;
  // Downloads are recorded just after the answer is sent (never in its way): poll for the expected
  // count, then let any other recording in flight land before trusting it.
  const downloadsSettleAt = async (expected: number) => {
    const downloads = async () => (await report(`/api/admin/analytics/episodes/${video.id}`)).totals.downloads;
    await waitFor(async () => (await downloads()) === expected, 10_000, `${expected} downloads`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await downloads()).toBe(expected);
  };
  const adminPlays = async () => {
    const agent = await t.loginAgent();
    const one = await agent.get(`/api/admin/episodes/${played.id}`).expect(200);
    const list = await agent.get('/api/admin/episodes').expect(200);
    const row = (list.body as Array<{ id: number; plays: number }>).find((episode) => episode.id === played.id);
    expect(row?.plays).toBe(one.body.plays);
    return one.body.plays as number;
  };

  it('counts fifty plays from one listener once, on both API processes, and the Plays column shows it', async () => {
    for (let i = 0; i < 50; i += 1) await play(i % 2 ? second : t, '203.0.113.7', CHROME);
    expect(await adminPlays()).toBe(1);
    // The same address with another user agent is another listener; another address too.
    await play(t, '203.0.113.7', FIREFOX);
    await play(second, '203.0.113.7', FIREFOX);
    await play(t, '203.0.113.8', CHROME);
    expect(await adminPlays()).toBe(3);
    const episode = await report(`/api/admin/analytics/episodes/${played.id}`);
    expect(episode.totals).toEqual({ plays: 3, downloads: 0 });
    expect(episode.days.at(-1)).toEqual({ day: today(), plays: 3, downloads: 0 });
    expect(episode.apps).toEqual([{ name: 'Browser', plays: 3, downloads: 0 }]);
  });

  it('does not count a bot playing, and still answers it 204', async () => {
    await play(t, '203.0.113.9', GOOGLEBOT);
    expect(await adminPlays()).toBe(3);
  });

  it('does not count downloads by a bot user agent, HEAD requests, or a 2-byte Range probe', async () => {
    await enclosure('198.51.100.20', GOOGLEBOT).expect(200);
    await enclosure('198.51.100.20', 'curl/8.5.0').expect(200);
    await t.http().head(`/podcast/episodes/${video.id}/720p.mp4`).set('X-Forwarded-For', '198.51.100.21').set('User-Agent', CORE_MEDIA).expect(200);
    const probe = await enclosure('198.51.100.21', CORE_MEDIA).set('Range', 'bytes=0-1').expect(206);
    expect(probe.headers['content-range']).toMatch(/^bytes 0-1\//);
    await downloadsSettleAt(0);
  });

  it("merges one listener's range requests (any rendition) into one download; another app counts again", async () => {
    await enclosure('198.51.100.21', CORE_MEDIA).set('Range', 'bytes=0-999').expect(206);
    await enclosure('198.51.100.21', CORE_MEDIA).set('Range', 'bytes=1000-').expect(206);
    await t.http().get(`/podcast/episodes/${video.id}/audio.m4a`).set('X-Forwarded-For', '198.51.100.21').set('User-Agent', CORE_MEDIA).expect(200);
    await downloadsSettleAt(1);
    await enclosure('198.51.100.22', OVERCAST).expect(200);
    await downloadsSettleAt(2);
    const episode = await report(`/api/admin/analytics/episodes/${video.id}`);
    expect(episode.totals).toEqual({ plays: 0, downloads: 2 });
    expect(episode.apps.map(({ name, downloads }) => ({ name, downloads })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Apple Podcasts', downloads: 1 },
      { name: 'Overcast', downloads: 1 },
    ]);
  });

  it('reports the last 90 days per day, the totals, the top episodes and the apps', async () => {
    const body = await report();
    expect(body.days).toHaveLength(90);
    expect(body.to).toBe(today());
    expect(body.from).toBe(body.days[0]?.day);
    expect(body.days.at(-1)).toEqual({ day: today(), plays: 3, downloads: 2 });
    expect(body.days.slice(0, -1).every((day) => day.plays === 0 && day.downloads === 0)).toBe(true);
    expect(new Set(body.days.map((day) => day.day)).size).toBe(90);
    expect(body.totals).toEqual({ plays: 3, downloads: 2 });
    expect(body.topEpisodes).toEqual([
      { id: played.id, title: 'Played episode', plays: 3, downloads: 0 },
      { id: video.id, title: 'Downloaded episode', plays: 0, downloads: 2 },
    ]);
    expect(body.apps).toEqual([
      { name: 'Browser', plays: 3, downloads: 0 },
      { name: 'Apple Podcasts', plays: 0, downloads: 1 },
      { name: 'Overcast', plays: 0, downloads: 1 },
    ]);
    expect((await report('/api/admin/analytics?days=7')).days).toHaveLength(7);
  });

  it('refuses a bad window, an unknown episode, and anyone without a session', async () => {
    const agent = await t.loginAgent();
    for (const days of ['0', '367', 'abc', '1e1']) {
      const res = await agent.get(`/api/admin/analytics?days=${days}`).expect(400);
      expect(res.body.message).toBe('days must be a whole number from 1 to 366');
    }
    await agent.get('/api/admin/analytics/episodes/999999').expect(404);
    await t.http().get('/api/admin/analytics').expect(401);
    await t.http().get(`/api/admin/analytics/episodes/${played.id}`).expect(401);
  });

  it('stores no raw address: only salted hashes, with the salt in Redis for two days at most', async () => {
    const rows: Array<Record<string, unknown>> = await t.app.get(DataSource).query(`SELECT * FROM "listen_event"`);
    expect(rows).toHaveLength(5);
    const stored = JSON.stringify(rows);
    for (const address of ['203.0.113.7', '203.0.113.8', '198.51.100.21', '198.51.100.22']) expect(stored).not.toContain(address);
    expect(stored).not.toContain('Mozilla');
    for (const row of rows) expect(row.listenerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['app', 'createdAt', 'day', 'episodeId', 'kind', 'listenerHash']);
    const redis = new Redis(REDIS_URL);
    try {
      const ttl = await redis.ttl(`${t.config.REDIS_PREFIX}:analytics:salt:${today()}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(48 * 60 * 60);
    } finally {
      redis.disconnect();
    }
  });
});
