import { createHash } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type TestAgent from 'supertest/lib/agent';
import { hashEmail } from '../../src/modules/automation/integrations/linkedin-audience.client';
import { createTestApp, type TestApp } from '../harness/test-app';
import { eventually } from '../mail/smtp-test-server';

interface Captured {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A local HTTP server standing in for LinkedIn or GoHighLevel: records requests, answers from a script. */
async function fakeApi(answer: () => { status: number; body: unknown }): Promise<{ url: string; requests: Captured[]; close: () => Promise<void> }> {
  const requests: Captured[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const captured = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as unknown) : null };
      requests.push(captured);
      const { status, body } = answer();
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Run {
  bookingId: number;
  ruleName: string;
  actionType: string;
  status: string;
  detail: string;
  attempts: number;
}

describe('LinkedIn audience and GoHighLevel actions (local stand-in servers)', () => {
  let linkedin: Awaited<ReturnType<typeof fakeApi>>;
  let ghl: Awaited<ReturnType<typeof fakeApi>>;
  let linkedinAnswer: () => { status: number; body: unknown };
  let ghlAnswer: () => { status: number; body: unknown };
  let t: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    linkedin = await fakeApi(() => linkedinAnswer());
    ghl = await fakeApi(() => ghlAnswer());
    t = await createTestApp({
      env: {
        LINKEDIN_ACCESS_TOKEN: 'li-token',
        LINKEDIN_SEGMENT_ID: '987654',
        LINKEDIN_API_URL: linkedin.url,
        GHL_API_KEY: 'ghl-key',
        GHL_LOCATION_ID: 'loc-1',
        GHL_API_URL: ghl.url,
        EMAIL_JOB_ATTEMPTS: '3',
        EMAIL_JOB_BACKOFF_MS: '20',
      },
    });
    agent = await t.loginAgent();
  });
  afterAll(async () => {
    await t.close();
    await linkedin.close();
    await ghl.close();
  });
  beforeEach(() => {
    linkedinAnswer = () => ({ status: 200, body: { elements: [{ status: 201 }] } });
    ghlAnswer = () => ({ status: 200, body: { new: true, contact: { id: 'c1' } } });
  });

  const settled = (bookingId: number, count: number) =>
    eventually(async () => {
      const runs = ((await agent.get('/api/admin/automation/runs?limit=500').expect(200)).body as Run[]).filter((r) => r.bookingId === bookingId);
      return runs.length >= count && runs.every((r) => r.status !== 'queued') ? runs : undefined;
    });
  const addGuest = async (fields: Record<string, unknown>) => (await agent.post('/api/admin/bookings').send(fields).expect(201)).body as { id: number };

  it('reports GoHighLevel as configured', async () => {
    expect((await agent.get('/api/admin/ghl-status').expect(200)).body).toEqual({ configured: true });
  });

  it('adds the SHA-256 of the trimmed, lower-cased email to the DMP segment', async () => {
    expect(hashEmail('  Ada@Example.COM ')).toBe(createHash('sha256').update('ada@example.com').digest('hex'));
    const before = linkedin.requests.length;
    const guest = await addGuest({ name: 'Ada Lovelace', email: ' Ada@Example.com ' });
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ outreachStatus: 'warm_up' }).expect(200);
    const [run] = await settled(guest.id, 1);
    expect(run).toMatchObject({
      ruleName: 'Warm up on LinkedIn',
      actionType: 'add_to_linkedin_audience',
      status: 'sent',
      detail: 'Added to LinkedIn audience segment 987654',
    });
    expect(linkedin.requests.slice(before)).toHaveLength(1);
    const request = linkedin.requests[before];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/rest/dmpSegments/987654/users');
    expect(request.headers).toMatchObject({
      authorization: 'Bearer li-token',
      'linkedin-version': '202610',
      'x-restli-protocol-version': '2.0.0',
      'x-restli-method': 'BATCH_CREATE',
      'content-type': 'application/json',
    });
    expect(request.body).toEqual({
      elements: [{ action: 'ADD', userIds: [{ idType: 'SHA256_EMAIL', idValue: createHash('sha256').update('ada@example.com').digest('hex') }] }],
    });
  });

  it('upserts the GoHighLevel contact with the trigger value as tag, after the booking mail', async () => {
    const before = ghl.requests.length;
    const guest = await addGuest({ name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', websiteUrl: 'https://navy.example.com' });
    await agent.patch(`/api/admin/bookings/${guest.id}`).send({ bookingStatus: 'booked' }).expect(200);
    const runs = await settled(guest.id, 2);
    expect(runs.find((r) => r.actionType === 'send_email')).toMatchObject({
      status: 'skipped',
      detail: 'Email is not configured: set GMAIL_USER and GMAIL_APP_PASSWORD, or SMTP_HOST and MAIL_FROM',
    });
    expect(runs.find((r) => r.actionType === 'update_ghl_tags')).toMatchObject({ status: 'sent', detail: 'GoHighLevel contact tagged booked' });
    expect(ghl.requests.slice(before)).toHaveLength(1);
    const request = ghl.requests[before];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/contacts/upsert');
    expect(request.headers).toMatchObject({ authorization: 'Bearer ghl-key', version: '2021-07-28', 'content-type': 'application/json' });
    expect(request.body).toEqual({
      locationId: 'loc-1',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      tags: ['booked'],
      companyName: 'Navy',
      website: 'https://navy.example.com',
    });
  });

  it('retries a 5xx and succeeds, and fails a 4xx at once without retrying', async () => {
    let failuresLeft = 1;
    linkedinAnswer = () => (failuresLeft-- > 0 ? { status: 503, body: { message: 'busy' } } : { status: 200, body: { elements: [{ status: 201 }] } });
    const flaky = await addGuest({ name: 'Flaky', email: 'flaky@example.com' });
    await agent.patch(`/api/admin/bookings/${flaky.id}`).send({ outreachStatus: 'warm_up' }).expect(200);
    const [ok] = await settled(flaky.id, 1);
    expect(ok).toMatchObject({ status: 'sent', attempts: 2 });

    ghlAnswer = () => ({ status: 422, body: { message: 'locationId is invalid' } });
    const before = ghl.requests.length;
    const refused = await addGuest({ name: 'Refused', email: 'refused@example.com' });
    await agent.patch(`/api/admin/bookings/${refused.id}`).send({ bookingStatus: 'booked' }).expect(200);
    const runs = await settled(refused.id, 2);
    expect(runs.find((r) => r.actionType === 'update_ghl_tags')).toMatchObject({
      status: 'failed',
      attempts: 1,
      detail: 'GoHighLevel answered 422: {"message":"locationId is invalid"}',
    });
    expect(ghl.requests.length - before).toBe(1);
  });

  it('skips a guest without email instead of calling out', async () => {
    const before = linkedin.requests.length;
    const guest = await addGuest({ name: 'No Mail', outreachStatus: 'warm_up' });
    const [run] = await settled(guest.id, 1);
    expect(run).toMatchObject({ status: 'skipped', detail: 'The guest has no email address' });
    expect(linkedin.requests.length).toBe(before);
  });
});

describe('integrations without configuration', () => {
  it('records the actions as skipped, not failed', async () => {
    const t = await createTestApp();
    try {
      const agent = await t.loginAgent();
      const guest = (
        await agent.post('/api/admin/bookings').send({ name: 'Ada', email: 'ada@example.com', outreachStatus: 'warm_up', bookingStatus: 'booked' }).expect(201)
      ).body as { id: number };
      const runs = await eventually(async () => {
        const list = ((await agent.get('/api/admin/automation/runs').expect(200)).body as Run[]).filter((r) => r.bookingId === guest.id);
        return list.length === 3 && list.every((r) => r.status !== 'queued') ? list : undefined;
      });
      expect(runs.map((r) => [r.actionType, r.status]).sort()).toEqual([
        ['add_to_linkedin_audience', 'skipped'],
        ['send_email', 'skipped'],
        ['update_ghl_tags', 'skipped'],
      ]);
    } finally {
      await t.close();
    }
  });
});
