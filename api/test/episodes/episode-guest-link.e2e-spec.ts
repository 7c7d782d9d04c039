import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { EpisodeGuestLink1795950000000 } from '../../src/database/migrations/1795950000000-EpisodeGuestLink';
import { EpisodeEntity } from '../../src/modules/episodes/episode.entity';
import { createTestApp, type TestApp } from '../harness/test-app';

/**
 * Issue 32 item 3: an episode's guest is a link to their booking (guestId), chosen in the admin; the
 * episode page's guest card comes from the linked booking, never from a name that happens to match,
 * and the upgrade links existing episodes whose guest name matches a booking the way pages matched it.
 */
describe("an episode's guest is a link to their booking", () => {
  let t: TestApp;
  let admin: TestAgent;
  let db: DataSource;

  const newGuest = async (name: string, company: string) =>
    ((await admin.post('/api/admin/bookings').send({ name, company, position: 'Founder' }).expect(201)).body as { id: number }).id;
  const publicGuest = async (id: number) => (await t.http().get(`/api/episodes/${id}`).expect(200)).body.guest as Record<string, unknown> | null;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAgent();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('shows the linked booking on the episode page, not a namesake, and the typed name alone once unlinked', async () => {
    await newGuest('Priya Raman', 'Older namesake Ltd');
    const priya = await newGuest('Priya Raman', 'Raman Retail');
    const created = await admin
      .post('/api/episodes')
      .send({ title: 'Retail margins', description: 'How', guestName: 'Priya Raman', guestId: priya, status: 'published', publishWithoutVideo: true })
      .expect(201);
    expect(created.body).toMatchObject({ guestName: 'Priya Raman', guestId: priya });
    expect((await admin.get(`/api/admin/episodes/${created.body.id}`).expect(200)).body.guestId).toBe(priya);
    expect(await publicGuest(created.body.id)).toMatchObject({ name: 'Priya Raman', company: 'Raman Retail', role: 'Founder' });

    await admin.patch(`/api/admin/episodes/${created.body.id}`).send({ guestId: null }).expect(200);
    expect(await publicGuest(created.body.id)).toEqual({ name: 'Priya Raman', role: null, company: null, portrait: null });
  });

  it('refuses a guest that does not exist, and unlinks (keeping the name) when the booking is removed', async () => {
    const missing = await admin.post('/api/episodes').send({ title: 'T', description: 'D', guestId: 999_999 }).expect(400);
    expect(missing.body.message).toBe('Guest not found');
    const malformed = await admin.post('/api/episodes').send({ title: 'T', description: 'D', guestId: 'abc' }).expect(400);
    expect(malformed.body.message).toBe('Guest must be the id of a guest in Guest Bookings');
    const episode = (await admin.post('/api/episodes').send({ title: 'Kept', description: 'D' }).expect(201)).body as { id: number };
    await admin.patch(`/api/admin/episodes/${episode.id}`).send({ guestId: 999_999 }).expect(400);
    expect((await admin.get(`/api/admin/episodes/${episode.id}`).expect(200)).body.title).toBe('Kept');

    const guest = await newGuest('Ada Lovelace', 'Engines');
    const linked = (
      await admin
        .post('/api/episodes')
        .send({ title: 'Engines', description: 'D', guestName: 'Ada Lovelace', guestId: guest, status: 'published', publishWithoutVideo: true })
        .expect(201)
    ).body as { id: number };
    await admin.delete(`/api/admin/bookings/${guest}`).expect(204);
    const after = (await admin.get(`/api/admin/episodes/${linked.id}`).expect(200)).body;
    expect(after).toMatchObject({ guestId: null, guestName: 'Ada Lovelace' });
    expect(await publicGuest(linked.id)).toEqual({ name: 'Ada Lovelace', role: null, company: null, portrait: null });
  });

  it('the upgrade links episodes whose guest name matches a booking (trimmed, any case, the oldest of several)', async () => {
    const oldest = await newGuest('Grace Hopper', 'Navy Labs');
    await newGuest('grace hopper', 'Later namesake');
    const episodes = db.getRepository(EpisodeEntity);
    const matching = await episodes.save({ title: 'Compilers', guestName: '  GRACE hopper ' });
    const unmatched = await episodes.save({ title: 'Nobody', guestName: 'Nobody Known' });
    const none = await episodes.save({ title: 'Solo', guestName: null });

    // Undo the migration and run it again over these rows, as an upgrade from the previous release would.
    const runner = db.createQueryRunner();
    try {
      const migration = new EpisodeGuestLink1795950000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const linked = await episodes.findBy({ title: 'Compilers' });
    expect(linked.map((episode) => episode.guestId)).toEqual([oldest]);
    expect((await episodes.findOneByOrFail({ id: unmatched.id })).guestId).toBeNull();
    expect((await episodes.findOneByOrFail({ id: none.id })).guestId).toBeNull();
    expect(matching.id).toBe(linked[0]?.id);
  });
});
