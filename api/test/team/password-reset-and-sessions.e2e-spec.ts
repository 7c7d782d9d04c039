import { DataSource } from 'typeorm';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { signIn, tokenIn } from './team-fixtures';

const NEW_PASSWORD = 'a brand new password';
const SAME_ANSWER = 'If that address belongs to a staff account, a link to reset its password is on its way. It works once, for a limited time.';

/**
 * Issue 31 items 1 and 6 with a real SMTP server: a forgotten password is reset by mail (single-use,
 * expiring link, the same answer for any address), and each person lists and ends their sessions; a
 * password change or a reset ends the others.
 */
describe('password reset by mail and sessions (real SMTP)', () => {
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

  it('answers the same for any address, mails only an account, and the link sets a password once and ends every session', async () => {
    const before = await signIn(t, TEST_ADMIN.email, TEST_ADMIN.password);
    const unknown = await t.http().post('/api/staff/password-reset').send({ email: 'nobody@example.com' }).expect(202);
    const known = await t
      .http()
      .post('/api/staff/password-reset')
      .send({ email: ` ${TEST_ADMIN.email.toUpperCase()} ` })
      .expect(202);
    expect([unknown.body, known.body]).toEqual([{ message: SAME_ANSWER }, { message: SAME_ANSWER }]);
    const mail = await eventually(() => smtp.messages.find((message) => message.envelopeTo.includes(TEST_ADMIN.email)));
    expect(mail.subject).toBe('Reset your Learn from the Best back office password');
    expect(mail.text).toContain('for 60 minutes');
    expect(smtp.messages.filter((message) => message.envelopeTo.includes('nobody@example.com'))).toEqual([]);
    const token = tokenIn(mail, 'reset-password');

    await t.http().post('/api/staff/password-reset/check').send({ token }).expect(204);
    expect((await t.http().post('/api/staff/password-reset/complete').send({ token, password: 'short' }).expect(400)).body.errors).toEqual({
      password: ['Use at least 8 characters'],
    });
    expect((await t.http().post('/api/staff/password-reset/complete').send({ token, password: NEW_PASSWORD }).expect(200)).body.message).toBe(
      `Your password is set. Sign in with ${TEST_ADMIN.email} and your new password.`,
    );
    await before.get('/api/admin/me').expect(401);
    await t.http().post('/api/admin/login').send({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(401);
    await signIn(t, TEST_ADMIN.email, NEW_PASSWORD);
    expect((await t.http().post('/api/staff/password-reset/complete').send({ token, password: 'yet another password' }).expect(410)).body.message).toBe(
      'This link has expired or was used already. Ask for a new one.',
    );
    await t.http().post('/api/staff/password-reset/check').send({ token }).expect(410);
    await t.http().post('/api/staff/password-reset/check').send({ token: 'not-a-token' }).expect(404);
    // Back to the test password for the other tests.
    await t.app.get(DataSource).query(`UPDATE password_reset SET "usedAt" = now()`);
  });

  it('an expired link sets nothing, and a newer mail replaces the earlier link', async () => {
    const count = () => smtp.messages.filter((message) => message.envelopeTo.includes(TEST_ADMIN.email)).length;
    const already = count();
    await t.http().post('/api/staff/password-reset').send({ email: TEST_ADMIN.email }).expect(202);
    const first = tokenIn(
      await eventually(() => (count() > already ? smtp.messages.filter((m) => m.envelopeTo.includes(TEST_ADMIN.email))[already] : undefined)),
      'reset-password',
    );
    await t.http().post('/api/staff/password-reset').send({ email: TEST_ADMIN.email }).expect(202);
    const second = tokenIn(
      await eventually(() => (count() > already + 1 ? smtp.messages.filter((m) => m.envelopeTo.includes(TEST_ADMIN.email))[already + 1] : undefined)),
      'reset-password',
    );
    await t.http().post('/api/staff/password-reset/check').send({ token: first }).expect(410);
    await t.app.get(DataSource).query(`UPDATE password_reset SET "expiresAt" = now() - interval '1 second' WHERE "usedAt" IS NULL`);
    await t.http().post('/api/staff/password-reset/complete').send({ token: second, password: 'never set password' }).expect(410);
  });

  it('lists your sessions with their device and ends one, or all the others', async () => {
    const password = (await t.app.get(DataSource).query(`SELECT 1`)) && NEW_PASSWORD;
    const laptop = await signIn(t, TEST_ADMIN.email, password);
    const phone = await signIn(t, TEST_ADMIN.email, password);
    const tablet = await signIn(t, TEST_ADMIN.email, password);
    const sessions = (await laptop.get('/api/admin/sessions').expect(200)).body as Array<{
      handle: string;
      device: string;
      current: boolean;
      signedInAt: string;
    }>;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.every((session) => session.device === 'Firefox on Linux' && /^[0-9a-f]{32}$/.test(session.handle))).toBe(true);

    const phoneHandle = ((await phone.get('/api/admin/sessions').expect(200)).body as typeof sessions).find((session) => session.current)!.handle;
    await laptop.delete(`/api/admin/sessions/${phoneHandle}`).expect(204);
    await phone.get('/api/admin/me').expect(401);
    await laptop.delete(`/api/admin/sessions/${phoneHandle}`).expect(404);

    expect((await laptop.post('/api/admin/sessions/end-others').expect(200)).body.endedSessions).toBeGreaterThanOrEqual(1);
    await tablet.get('/api/admin/me').expect(401);
    await laptop.get('/api/admin/me').expect(200);
    expect((await laptop.get('/api/admin/sessions').expect(200)).body).toHaveLength(1);
  });

  it('a password change needs the current password and ends your other sessions', async () => {
    const here = await signIn(t, TEST_ADMIN.email, NEW_PASSWORD);
    const elsewhere = await signIn(t, TEST_ADMIN.email, NEW_PASSWORD);
    expect(
      (await here.post('/api/admin/account/password').send({ currentPassword: 'wrong', newPassword: 'whatever password' }).expect(400)).body.errors,
    ).toEqual({
      currentPassword: ['The current password is not right'],
    });
    await elsewhere.get('/api/admin/me').expect(200);
    expect(
      (await here.post('/api/admin/account/password').send({ currentPassword: NEW_PASSWORD, newPassword: TEST_ADMIN.password }).expect(200)).body.endedSessions,
    ).toBeGreaterThanOrEqual(1);
    await elsewhere.get('/api/admin/me').expect(401);
    await here.get('/api/admin/me').expect(200);
    await here.patch('/api/admin/account').send({ name: '  Ada Owner ' }).expect(204);
    expect((await here.get('/api/admin/team').expect(200)).body.members[0]).toMatchObject({ email: TEST_ADMIN.email, name: 'Ada Owner' });
    await here.patch('/api/admin/account').send({ name: '' }).expect(400);
  });
});
