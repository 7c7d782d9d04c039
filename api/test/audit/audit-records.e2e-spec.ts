import { AuditAction, AuditTargetType, EpisodeStatus, REQUEST_ID_HEADER, SubscriberStatus } from '@podcast/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { verifyAuditChain } from '../../src/modules/audit/audit-chain';
import { hashPassword } from '../../src/modules/auth/password-hasher';
import { NewsletterSubscriberEntity } from '../../src/modules/newsletter/newsletter-subscriber.entity';
import { insertEpisode } from '../episodes/episode.factory';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';
import { subscriberRow } from '../newsletter/subscriber.factory';

interface Entry {
  id: string;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  requestId: string | null;
  clientIp: string | null;
}

/** Issue 31 item 5: what real HTTP actions write to the audit trail, and the owners' read route. */
describe('the audit trail over HTTP', () => {
  let t: TestApp;
  let owner: TestAgent;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.loginAgent();
  });
  afterAll(() => t.close());

  const entries = async (query = ''): Promise<Entry[]> => (await owner.get(`/api/admin/audit${query}`).expect(200)).body as Entry[];
  /** The newest entry of an action (the list is newest first). */
  const latest = async (action: AuditAction): Promise<Entry> => {
    const [found] = await entries(`?action=${action}&limit=1`);
    if (!found) throw new Error(`No ${action} entry`);
    return found;
  };

  it('answers X-Request-Id: the caller’s sane token kept, anything else replaced by a uuid', async () => {
    const kept = await t.http().get('/api/health').set(REQUEST_ID_HEADER, 'trace-01.ab_C').expect(200);
    expect(kept.headers['x-request-id']).toBe('trace-01.ab_C');
    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon']) {
      const replaced = await t.http().get('/api/health').set(REQUEST_ID_HEADER, bad).expect(200);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const refused = await t.http().get('/api/admin/audit').expect(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records sign-ins, failed ones with the address tried and no actor, with the request id', async () => {
    await request(t.app.getHttpServer())
      .post('/api/admin/login')
      .set(REQUEST_ID_HEADER, 'failed-login-1')
      .send({ username: 'Nobody@Example.com', password: 'wrong password' })
      .expect(401);
    const failed = await latest(AuditAction.SignInFailed);
    expect(failed).toMatchObject({ actorId: null, actorEmail: 'nobody@example.com', targetType: AuditTargetType.Staff, requestId: 'failed-login-1' });
    expect(failed.clientIp).toMatch(/127\.0\.0\.1/);

    const agent = request.agent(t.app.getHttpServer());
    await agent.post('/api/admin/login').set(REQUEST_ID_HEADER, 'login-1').send({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    const me = (await agent.get('/api/admin/me').expect(200)).body as { id: number };
    expect(await latest(AuditAction.SignInSucceeded)).toMatchObject({ actorId: me.id, actorEmail: TEST_ADMIN.email, requestId: 'login-1' });
  });

  it('records publishing, unpublishing, a status change and a deletion of an episode, before → after', async () => {
    const episode = await insertEpisode(t, { title: 'Audit me' });
    const published = await owner.patch(`/api/admin/episodes/${episode.id}`).set(REQUEST_ID_HEADER, 'publish-1').send({ status: 'published' }).expect(200);
    expect(published.headers['x-request-id']).toBe('publish-1');
    expect(await latest(AuditAction.EpisodePublished)).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      targetType: AuditTargetType.Episode,
      targetId: String(episode.id),
      targetLabel: 'Audit me',
      changes: { status: { before: EpisodeStatus.Draft, after: EpisodeStatus.Published } },
      requestId: 'publish-1',
    });
    // The new-episode mailing the publish started is the publisher's send.
    expect(await latest(AuditAction.NewsletterSent)).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      targetType: AuditTargetType.Newsletter,
      requestId: 'publish-1',
    });

    await owner.patch(`/api/admin/episodes/${episode.id}`).send({ status: 'draft' }).expect(200);
    expect(await latest(AuditAction.EpisodeUnpublished)).toMatchObject({ changes: { status: { before: 'published', after: 'draft' } } });

    // A change of other fields only is no status change.
    const before = (await entries()).length;
    await owner.patch(`/api/admin/episodes/${episode.id}`).send({ title: 'Audit me too' }).expect(200);
    expect(await entries()).toHaveLength(before);

    await owner.delete(`/api/admin/episodes/${episode.id}`).expect(204);
    expect(await latest(AuditAction.EpisodeDeleted)).toMatchObject({
      targetId: String(episode.id),
      targetLabel: 'Audit me too',
      changes: { status: { before: 'draft', after: null } },
    });
  });

  it('records a guest’s status changes and deletion', async () => {
    const guest = (await owner.post('/api/admin/bookings').send({ name: 'Ada Lovelace', email: 'ada@example.com' }).expect(201)).body as {
      id: number;
      outreachStatus: string;
    };
    await owner.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'nurture', notes: 'not audited' }).expect(200);
    const changed = await latest(AuditAction.BookingStatusChanged);
    expect(changed).toMatchObject({ targetType: AuditTargetType.Booking, targetId: String(guest.id), targetLabel: 'Ada Lovelace' });
    expect(changed.changes).toEqual({ outreachStatus: { before: guest.outreachStatus, after: 'nurture' } });

    await owner.delete(`/api/admin/bookings/${guest.id}`).expect(204);
    expect(await latest(AuditAction.BookingDeleted)).toMatchObject({ targetId: String(guest.id), targetLabel: 'Ada Lovelace' });
  });

  it('records automation rule and template changes with the fields that changed', async () => {
    const template = (
      await owner.post('/api/admin/automation/templates').send({ name: 'Audit tpl', subject: 'Hi', htmlBody: '<p>x</p>', textBody: 'x' }).expect(201)
    ).body as { id: number };
    expect(await latest(AuditAction.EmailTemplateCreated)).toMatchObject({ targetLabel: 'Audit tpl', changes: { subject: { before: null, after: 'Hi' } } });
    await owner
      .put(`/api/admin/automation/templates/${template.id}`)
      .send({ name: 'Audit tpl', subject: 'Hello', htmlBody: '<p>x</p>', textBody: 'x' })
      .expect(200);
    expect((await latest(AuditAction.EmailTemplateChanged)).changes).toEqual({ subject: { before: 'Hi', after: 'Hello' } });

    const rule = (
      await owner
        .post('/api/admin/automation/rules')
        .send({
          name: 'Audit rule',
          enabled: true,
          trigger: { field: 'outreachStatus', toValue: 'nurture' },
          actions: [{ type: 'send_email', templateId: template.id }],
        })
        .expect(201)
    ).body as { id: number };
    expect(await latest(AuditAction.AutomationRuleCreated)).toMatchObject({ targetType: AuditTargetType.AutomationRule, targetId: String(rule.id) });
    await owner.patch(`/api/admin/automation/rules/${rule.id}`).send({ enabled: false }).expect(200);
    expect((await latest(AuditAction.AutomationRuleChanged)).changes).toEqual({ enabled: { before: true, after: false } });
    await owner.delete(`/api/admin/automation/rules/${rule.id}`).expect(204);
    expect(await latest(AuditAction.AutomationRuleDeleted)).toMatchObject({ targetId: String(rule.id), targetLabel: 'Audit rule' });
    await owner.delete(`/api/admin/automation/templates/${template.id}`).expect(204);
    expect(await latest(AuditAction.EmailTemplateDeleted)).toMatchObject({ targetId: String(template.id), targetLabel: 'Audit tpl' });
  });

  it('records a subscriber export with its size and a removal without the address', async () => {
    const repo = t.app.get(DataSource).getRepository(NewsletterSubscriberEntity);
    const saved = await repo.save(repo.create(subscriberRow({ email: 'reader@example.com', status: SubscriberStatus.Confirmed })));
    await owner.get('/api/admin/newsletter/subscribers/export.csv').expect(200);
    expect(await latest(AuditAction.SubscribersExported)).toMatchObject({ targetType: AuditTargetType.Subscriber, targetLabel: '1 subscriber' });
    await owner.delete(`/api/admin/newsletter/subscribers/${saved.id}`).expect(204);
    const removed = await latest(AuditAction.SubscriberDeleted);
    expect(removed).toMatchObject({ targetId: String(saved.id), targetLabel: null, changes: null });
    expect(JSON.stringify(removed)).not.toContain('reader@example.com');
  });

  it('filters by actor, action, target type and time, and pages with X-Total-Count', async () => {
    const all = await entries('?limit=100');
    expect(all.length).toBeGreaterThan(10);
    // Newest first, in the chain's order.
    const ids = all.map((entry) => BigInt(entry.id));
    expect([...ids].sort((a, b) => (a < b ? 1 : -1))).toEqual(ids);

    const first = await owner.get('/api/admin/audit?limit=3').expect(200);
    const second = await owner.get('/api/admin/audit?limit=3&offset=3').expect(200);
    expect(first.headers['x-total-count']).toBe(String(all.length));
    expect([...first.body, ...second.body].map((entry: Entry) => entry.id)).toEqual(all.slice(0, 6).map((entry) => entry.id));

    const byActor = await entries('?actor=NOBODY@example');
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((entry) => entry.actorEmail === 'nobody@example.com')).toBe(true);
    const byTarget = await entries(`?targetType=${AuditTargetType.Booking}`);
    expect(new Set(byTarget.map((entry) => entry.targetType))).toEqual(new Set([AuditTargetType.Booking]));
    const byAction = await entries(`?action=${AuditAction.EpisodeDeleted}`);
    expect(byAction.map((entry) => entry.action)).toEqual([AuditAction.EpisodeDeleted]);

    const today = new Date().toISOString().slice(0, 10);
    expect(await entries(`?from=${today}&to=${today}&limit=100`)).toHaveLength(all.length);
    expect(await entries('?to=2000-01-01')).toEqual([]);
    expect(await entries(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
  });

  it('answers a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['action=nope', 'action'],
      ['targetType=planet', 'targetType'],
      ['from=yesterday', 'from'],
      ['limit=0', 'limit'],
      [`actor=${'a'.repeat(201)}`, 'actor'],
    ] as const) {
      const res = await owner.get(`/api/admin/audit?${query}`).expect(400);
      expect(res.body.errors).toHaveProperty(field);
    }
    const reversed = await owner.get('/api/admin/audit?from=2026-02-01&to=2026-01-01').expect(400);
    expect(reversed.body.message).toBe('from must not be later than to');
  });

  it('is for owners only: 401 without a session, 403 for a Producer (role-matrix.e2e-spec.ts calls it as every role)', async () => {
    await t.http().get('/api/admin/audit').expect(401);
    const hash = await hashPassword('a producer password');
    await t.app.get(DataSource).query(`INSERT INTO "admin_user" ("email", "passwordHash", "role") VALUES ('producer@example.com', $1, 'producer')`, [hash]);
    const producer = request.agent(t.app.getHttpServer());
    await producer.post('/api/admin/login').send({ username: 'producer@example.com', password: 'a producer password' }).expect(200);
    const refused = await producer.get('/api/admin/audit').expect(403);
    expect(refused.body.message).toMatch(/^Your role \(Producer\) does not allow/);
  });

  it('offers no route that changes or deletes an entry', async () => {
    const [entry] = await entries('?limit=1');
    for (const method of ['put', 'patch', 'delete'] as const) {
      const res = await owner[method](`/api/admin/audit/${entry.id}`).send({});
      expect([404, 405]).toContain(res.status);
    }
    await owner.post('/api/admin/audit').send({ action: 'auth.sign-in' }).expect(404);
    expect(await verifyAuditChain(t.app.get(DataSource))).toMatchObject({ ok: true });
  });
});
