import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { parseEntityId } from '../../src/common/entity-id.pipe';
import { jsonDepthExceeds } from '../../src/common/hostile-input';
import { createTestApp, type TestApp } from '../harness/test-app';

describe('parseEntityId: one parser for every path id', () => {
  it.each(['1', '83', '2147483647', '0083'])('accepts %s', (text) => {
    expect(parseEntityId(text)).toBe(Number(text));
  });
  it.each(['0x53', '83e0', '+83', '-83', ' 83', '83 ', '%2083', '83.0', '8.3', '0', '2147483648', '99999999999', '', 'abc', '１', '٨٣', '83\u0000'])(
    'refuses %j',
    (text) => {
      expect(parseEntityId(text)).toBeNull();
    },
  );
  it('refuses values that are not text', () => {
    expect(parseEntityId(83)).toBeNull();
    expect(parseEntityId(undefined)).toBeNull();
  });
});

describe('jsonDepthExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepthExceeds(Buffer.from(`${'['.repeat(33)}${']'.repeat(33)}`), 32)).toBe(true);
    expect(jsonDepthExceeds(Buffer.from(`${'['.repeat(32)}${']'.repeat(32)}`), 32)).toBe(false);
    expect(jsonDepthExceeds(Buffer.from(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["\\' })), 32)).toBe(false);
  });
});

describe('ids written another way never act on a real row', () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.loginAgent();
  });
  afterAll(() => t.close());

  it.each(['0x{hex}', '{id}e0', '+{id}', '%20{id}', '{id}%20', '{id}.0', '{id}.5'])(
    'DELETE /api/admin/bookings/%s is a 404 and the booking stays',
    async (pattern) => {
      const booking = await agent.post('/api/admin/bookings').send({ name: 'Kept' }).expect(201);
      const id = booking.body.id as number;
      const path = pattern.replace('{hex}', id.toString(16)).replace('{id}', String(id));
      const res = await agent.delete(`/api/admin/bookings/${path}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Guest not found' });
      expect((await agent.get('/api/admin/bookings').expect(200)).body.map((b: { id: number }) => b.id)).toContain(id);
    },
  );

  it.each([
    ['/api/admin/bookings/2147483648', 'patch'],
    ['/api/admin/automation/rules/2147483648', 'patch'],
    ['/api/admin/automation/templates/2147483648', 'put'],
    ['/api/admin/comments/2147483648', 'patch'],
    ['/api/admin/episodes/2147483648', 'patch'],
  ] as const)('%s (2^31) is a 404, not a 500', async (path, method) => {
    expect((await agent[method](path).send({})).status).toBe(404);
  });

  it('GET /api/episodes/abc/approved-video is a 404 like any id that is not a positive int4', async () => {
    for (const id of ['abc', '0', '1.5', '0x1', '2147483648']) {
      const res = await t.http().get(`/api/episodes/${id}/approved-video`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Episode not found');
    }
  });
});

describe('null, NUL, unpaired surrogates and deep bodies are a 4xx, and write nothing', () => {
  let t: TestApp;
  let agent: TestAgent;
  let episodeId: number;
  let ruleId: number;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.loginAgent();
    episodeId = (await agent.post('/api/episodes').send({ title: 'T', description: 'D' }).expect(201)).body.id;
    const template = await agent.post('/api/admin/automation/templates').send({ name: 'T', subject: 'S' }).expect(201);
    ruleId = (
      await agent
        .post('/api/admin/automation/rules')
        .send({ name: 'R', trigger: { field: 'outreachStatus', toValue: '1st_outreach' }, actions: [{ type: 'send_email', templateId: template.body.id }] })
        .expect(201)
    ).body.id;
  });
  afterAll(() => t.close());

  it.each([
    ['/api/admin/episodes/{episode}', { episodeNumber: null }],
    ['/api/admin/episodes/{episode}', { status: null }],
    ['/api/admin/episodes/{episode}', { title: null }],
    ['/api/admin/episodes/{episode}', { editingStatus: null }],
    ['/api/admin/automation/rules/{rule}', { enabled: null }],
    ['/api/admin/automation/rules/{rule}', { name: null }],
    ['/api/admin/automation/rules/{rule}', { trigger: null }],
  ])('PATCH %s %j is a 400', async (path, body) => {
    const before = (await agent.get(`/api/admin/episodes/${episodeId}`)).body;
    const res = await agent.patch(path.replace('{episode}', String(episodeId)).replace('{rule}', String(ruleId))).send(body);
    expect(res.status).toBe(400);
    expect((await agent.get(`/api/admin/episodes/${episodeId}`)).body).toEqual(before);
  });

  it('refuses episodeId: null in a comment body with 400', async () => {
    expect((await agent.post(`/api/admin/video-assets/1/comments`).send({ text: 'x', timecodeSec: 1, episodeId: null })).status).toBe(400);
  });

  it('refuses NUL and unpaired surrogates everywhere, public routes included', async () => {
    expect((await t.http().get('/api/unsubscribe/%00')).status).toBe(404);
    expect((await t.http().post('/api/unsubscribe/%00')).status).toBe(404);
    for (const email of ['a\ud800@example.com', 'a\u0000@example.com', '\udc00']) {
      const res = await t.http().post('/api/newsletter').send({ email });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Text must not contain NUL characters or unpaired surrogates');
    }
    expect((await agent.post('/api/admin/bookings').send({ name: 'N', email: 'x\ud800@example.com' })).status).toBe(400);
    expect((await agent.post('/api/admin/bookings').send({ name: 'N\u0000ul' })).status).toBe(400);
    expect((await agent.patch(`/api/admin/episodes/${episodeId}`).send({ description: 'a\u0000b' })).status).toBe(400);
    expect((await t.http().get('/api/episodes?limit=%00')).status).toBe(400);
    // A properly paired surrogate (an emoji) is ordinary text.
    expect((await agent.post('/api/admin/bookings').send({ name: 'Emoji 🎙️' })).status).toBe(201);
  });

  it('refuses a JSON body nested past 32 levels before parsing it, and bodies past the route limit', async () => {
    const deep = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    const res = await agent.patch(`/api/admin/episodes/${episodeId}`).set('Content-Type', 'application/json').send(deep);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('JSON body is nested too deeply (at most 32 levels)');
    const newsletter = await t
      .http()
      .post('/api/newsletter')
      .send({ email: `${'a'.repeat(20_000)}@example.com` });
    expect(newsletter.status).toBe(413);
    // An admin body of the same size is fine (it is then refused by the DTO, not by the parser).
    expect((await agent.patch(`/api/admin/episodes/${episodeId}`).send({ description: 'a'.repeat(30_000) })).status).toBe(400);
  });

  it('requires YYYY-MM-DD for a recording date', async () => {
    for (const recordingDate of ['May 1 2030', '2030-5-1', '20300501', '2030-13-01', '2030-05-01 14:00']) {
      expect((await agent.post('/api/admin/bookings').send({ name: 'D', recordingDate })).status).toBe(400);
    }
    for (const recordingDate of ['2030-05-01', '2030-05-01T14:00:00.000Z']) {
      expect((await agent.post('/api/admin/bookings').send({ name: 'D', recordingDate })).status).toBe(201);
    }
  });

  it('leaves the database without any row from the refused requests above', async () => {
    const names = await t.app.get(DataSource).query<Array<{ name: string }>>(`SELECT name FROM booking ORDER BY id`);
    expect(names.map((row) => row.name)).toEqual(['Emoji 🎙️', 'D', 'D']);
  });
});
