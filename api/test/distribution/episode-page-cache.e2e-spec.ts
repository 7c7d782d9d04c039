import { DataSource } from 'typeorm';
import { CatalogueCache } from '../../src/modules/catalogue/catalogue-cache';
import { CatalogueVersion } from '../../src/modules/catalogue/catalogue-version';
import type { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, type TestApp } from '../harness/test-app';
import { createEpisode } from '../media/media-fixtures';
import { PUBLIC_URL, writeSiteIndex } from './distribution-fixtures';

/**
 * Issue 32 item 1: the server-rendered episode page is a value of the one catalogue cache. It is
 * kept (a write that bypasses the app, here raw SQL, is not seen until the catalogue moves), every
 * write the public could see through the app moves it at once, the guest card follows its booking,
 * and a guest's staff-only stages do not empty the cache.
 */
describe('GET /episodes/{id} from the catalogue cache', () => {
  let t: TestApp;
  let admin: TestAgent;
  let episode: EpisodeEntity;

  const page = async () => (await t.http().get(`/episodes/${episode.id}`).expect(200)).text;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    writeSiteIndex(t);
    admin = await t.loginAgent();
    episode = await createEpisode(t, {
      title: 'Cached title',
      description: 'About pricing',
      guestName: 'Ada Lovelace',
      status: 'published' as EpisodeEntity['status'],
      publishedAt: new Date('2026-03-01T10:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('serves the kept page until the catalogue moves, and the new one right after a write through the app', async () => {
    expect(await page()).toContain('Cached title');
    expect(t.app.get(CatalogueCache).bytes).toBeGreaterThan(0);
    // Behind the app's back: no catalogue change, so the kept page is what visitors get.
    await t.app.get(DataSource).query(`UPDATE "episode" SET "title" = 'Changed behind the app' WHERE id = $1`, [episode.id]);
    expect(await page()).toContain('Cached title');
    await admin.patch(`/api/admin/episodes/${episode.id}`).send({ description: 'About pricing and retention' }).expect(200);
    const after = await page();
    expect(after).toContain('Changed behind the app');
    expect(after).toContain('About pricing and retention');
  });

  it('shows the guest card as the booking says, and a stage change keeps the cache', async () => {
    const created = await admin.post('/api/admin/bookings').send({ name: 'Ada Lovelace', company: 'Analytical Engines', position: 'Founder' }).expect(201);
    await admin.patch(`/api/admin/episodes/${episode.id}`).send({ guestId: created.body.id }).expect(200);
    expect(await page()).toContain('Analytical Engines');
    await admin.patch(`/api/admin/bookings/${created.body.id}`).send({ company: 'Difference Engines' }).expect(200);
    expect(await page()).toContain('Difference Engines');

    const version = await t.app.get(CatalogueVersion).current();
    await admin.patch(`/api/admin/bookings/${created.body.id}`).send({ outreachStatus: 'warm_up' }).expect(200);
    expect(await t.app.get(CatalogueVersion).current()).toBe(version);
    expect(await page()).toContain('Difference Engines');
  });

  it('keeps nothing for an id that is not a published episode', async () => {
    const cache = t.app.get(CatalogueCache);
    await page();
    const before = cache.bytes;
    for (let id = 900_000; id < 900_020; id += 1) await t.http().get(`/episodes/${id}`).expect(404);
    expect(cache.bytes).toBe(before);
  });
});
