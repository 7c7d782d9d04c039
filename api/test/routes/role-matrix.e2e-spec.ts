import type { OpenAPIObject } from '@nestjs/swagger';
import { areasOf, type Permission, permissionsOf, roleCan, StaffRole, STAFF_ROLES } from '@podcast/contracts';
import request, { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/modules/auth/password-hasher';
import { openApiDocument } from '../hardening/hostile-fixtures';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

/** One admin operation of the OpenAPI document and the permissions it declares. */
interface AdminOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path (`{id}`). */
  path: string;
  permissions: Permission[] | undefined;
  json: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const PASSWORD = 'a staff member password';
/** An id no row has: inside the role, a made-up id is the route's own 404, never a change. */
const MADE_UP_ID = '999999';
const SESSION_GUARD = 'Authentication required';
const ROLE_GUARD = /^Your role \((Owner|Producer|Editor|Bookings|Viewer)\) does not allow /;

/** Every operation of the document that needs a session (the public ones have `security: []`). */
function adminOperations(doc: OpenAPIObject): AdminOperation[] {
  const found: AdminOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as
        { security?: unknown[]; 'x-permissions'?: Permission[]; requestBody?: { content?: Record<string, unknown> } } | undefined;
      if (!operation || operation.security?.length === 0) continue;
      found.push({ method, path, permissions: operation['x-permissions'], json: Boolean(operation.requestBody?.content?.['application/json']) });
    }
  }
  return found;
}

const concrete = (path: string) => path.replace(/\{key\}/g, `episodes/${MADE_UP_ID}/none.mp4`).replace(/\{\w+\}/g, MADE_UP_ID);
const label = (op: AdminOperation) => `${op.method.toUpperCase()} ${op.path}`;

/**
 * Issue 31 item 2: every admin operation of the OpenAPI document, called without a session and as a
 * person of each role. The verdict that matters is the guard's: 401 without a session, 403 outside
 * the role (the role guard's own message), neither inside it (a 400 for the empty body or a 404 for
 * the made-up id is the route itself answering).
 */
describe('every admin operation as every role (generated from the OpenAPI document)', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let operations: AdminOperation[];
  const agents = new Map<StaffRole, TestAgent>();

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '100000', LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '100000', LOGIN_ACCOUNT_SLOWDOWN_AFTER: '100000' },
    });
    doc = await openApiDocument(t);
    operations = adminOperations(doc);
    // One person of each role, straight into the database (as the admin CLI or an invitation would leave them).
    const hash = await hashPassword(PASSWORD);
    const dataSource = t.app.get(DataSource);
    for (const role of STAFF_ROLES.filter((candidate) => candidate !== StaffRole.Owner)) {
      await dataSource.query(`INSERT INTO "admin_user" ("email", "passwordHash", "role") VALUES ($1, $2, $3)`, [`${role}@example.com`, hash, role]);
    }
    // The existing admin is the owner (the migration made every account before roles an owner).
    agents.set(StaffRole.Owner, await t.loginAgent());
    for (const role of STAFF_ROLES.filter((candidate) => candidate !== StaffRole.Owner)) {
      const agent = request.agent(t.app.getHttpServer());
      await agent
        .post('/api/admin/login')
        .send({ username: `${role}@example.com`, password: PASSWORD })
        .expect(200);
      agents.set(role, agent);
    }
  });
  afterAll(() => t.close());

  const agent = (role: StaffRole) => agents.get(role) as TestAgent;

  function call(client: TestAgent, op: AdminOperation): Promise<Response> {
    const req = client[op.method](concrete(op.path));
    return op.json ? req.send({}) : req;
  }

  it('finds the admin operations, and each declares its permissions', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => op.permissions === undefined).map(label)).toEqual([]);
    // Open to every role: only what acts on the person's own account.
    expect(
      operations
        .filter((op) => op.permissions?.length === 0)
        .map(label)
        .sort(),
    ).toEqual([
      'DELETE /api/admin/account/two-factor',
      'DELETE /api/admin/sessions/{handle}',
      'GET /api/admin/account/two-factor',
      'GET /api/admin/me',
      'GET /api/admin/sessions',
      'PATCH /api/admin/account',
      'POST /api/admin/account/password',
      'POST /api/admin/account/two-factor/enrolment',
      'POST /api/admin/account/two-factor/enrolment/confirm',
      'POST /api/admin/session/check',
      'POST /api/admin/session/second-factor',
      'POST /api/admin/sessions/end-others',
    ]);
  });

  it('tells each person their role, its permissions and the areas it opens', async () => {
    for (const role of STAFF_ROLES) {
      const res = await agent(role).get('/api/admin/me').expect(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        email: role === StaffRole.Owner ? TEST_ADMIN.email : `${role}@example.com`,
        name: null,
        role,
        permissions: permissionsOf(role),
        areas: areasOf(role),
        twoFactor: 'none',
      });
    }
  });

  it('answers 401 without a session, 403 outside the role and neither inside it, on every operation', async () => {
    const wrong: string[] = [];
    const verdicts = new Map<string, Record<string, number>>();
    for (const op of operations) {
      const anonymous = await call(request(t.app.getHttpServer()) as unknown as TestAgent, op);
      if (anonymous.status !== 401 || anonymous.body.message !== SESSION_GUARD) wrong.push(`${label(op)} without a session: ${anonymous.status}`);
      const row: Record<string, number> = {};
      for (const role of STAFF_ROLES) {
        const res = await call(agent(role), op);
        row[role] = res.status;
        const allowed = (op.permissions ?? []).every((permission) => roleCan(role, permission));
        if (res.status >= 500) wrong.push(`${label(op)} as ${role}: ${res.status}`);
        if (allowed && (res.status === 401 || res.status === 403)) wrong.push(`${label(op)} as ${role} (allowed): ${res.status} ${res.body.message}`);
        if (!allowed && (res.status !== 403 || !ROLE_GUARD.test(String(res.body.message)))) wrong.push(`${label(op)} as ${role} (refused): ${res.status}`);
      }
      verdicts.set(label(op), row);
    }
    expect(wrong).toEqual([]);

    // What issue 31 asks, read from the answers rather than from the declarations:
    const refused = (op: string, role: StaffRole) => verdicts.get(op)?.[role] === 403;
    // Viewer writes nothing, but on their own sign-in and account: the @AnyStaff routes (the second
    // step, the re-check, their own two-factor) are every person's.
    for (const op of operations.filter((candidate) => candidate.method !== 'get' && (candidate.permissions ?? []).length > 0))
      expect([label(op), refused(label(op), StaffRole.Viewer)]).toEqual([label(op), true]);
    // Only the Owner sees or exports the subscriber list.
    for (const op of ['GET /api/admin/newsletter/subscribers', 'GET /api/admin/newsletter/subscribers/export.csv']) {
      expect(STAFF_ROLES.filter((role) => !refused(op, role))).toEqual([StaffRole.Owner]);
    }
    // Bookings and Viewer never reach episode writes or uploads; Editor and Producer never reach guests.
    for (const op of ['PATCH /api/admin/episodes/{id}', 'POST /api/admin/upload/file', 'POST /api/episodes']) {
      expect([op, refused(op, StaffRole.Bookings), refused(op, StaffRole.Viewer), refused(op, StaffRole.Editor)]).toEqual([op, true, true, false]);
    }
    for (const op of ['GET /api/admin/bookings', 'POST /api/admin/bookings']) {
      expect([op, refused(op, StaffRole.Editor), refused(op, StaffRole.Producer), refused(op, StaffRole.Bookings)]).toEqual([op, true, true, false]);
    }
  });

  describe('publishing and deleting inside the episode routes', () => {
    const createDraft = async (title: string): Promise<number> =>
      (await agent(StaffRole.Owner).post('/api/episodes').send({ title, description: 'About roles' }).expect(201)).body.id as number;
    const statusOf = async (id: number) => (await agent(StaffRole.Owner).get(`/api/admin/episodes/${id}`).expect(200)).body.status as string;

    it('refuses the Editor publishing and unpublishing (403, nothing changed), and lets the Producer', async () => {
      const id = await createDraft('Draft for publishing');
      const editor = agent(StaffRole.Editor);
      const refusal = await editor.patch(`/api/admin/episodes/${id}`).send({ status: 'published', title: 'Renamed while publishing' }).expect(403);
      expect(refusal.body.message).toBe('Your role (Editor) may not publish an episode: ask Owner or Producer');
      expect(await statusOf(id)).toBe('draft');
      expect((await agent(StaffRole.Owner).get(`/api/admin/episodes/${id}`)).body.title).toBe('Draft for publishing');
      // The Editor still edits the draft's fields, and may send the status it already has.
      await editor.patch(`/api/admin/episodes/${id}`).send({ title: 'Edited by the editor', status: 'draft' }).expect(200);

      await agent(StaffRole.Producer).patch(`/api/admin/episodes/${id}`).send({ status: 'published' }).expect(200);
      expect(await statusOf(id)).toBe('published');
      const unpublish = await editor.patch(`/api/admin/episodes/${id}`).send({ status: 'draft' }).expect(403);
      expect(unpublish.body.message).toBe('Your role (Editor) may not unpublish an episode: ask Owner or Producer');
      expect(await statusOf(id)).toBe('published');
      await agent(StaffRole.Producer).patch(`/api/admin/episodes/${id}`).send({ status: 'draft' }).expect(200);
    });

    it('refuses the Editor creating an episode as published, and lets them create a draft', async () => {
      const editor = agent(StaffRole.Editor);
      await editor.post('/api/episodes').send({ title: 'Straight out', description: 'x', status: 'published' }).expect(403);
      const draft = await editor.post('/api/episodes').send({ title: 'Editor draft', description: 'x' }).expect(201);
      expect(draft.body.status).toBe('draft');
    });

    it('lets the Editor delete a draft but not a published episode; the Producer deletes it', async () => {
      const draft = await createDraft('Draft to delete');
      await agent(StaffRole.Editor).delete(`/api/admin/episodes/${draft}`).expect(204);
      await agent(StaffRole.Owner).get(`/api/admin/episodes/${draft}`).expect(404);

      const published = await createDraft('Published to keep');
      await agent(StaffRole.Owner).patch(`/api/admin/episodes/${published}`).send({ status: 'published' }).expect(200);
      const refusal = await agent(StaffRole.Editor).delete(`/api/admin/episodes/${published}`).expect(403);
      expect(refusal.body.message).toBe('Your role (Editor) may not delete a published episode: ask Owner or Producer');
      expect(await statusOf(published)).toBe('published');
      await agent(StaffRole.Producer).delete(`/api/admin/episodes/${published}`).expect(204);
    });
  });
});
