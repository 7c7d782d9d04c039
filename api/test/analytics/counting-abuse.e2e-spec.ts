import { randomInt } from 'node:crypto';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { VERSION_CHECK_MS } from '../../src/modules/catalogue/catalogue-cache';
import { CatalogueVersion } from '../../src/modules/catalogue/catalogue-version';
import { publishedEpisodeWithVideo } from '../distribution/distribution-fixtures';
import { insertPublished } from '../episodes/episode.factory';
import { createTestApp, type TestApp } from '../harness/test-app';
import { REDIS_URL } from '../harness/test-env';
import { mediaScratch, paddedCopy, waitFor } from '../media/media-fixtures';
import { CountingState } from '../../src/modules/analytics/counting-state.service';
import { coveredBytes, mergeSpan, MAX_SPANS, type Span } from '../../src/modules/analytics/served-bytes';
import { PodcastCatalog } from '../../src/modules/distribution/podcast-catalog.service';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { STORAGE_DRIVER, type StorageDriver } from '../../src/modules/media/storage/storage.driver';

const CORE_MEDIA = 'AppleCoreMedia/1.0.0.20E252 (iPhone; U; CPU OS 16_4_1 like Mac OS X; en_us)';
const OVERCAST = 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)';
const chrome = (version: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0 Safari/537.36`;
const MIB = 1024 * 1024;

/**
 * Issue 30: counts cannot be bought cheaply. One client (an IPv4 address, an IPv6 /64) changing its
 * user agent at will adds at most ANALYTICS_LISTENERS_PER_CLIENT (3) listeners per episode and day;
 * a download needs a minute's bytes actually served (IAB v2.2), ranges merged; enclosure requests
 * past RATE_LIMIT_ENCLOSURE are served but count nothing; plays past RATE_LIMIT_PLAY get 429. Bytes
 * are kept for no more listeners per client than the cap admits, so rotating user agents on 3-byte
 * ranges cannot fill Redis either.
 */
describe('counting cannot be bought cheaply (real PostgreSQL, Redis, transcoding, two API processes)', () => {
  const scratch = mediaScratch();
  // TRUST_PROXY: each request speaks from the address in X-Forwarded-For, as behind the TLS proxy.
  // A ten-minute window, so no limit's window rolls over while the test runs; the limits and the
  // listener cap themselves are the defaults (RATE_LIMIT_PLAY 60, RATE_LIMIT_ENCLOSURE 120, cap 3).
  const env = { TRUST_PROXY: 'true', RATE_LIMIT_WINDOW_SEC: '600' };
  let t: TestApp;
  let second: TestApp;
  let video: EpisodeEntity;
  let played: EpisodeEntity;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ env });
    // A second API process of the deployment: same database, Redis prefix and stored files.
    second = await createTestApp({ env: { ...env, STORAGE_DIR: t.config.STORAGE_DIR as string }, database: t.database });
    video = await publishedEpisodeWithVideo(t, scratch.dir, { title: 'Downloaded episode' });
    played = await insertPublished(t, new Date('2026-01-01T00:00:00Z'), { title: 'Played episode' });
    // A real port, for a client that hangs up mid-file (supertest always reads to the end).
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await second.close({ keepDatabase: true });
    await t.close();
    scratch.dispose();
  });

  const enclosure = (episode: EpisodeEntity, address: string, agent: string, app = t, file = '720p.mp4') =>
    app.http().get(`/podcast/episodes/${episode.id}/${file}`).set('X-Forwarded-For', address).set('User-Agent', agent);
  const play = (address: string, agent: string) => t.http().post(`/api/episodes/${played.id}/play`).set('X-Forwarded-For', address).set('User-Agent', agent);
  const totals = async (episode: EpisodeEntity) => {
    const res = await (await t.loginAgent()).get(`/api/admin/analytics/episodes/${episode.id}`).expect(200);
    return res.body.totals as { plays: number; downloads: number };
  };
  // Downloads are recorded just after the answer ends (never in its way): poll for the expected
  // count, then let any recording still in flight land before trusting it.
  const downloadsSettleAt = async (episode: EpisodeEntity, expected: number) => {
    await waitFor(async () => (await totals(episode)).downloads === expected, 10_000, `${expected} downloads`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await totals(episode)).downloads).toBe(expected);
  };
  const rows = async (episode: EpisodeEntity, kind: 'play' | 'download') =>
    Number((await t.app.get(DataSource).query(`SELECT count(*) AS n FROM "listen_event" WHERE "episodeId" = $1 AND "kind" = $2`, [episode.id, kind]))[0].n);
  /** The served-span keys in Redis (this test's prefix) of one file of an episode, whoever the listener. */
  const servedKeys = async (episode: EpisodeEntity, file: string) => {
    const redis = new Redis(REDIS_URL);
    try {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${t.config.REDIS_PREFIX}:analytics:served:*`, count: 1000 }))
        keys.push(...(batch as string[]).filter((key) => key.includes(`:${episode.id}:${file}:`)));
      return keys;
    } finally {
      redis.disconnect();
    }
  };
  /** A GET of the whole file that stops reading and hangs up after `stopAfter` bytes; answers the bytes it read. */
  const readThenHangUp = (path: string, address: string, agent: string, stopAfter: number) =>
    new Promise<number>((resolve, reject) => {
      let read = 0;
      const req = httpGet({ host: '127.0.0.1', port, path, headers: { 'X-Forwarded-For': address, 'User-Agent': agent } }, (res) => {
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read < stopAfter) return;
          req.destroy();
          resolve(read);
        });
        res.on('end', () => reject(new Error(`the file ended after ${read} bytes, before ${stopAfter}`)));
      });
      req.on('error', (error) => (read < stopAfter ? reject(error) : undefined));
    });

  it('300 enclosure GETs from one address, each with another user agent, count what the listener cap allows: 3', async () => {
    for (let i = 0; i < 300; i += 1) await enclosure(video, '198.51.100.30', `PodcastApp/${i}.0`, i % 2 ? second : t).expect(200);
    await downloadsSettleAt(video, 3);
    expect(await rows(video, 'download')).toBe(3);
  });

  it('a 3-byte range, the first few kB or the same 16 kB read again do not count; the rest of the file, merged, does', async () => {
    const size = Number((await t.http().head(`/podcast/episodes/${video.id}/720p.mp4`).expect(200)).headers['content-length']);
    // The clip lasts two seconds: under a minute, the whole file is the rule.
    expect(size).toBeGreaterThan(2 * 16_384);
    const probe = await enclosure(video, '198.51.100.40', CORE_MEDIA).set('Range', 'bytes=0-2').expect(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-2/${size}`);
    await enclosure(video, '198.51.100.41', CORE_MEDIA).set('Range', 'bytes=0-4095').expect(206);
    // Read again and again, more bytes than the file in all: summed they would count, merged they are 16 kB.
    const rereads = Math.ceil(size / 16_384) + 1;
    for (let i = 0; i < rereads; i += 1)
      await enclosure(video, '198.51.100.40', CORE_MEDIA, i % 2 ? second : t)
        .set('Range', 'bytes=0-16383')
        .expect(206);
    await downloadsSettleAt(video, 3);
    // The rest of the file, on the other process: with the first 16 kB, every byte was served once.
    await enclosure(video, '198.51.100.40', CORE_MEDIA, second).set('Range', 'bytes=16384-').expect(206);
    await downloadsSettleAt(video, 4);
  });

  it('50 three-byte ranges from one address with 50 user agents keep span state for the 3 listeners the cap allows, not 50', async () => {
    const cap = t.config.ANALYTICS_LISTENERS_PER_CLIENT;
    expect(cap).toBe(3);
    const address = '198.51.100.70';
    const before = new Set(await servedKeys(video, '720p.mp4'));
    const added = async () => (await servedKeys(video, '720p.mp4')).filter((key) => !before.has(key));
    const downloads = (await totals(video)).downloads;
    // The first user agent's bytes are recorded before the others come, so it is one of the three.
    await enclosure(video, address, 'RangeApp/0').set('Range', 'bytes=0-2').expect(206);
    await waitFor(async () => (await added()).length === 1, 10_000, "the first listener's spans");
    for (let i = 1; i < 50; i += 1)
      await enclosure(video, address, `RangeApp/${i}`, i % 2 ? second : t)
        .set('Range', 'bytes=0-2')
        .expect(206);
    // Recording runs just after each answer: wait for the keys the cap allows, then for any still in flight.
    await waitFor(async () => (await added()).length >= cap, 10_000, `${cap} served-span keys`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await added()).toHaveLength(cap);
    // A measured listener still completes its download: the rest of the file, merged with its 3 bytes.
    await enclosure(video, address, 'RangeApp/0', second).set('Range', 'bytes=3-').expect(206);
    await downloadsSettleAt(video, downloads + 1);
    expect(await added()).toHaveLength(cap);
  });

  it('counts the bytes a listener was sent: under a minute of the episode nothing, past it one download, ranges merged', async () => {
    // The episode's 480p file becomes 32 MiB of a two-minute episode: a minute is 16 MiB of it.
    const target = await t.app.get(PodcastCatalog).enclosure(video.id, '480p.mp4');
    const storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    if (!target || !storage.localPath) throw new Error('the episode has no local 480p file');
    const file = storage.localPath(target.key);
    paddedCopy(file, file, 32 * MIB);
    await t.app.get(DataSource).query(`UPDATE "video_asset" SET "durationSec" = 120 WHERE "episodeId" = $1`, [video.id]);
    // Both changes went behind the app's back: the catalogue moves as a write through the app would move
    // it (its records and the files' sizes are kept per catalogue version), and the second process
    // sees it within its version check.
    await t.app.get(CatalogueVersion).changed();
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    const path = `/podcast/episodes/${video.id}/480p.mp4`;
    const before = (await totals(video)).downloads;
    // Hung up after 1 MiB: the server wrote that and what the socket buffers held, far from 16 MiB.
    expect(await readThenHangUp(path, '198.51.100.50', OVERCAST, MIB)).toBeGreaterThanOrEqual(MIB);
    await downloadsSettleAt(video, before);
    // Hung up after 20 MiB: more than a minute was sent, so it counts.
    expect(await readThenHangUp(path, '198.51.100.51', OVERCAST, 20 * MIB)).toBeGreaterThanOrEqual(20 * MIB);
    await downloadsSettleAt(video, before + 1);
    // One byte short of the minute in one range, then twenty bytes across its end in another: one download.
    await enclosure(video, '198.51.100.52', CORE_MEDIA, t, '480p.mp4')
      .set('Range', `bytes=0-${16 * MIB - 2}`)
      .expect(206);
    await downloadsSettleAt(video, before + 1);
    await enclosure(video, '198.51.100.52', CORE_MEDIA, second, '480p.mp4')
      .set('Range', `bytes=${16 * MIB - 10}-${16 * MIB + 9}`)
      .expect(206);
    await downloadsSettleAt(video, before + 2);
  });

  it('serves but does not count enclosure requests past the limit of one IPv6 /64; another /64 counts', async () => {
    const before = (await totals(video)).downloads;
    // 120 ranged reads (the limit) from one address of the /64, none a download on its own.
    for (let i = 0; i < 120; i += 1)
      await enclosure(video, '2001:db8:e::1', CORE_MEDIA, i % 2 ? second : t)
        .set('Range', 'bytes=0-99')
        .expect(206);
    // Another address of the same /64, a new listener: the whole file is served, and not counted.
    const served = await enclosure(video, '2001:db8:e:0:ffff::2', OVERCAST).expect(200);
    expect(Number(served.headers['content-length'])).toBeGreaterThan(0);
    await downloadsSettleAt(video, before);
    await enclosure(video, '2001:db8:e:1::1', OVERCAST).expect(200);
    await downloadsSettleAt(video, before + 1);
  });

  it('caps the listeners of one IPv6 /64 at three per episode and day, whatever addresses of it they use', async () => {
    const before = (await totals(video)).downloads;
    for (const agent of ['App/1', 'App/2', 'App/3']) await enclosure(video, '2001:db8:c::1', agent).expect(200);
    await enclosure(video, '2001:db8:c::2', 'App/4').expect(200);
    await enclosure(video, '2001:db8:c::3', 'App/1').expect(200);
    await downloadsSettleAt(video, before + 3);
  });

  it('sixty plays from one address with sixty user agents count three; the sixty-first gets 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i += 1) await play('203.0.113.60', chrome(100 + i)).expect(204);
    expect((await totals(played)).plays).toBe(3);
    const limited = await play('203.0.113.60', chrome(1)).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows(played, 'play')).toBe(3);
  });

  it('limits plays per IPv6 /64: another address of it gets 429, another /64 is counted', async () => {
    for (let i = 0; i < 60; i += 1) await play('2001:db8:60::1', chrome(200 + i)).expect(204);
    expect((await totals(played)).plays).toBe(6);
    const limited = await play('2001:db8:60:0:abcd::9', chrome(999)).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await play('2001:db8:61::1', chrome(999)).expect(204);
    expect((await totals(played)).plays).toBe(7);
  });

  it('keeps no address in the counting state: the Redis keys name salted hashes only', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${t.config.REDIS_PREFIX}:analytics:*`);
      expect(keys.some((key) => key.includes(':served:'))).toBe(true);
      expect(keys.some((key) => key.includes(':listeners:'))).toBe(true);
      expect(keys.some((key) => key.includes(':measured:'))).toBe(true);
      for (const key of keys) expect(key).not.toMatch(/198\.51\.100|203\.0\.113|2001:db8/);
    } finally {
      redis.disconnect();
    }
  });

  it("merges ranges in Redis exactly as mergeSpan does (the in-process fallback's rule)", async () => {
    const state = t.app.get(CountingState);
    const key = state.key('served:merge-check');
    let expected: Span[] = [];
    for (let i = 0; i < 300; i += 1) {
      const start = randomInt(0, 20_000);
      const span = { start, end: start + randomInt(1, 400) };
      expected = mergeSpan(expected, span, MAX_SPANS);
      expect(await state.mergeSpan(key, span, 60_000)).toBe(coveredBytes(expected));
    }
    // Slivers past MAX_SPANS pieces: both keep the pieces they had and drop the rest alike.
    for (let i = 0; i < MAX_SPANS + 10; i += 1) {
      const span = { start: 100_000 + i * 10, end: 100_001 + i * 10 };
      expected = mergeSpan(expected, span, MAX_SPANS);
      expect(await state.mergeSpan(key, span, 60_000)).toBe(coveredBytes(expected));
    }
    expect(expected).toHaveLength(MAX_SPANS);
  });
});
