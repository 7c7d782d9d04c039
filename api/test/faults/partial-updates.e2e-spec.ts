import { EpisodeStatus } from '@podcast/contracts';
import type TestAgent from 'supertest/lib/agent';
import { insertPublished } from '../episodes/episode.factory';
import { createTestApp, type TestApp } from '../harness/test-app';

/**
 * Edits write only the fields sent and counters are incremented in SQL: concurrent edits of
 * different fields keep both, and plays counted during edits are never written back from a read.
 */
describe('partial updates and counters under concurrency', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    // TRUST_PROXY: each listener speaks from its own address in X-Forwarded-For, as behind the proxy.
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    agent = await t.loginAgent();
  });
  afterAll(() => t.close());

  it('keeps every play counted while admins edit the episode (300 plays beside 40 edits)', async () => {
    const episode = await insertPublished(t, new Date('2026-01-01T00:00:00Z'));
    // 300 listeners, each from its own address: a listener's plays count once a day (docs/analytics.md).
    const plays = Array.from({ length: 300 }, (_, i) =>
      t
        .http()
        .post(`/api/episodes/${episode.id}/play`)
        .set('X-Forwarded-For', `10.${Math.floor(i / 250)}.${i % 250}.1`)
        .set('User-Agent', `Listener ${i}`)
        .expect(204),
    );
    const edits = Array.from({ length: 40 }, (_, i) =>
      agent
        .patch(`/api/admin/episodes/${episode.id}`)
        .send(i % 2 ? { title: `Title ${i}` } : { description: `Description ${i}` })
        .expect(200),
    );
    await Promise.all([...plays, ...edits]);
    const after = await agent.get(`/api/admin/episodes/${episode.id}`).expect(200);
    expect(after.body.plays).toBe(300);
    expect(after.body.status).toBe(EpisodeStatus.Published);
  });

  it('keeps both of two concurrent edits of different episode fields, round after round', async () => {
    const episode = await insertPublished(t, new Date('2026-01-02T00:00:00Z'));
    for (let round = 0; round < 15; round += 1) {
      await Promise.all([
        agent
          .patch(`/api/admin/episodes/${episode.id}`)
          .send({ title: `Title ${round}` })
          .expect(200),
        agent
          .patch(`/api/admin/episodes/${episode.id}`)
          .send({ guestName: `Guest ${round}` })
          .expect(200),
        agent
          .patch(`/api/admin/episodes/${episode.id}`)
          .send({ description: `Description ${round}` })
          .expect(200),
      ]);
      const { body } = await agent.get(`/api/admin/episodes/${episode.id}`).expect(200);
      expect({ title: body.title, guestName: body.guestName, description: body.description }).toEqual({
        title: `Title ${round}`,
        guestName: `Guest ${round}`,
        description: `Description ${round}`,
      });
    }
  });

  it('keeps both of two concurrent edits of a guest (booking)', async () => {
    const { body: created } = await agent.post('/api/admin/bookings').send({ name: 'Ada', email: 'ada@example.com' }).expect(201);
    for (let round = 0; round < 15; round += 1) {
      await Promise.all([
        agent
          .patch(`/api/admin/bookings/${created.id}`)
          .send({ company: `Company ${round}` })
          .expect(200),
        agent
          .patch(`/api/admin/bookings/${created.id}`)
          .send({ notes: `Notes ${round}` })
          .expect(200),
      ]);
      const list = (await agent.get('/api/admin/bookings').expect(200)).body as Array<{ id: number; company: string; notes: string }>;
      const row = list.find((booking) => booking.id === created.id);
      expect({ company: row?.company, notes: row?.notes }).toEqual({ company: `Company ${round}`, notes: `Notes ${round}` });
    }
  });

  it('keeps both of two concurrent edits of an automation rule', async () => {
    const rules = (await agent.get('/api/admin/automation/rules').expect(200)).body as Array<{ id: number }>;
    const id = rules[0].id;
    for (let round = 0; round < 15; round += 1) {
      const enabled = round % 2 === 0;
      await Promise.all([
        agent
          .patch(`/api/admin/automation/rules/${id}`)
          .send({ name: `Rule ${round}` })
          .expect(200),
        agent.patch(`/api/admin/automation/rules/${id}`).send({ enabled }).expect(200),
      ]);
      const rule = ((await agent.get('/api/admin/automation/rules').expect(200)).body as Array<{ id: number; name: string; enabled: boolean }>).find(
        (r) => r.id === id,
      );
      expect({ name: rule?.name, enabled: rule?.enabled }).toEqual({ name: `Rule ${round}`, enabled });
    }
  });
});
