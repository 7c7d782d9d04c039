import { AuditAction, AUTH_ERROR_CODES, InvitationStatus, StaffRole, StaffStatus } from '@podcast/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { signIn, tokenIn } from './team-fixtures';

const PASSWORD = 'a colleague password';

/**
 * Issue 31 item 1 with a real SMTP server: an owner invites, the colleague accepts from the mail's
 * link (once, before it expires), owners change roles, disable (sessions end at once), enable and
 * remove, and never leave the back office without an enabled owner.
 */
describe('the team: invitations, roles, disabling and removing (real SMTP)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: smtpEnv(smtp.port, { RATE_LIMIT_STAFF_LINKS: '1000' }) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailTo = (address: string, count = 1) =>
    eventually(() => {
      const mails = smtp.messages.filter((mail) => mail.envelopeTo.includes(address));
      return mails.length >= count ? mails[count - 1] : undefined;
    });

  /** Invites `email` as `role` and accepts the mail's link with a name and PASSWORD. */
  async function join(email: string, role: StaffRole, name: string): Promise<number> {
    const owner = await t.loginAgent();
    const sent = await owner.post('/api/admin/team/invitations').send({ email, role }).expect(201);
    expect(sent.body).toMatchObject({ mailed: true, mailError: null, link: null });
    const token = tokenIn(await mailTo(email), 'join');
    await t.http().post('/api/staff/invitations/accept').send({ token, name, password: PASSWORD }).expect(200);
    const team = await owner.get('/api/admin/team').expect(200);
    return (team.body.members as Array<{ id: number; email: string }>).find((member) => member.email === email)!.id;
  }

  it('invites by mail; the link shows the address and role, sets name and password once, and the person signs in with that role', async () => {
    const owner = await t.loginAgent();
    const sent = await owner.post('/api/admin/team/invitations').send({ email: ' Priya@Example.com ', role: StaffRole.Editor }).expect(201);
    expect(sent.body).toEqual({
      invitation: expect.objectContaining({
        email: 'priya@example.com',
        role: StaffRole.Editor,
        status: InvitationStatus.Pending,
        invitedByEmail: TEST_ADMIN.email,
      }),
      mailed: true,
      mailError: null,
      link: null,
    });
    const days = (Date.parse(sent.body.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await mailTo('priya@example.com');
    expect(mail.subject).toBe("You're invited to the Learn from the Best back office");
    expect(mail.text).toContain('as Editor');
    const token = tokenIn(mail, 'join');
    expect((await owner.get('/api/admin/team').expect(200)).body.invitations).toEqual([expect.objectContaining({ email: 'priya@example.com' })]);

    expect((await t.http().post('/api/staff/invitations/lookup').send({ token }).expect(200)).body).toEqual({
      email: 'priya@example.com',
      role: StaffRole.Editor,
      podcastName: 'Learn from the Best',
    });
    // The form's rules, before anything is used up.
    const short = await t.http().post('/api/staff/invitations/accept').send({ token, name: ' ', password: 'short' }).expect(400);
    expect(short.body.errors).toEqual({ name: ['Name is required'], password: ['Use at least 8 characters'] });
    await t.http().post('/api/staff/invitations/accept').send({ token, name: 'Priya Raman', password: PASSWORD }).expect(200);
    // Single use.
    expect(
      (await t.http().post('/api/staff/invitations/accept').send({ token, name: 'Someone Else', password: 'another password' }).expect(410)).body.message,
    ).toBe('This invitation has expired, was used already or was withdrawn. Ask an owner to invite you again.');
    await t.http().post('/api/staff/invitations/lookup').send({ token }).expect(410);

    const priya = await signIn(t, 'priya@example.com', PASSWORD);
    expect((await priya.get('/api/admin/me').expect(200)).body).toMatchObject({ email: 'priya@example.com', role: StaffRole.Editor });
    await priya.get('/api/admin/team').expect(403);
    const team = (await owner.get('/api/admin/team').expect(200)).body;
    expect(team.invitations).toEqual([]);
    expect(team.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: TEST_ADMIN.email, role: StaffRole.Owner, status: StaffStatus.Active, you: true }),
        expect.objectContaining({ email: 'priya@example.com', name: 'Priya Raman', role: StaffRole.Editor, status: StaffStatus.Active, you: false }),
      ]),
    );
  });

  it('refuses a made-up, malformed or expired link, an address already on the team, and a bad role', async () => {
    const owner = await t.loginAgent();
    await t
      .http()
      .post('/api/staff/invitations/lookup')
      .send({ token: 'x'.repeat(43) })
      .expect(404);
    await t.http().post('/api/staff/invitations/lookup').send({ token: '../../etc' }).expect(404);
    await t.http().post('/api/staff/invitations/lookup').send({}).expect(400);
    expect((await owner.post('/api/admin/team/invitations').send({ email: TEST_ADMIN.email, role: StaffRole.Viewer }).expect(409)).body.errors).toEqual({
      email: ['Someone on the team already uses this email'],
    });
    const bad = await owner.post('/api/admin/team/invitations').send({ email: 'not-an-address', role: 'admin' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'role']);

    await owner.post('/api/admin/team/invitations').send({ email: 'late@example.com', role: StaffRole.Viewer }).expect(201);
    const token = tokenIn(await mailTo('late@example.com'), 'join');
    await t.app.get(DataSource).query(`UPDATE staff_invitation SET "expiresAt" = now() - interval '1 second' WHERE email = 'late@example.com'`);
    expect((await owner.get('/api/admin/team').expect(200)).body.invitations).toEqual([
      expect.objectContaining({ email: 'late@example.com', status: InvitationStatus.Expired }),
    ]);
    await t.http().post('/api/staff/invitations/accept').send({ token, name: 'Late Comer', password: PASSWORD }).expect(410);
    // Inviting again replaces it: the new link works, the old one stays dead.
    await owner.post('/api/admin/team/invitations').send({ email: 'late@example.com', role: StaffRole.Viewer }).expect(201);
    const fresh = tokenIn(await mailTo('late@example.com', 2), 'join');
    expect((await owner.get('/api/admin/team').expect(200)).body.invitations).toEqual([
      expect.objectContaining({ email: 'late@example.com', status: InvitationStatus.Pending }),
    ]);
    await t.http().post('/api/staff/invitations/accept').send({ token: fresh, name: 'Late Comer', password: PASSWORD }).expect(200);
  });

  it('withdraws an invitation: its link stops working', async () => {
    const owner = await t.loginAgent();
    const sent = await owner.post('/api/admin/team/invitations').send({ email: 'withdrawn@example.com', role: StaffRole.Bookings }).expect(201);
    const token = tokenIn(await mailTo('withdrawn@example.com'), 'join');
    await owner.delete(`/api/admin/team/invitations/${sent.body.invitation.id}`).expect(204);
    await owner.delete(`/api/admin/team/invitations/${sent.body.invitation.id}`).expect(404);
    await t.http().post('/api/staff/invitations/accept').send({ token, name: 'Not Anymore', password: PASSWORD }).expect(410);
  });

  it('changes a role (it applies at once), but never your own', async () => {
    const owner = await t.loginAgent();
    const id = await join('sam@example.com', StaffRole.Producer, 'Sam Lee');
    const sam = await signIn(t, 'sam@example.com', PASSWORD);
    await sam.get('/api/admin/analytics').expect(200);
    await sam.get('/api/admin/team').expect(403);
    expect((await owner.patch(`/api/admin/team/${id}/role`).send({ role: StaffRole.Viewer }).expect(200)).body).toMatchObject({ id, role: StaffRole.Viewer });
    expect((await sam.get('/api/admin/me').expect(200)).body.role).toBe(StaffRole.Viewer);
    const me = (await owner.get('/api/admin/me').expect(200)).body.id as number;
    expect((await owner.patch(`/api/admin/team/${me}/role`).send({ role: StaffRole.Viewer }).expect(409)).body.message).toBe(
      'You cannot do this to your own account: ask another owner',
    );
    await owner.patch('/api/admin/team/999999/role').send({ role: StaffRole.Viewer }).expect(404);
    await owner.patch(`/api/admin/team/${id}/role`).send({ role: 'superuser' }).expect(400);
  });

  it('asks again for the password before a role change or a removal when the last check is over 10 minutes old', async () => {
    const owner = await t.loginAgent();
    const id = await join('recheck@example.com', StaffRole.Editor, 'Re Check');
    await t.app
      .get(DataSource)
      .query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{checkedAt}', to_jsonb($1::bigint))::json`, [Date.now() - 11 * 60_000]);
    const refused = await owner.patch(`/api/admin/team/${id}/role`).send({ role: StaffRole.Viewer }).expect(403);
    expect(refused.body.code).toBe(AUTH_ERROR_CODES.recentCheckRequired);
    expect((await owner.delete(`/api/admin/team/${id}`).expect(403)).body.code).toBe(AUTH_ERROR_CODES.recentCheckRequired);
    // Inviting and disabling are not on the list: no re-check.
    await owner.post(`/api/admin/team/${id}/disable`).expect(200);
    await owner.post('/api/admin/session/check').send({ password: TEST_ADMIN.password }).expect(200);
    await owner.patch(`/api/admin/team/${id}/role`).send({ role: StaffRole.Viewer }).expect(200);
    await owner.delete(`/api/admin/team/${id}`).expect(204);
  });

  it('disables someone: their sessions end at once and they cannot sign in until enabled again', async () => {
    const owner = await t.loginAgent();
    const id = await join('dana@example.com', StaffRole.Bookings, 'Dana Fox');
    const dana = await signIn(t, 'dana@example.com', PASSWORD);
    await dana.get('/api/admin/bookings').expect(200);
    expect((await owner.post(`/api/admin/team/${id}/disable`).expect(200)).body).toMatchObject({ id, status: StaffStatus.Disabled });
    await dana.get('/api/admin/bookings').expect(401);
    expect((await t.http().post('/api/admin/login').send({ username: 'dana@example.com', password: PASSWORD }).expect(403)).body.message).toBe(
      'This account is disabled. Ask an owner of this back office to enable it.',
    );
    // The wrong password says nothing about the account.
    expect((await t.http().post('/api/admin/login').send({ username: 'dana@example.com', password: 'wrong password' }).expect(401)).body.message).toBe(
      'Invalid credentials',
    );
    await owner.post(`/api/admin/team/${id}/enable`).expect(200);
    await signIn(t, 'dana@example.com', PASSWORD);
  });

  it('removes someone: their sessions end and the account is gone', async () => {
    const owner = await t.loginAgent();
    const id = await join('rem@example.com', StaffRole.Viewer, 'Rem Oved');
    const rem = await signIn(t, 'rem@example.com', PASSWORD);
    await owner.delete(`/api/admin/team/${id}`).expect(204);
    await rem.get('/api/admin/me').expect(401);
    await t.http().post('/api/admin/login').send({ username: 'rem@example.com', password: PASSWORD }).expect(401);
    await owner.delete(`/api/admin/team/${id}`).expect(404);
    const [{ count }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM session WHERE (sess -> 'passport' ->> 'user') = $1`, [String(id)]);
    expect(count).toBe(0);
  });

  it('records every change to the team in the audit trail, with who did it and before → after', async () => {
    const owner = await t.loginAgent();
    const id = await join('audited@example.com', StaffRole.Editor, 'Audi Ted');
    await owner.patch(`/api/admin/team/${id}/role`).send({ role: StaffRole.Producer }).expect(200);
    await owner.post(`/api/admin/team/${id}/disable`).expect(200);
    await owner.post(`/api/admin/team/${id}/enable`).expect(200);
    await owner.delete(`/api/admin/team/${id}`).expect(204);
    const trail = (await owner.get('/api/admin/audit?targetType=staff&limit=100').expect(200)).body as Array<{
      action: string;
      actorEmail: string | null;
      targetLabel: string | null;
      changes: Record<string, { before: unknown; after: unknown }> | null;
    }>;
    const about = trail.filter((entry) => entry.targetLabel?.includes('audited@example.com')).reverse();
    expect(about.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      [AuditAction.StaffInvited, TEST_ADMIN.email],
      [AuditAction.StaffJoined, 'audited@example.com'],
      [AuditAction.StaffRoleChanged, TEST_ADMIN.email],
      [AuditAction.StaffDisabled, TEST_ADMIN.email],
      [AuditAction.StaffEnabled, TEST_ADMIN.email],
      [AuditAction.StaffRemoved, TEST_ADMIN.email],
    ]);
    expect(about[2]?.changes).toEqual({ role: { before: StaffRole.Editor, after: StaffRole.Producer } });
  });

  it('never leaves the back office without an enabled owner, even when two owners demote each other at once', async () => {
    const first = await t.loginAgent();
    const firstId = (await first.get('/api/admin/me').expect(200)).body.id as number;
    const secondId = await join('second-owner@example.com', StaffRole.Owner, 'Second Owner');
    const second = await signIn(t, 'second-owner@example.com', PASSWORD);
    const answers = await Promise.all([
      first.patch(`/api/admin/team/${secondId}/role`).send({ role: StaffRole.Producer }),
      second.patch(`/api/admin/team/${firstId}/role`).send({ role: StaffRole.Producer }),
    ]);
    // One wins. The other is refused: by the role guard when the winner committed first (it is no
    // longer an owner), else by the locked count of enabled owners.
    expect(answers.map((res) => res.status).sort()).toEqual([200, expect.any(Number)]);
    const refused = answers.find((res) => res.status !== 200)!;
    expect([403, 409]).toContain(refused.status);
    if (refused.status === 409) expect(refused.body.message).toBe('The back office needs at least one owner who can sign in: make someone else an owner first');
    const [{ count }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM admin_user WHERE role = 'owner' AND "disabledAt" IS NULL`);
    expect(count).toBe(1);
  });
});
