import { AUTH_ERROR_CODES } from '@podcast/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { TOTP_PERIOD_SEC, totpAt } from '../../src/modules/two-factor/totp';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

/**
 * Two-factor sign-in over HTTP with real PostgreSQL and Redis (issue 31): enrolment, the sign-in's
 * second step, single-use codes, recovery codes, the owners' require-for-everyone setting, the recent
 * check of sensitive actions, and throttled wrong codes. Codes are computed here from the secret the
 * enrolment answers, as an authenticator app would.
 */
describe('two-factor sign-in', () => {
  let t: TestApp;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const nowSec = () => Math.floor(Date.now() / 1000);
  /** A code of the step `offset` steps from now (±1 is accepted). */
  const codeAt = (offset: number) => totpAt(secret, nowSec() + offset * TOTP_PERIOD_SEC);
  const signIn = async (): Promise<{ agent: TestAgent; body: Record<string, unknown> }> => {
    const agent = request.agent(t.app.getHttpServer()) as unknown as TestAgent;
    const login = await agent.post('/api/admin/login').send({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    return { agent, body: login.body as Record<string, unknown> };
  };
  const sql = (query: string, params: unknown[] = []) => t.app.get(DataSource).query(query, params);
  /** Makes the last password-or-code check of every signed-in session 11 minutes old, in the session rows themselves. */
  const ageChecks = async () => {
    const old = Date.now() - 11 * 60_000;
    await sql(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{checkedAt}', to_jsonb($1::bigint))::json`, [old]);
  };

  it('enrols: a QR code and a typed secret, a wrong code refused, a right one answers ten recovery codes once', async () => {
    const { agent, body } = await signIn();
    expect(body.twoFactor).toBe('none');
    expect((await agent.get('/api/admin/account/two-factor').expect(200)).body).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredForEveryone: false });
    await agent.post('/api/admin/account/two-factor/enrolment/confirm').send({ code: '123456' }).expect(409);
    const enrolment = await agent.post('/api/admin/account/two-factor/enrolment').expect(200);
    secret = enrolment.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.body.otpauthUri).toBe(
      `otpauth://totp/Learn%20from%20the%20best:${encodeURIComponent(TEST_ADMIN.email)}?secret=${secret}&issuer=Learn%20from%20the%20best`,
    );
    expect(enrolment.body.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await agent
      .post('/api/admin/account/two-factor/enrolment/confirm')
      .send({ code: await codeAt(3) })
      .expect(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      message: 'That code is not right, or it was already used',
      errors: { code: ['That code is not right, or it was already used'] },
    });
    const confirmed = await agent
      .post('/api/admin/account/two-factor/enrolment/confirm')
      .send({ code: await codeAt(0) })
      .expect(200);
    recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect((await agent.get('/api/admin/account/two-factor').expect(200)).body).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredForEveryone: false });
    // Stored as hashes only: no code appears in the table.
    const stored = (await sql('SELECT "codeHash" FROM staff_recovery_code')) as { codeHash: string }[];
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);
    await agent.post('/api/admin/account/two-factor/enrolment').expect(409);
  });

  it('asks for a code after the password: nothing but the code step works until a valid code, and a code works once', async () => {
    const { agent, body } = await signIn();
    expect(body.twoFactor).toBe('required');
    const refused = await agent.get('/api/admin/episodes').expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      message: 'Enter the code from your authenticator app to finish signing in',
      code: AUTH_ERROR_CODES.twoFactorRequired,
    });
    await agent.get('/api/admin/account/two-factor').expect(403);
    expect((await agent.get('/api/admin/me').expect(200)).body.twoFactor).toBe('required');
    await agent.post('/api/admin/session/second-factor').send({ code: '000000' }).expect(400);
    // The enrolment used the current step: the same code, or any of that step, is refused now.
    await agent
      .post('/api/admin/session/second-factor')
      .send({ code: await codeAt(0) })
      .expect(400);
    const next = await codeAt(1);
    const done = await agent.post('/api/admin/session/second-factor').send({ code: next }).expect(200);
    expect(done.body.twoFactor).toBe('none');
    await agent.get('/api/admin/episodes').expect(200);
    await agent.post('/api/admin/session/second-factor').send({ code: next }).expect(409);
    // Another sign-in cannot reuse that code.
    const other = await signIn();
    await other.agent.post('/api/admin/session/second-factor').send({ code: next }).expect(400);
  });

  it('accepts a recovery code once, typed in any case', async () => {
    const first = await signIn();
    await first.agent.post('/api/admin/session/second-factor').send({ code: recoveryCodes[0].toLowerCase() }).expect(200);
    await first.agent.get('/api/admin/episodes').expect(200);
    expect((await first.agent.get('/api/admin/account/two-factor').expect(200)).body.recoveryCodesLeft).toBe(9);
    const second = await signIn();
    await second.agent.post('/api/admin/session/second-factor').send({ code: recoveryCodes[0] }).expect(400);
    await second.agent.get('/api/admin/episodes').expect(403);
  });

  it('asks again for the password or a code before sensitive actions when the last check is older than 10 minutes', async () => {
    const { agent } = await signIn();
    await agent.post('/api/admin/session/second-factor').send({ code: recoveryCodes[1] }).expect(200);
    await agent.get('/api/admin/newsletter/subscribers/export.csv').expect(200);
    await ageChecks();
    const refused = await agent.get('/api/admin/newsletter/subscribers/export.csv').expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      message: 'Confirm it is you: enter your password or a code from your authenticator app',
      code: AUTH_ERROR_CODES.recentCheckRequired,
    });
    expect((await agent.delete('/api/admin/account/two-factor').expect(403)).body.code).toBe(AUTH_ERROR_CODES.recentCheckRequired);
    // Other routes do not ask.
    await agent.get('/api/admin/episodes').expect(200);
    await agent.post('/api/admin/session/check').send({}).expect(400);
    await agent.post('/api/admin/session/check').send({ password: 'not my password' }).expect(400);
    const checked = await agent.post('/api/admin/session/check').send({ password: TEST_ADMIN.password }).expect(200);
    expect(Date.parse(checked.body.checkedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    await agent.get('/api/admin/newsletter/subscribers/export.csv').expect(200);
    await ageChecks();
    await agent.post('/api/admin/session/check').send({ code: recoveryCodes[2] }).expect(200);
    await agent.post('/api/admin/session/check').send({ code: recoveryCodes[2] }).expect(400);
    await agent.delete('/api/admin/account/two-factor').expect(204);
    expect((await agent.get('/api/admin/account/two-factor').expect(200)).body).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredForEveryone: false });
    expect(await sql('SELECT * FROM staff_recovery_code')).toEqual([]);
    expect((await signIn()).body.twoFactor).toBe('none');
  });

  it('when the owners require it for everyone, a person without two-factor must enrol before anything else works', async () => {
    const owner = await signIn();
    expect((await owner.agent.get('/api/admin/settings/two-factor').expect(200)).body).toEqual({ required: false });
    await owner.agent.put('/api/admin/settings/two-factor').send({ required: 'yes' }).expect(400);
    expect((await owner.agent.put('/api/admin/settings/two-factor').send({ required: true }).expect(200)).body).toEqual({ required: true });

    const { agent, body } = await signIn();
    expect(body.twoFactor).toBe('enrol');
    expect((await agent.get('/api/admin/episodes').expect(403)).body.code).toBe(AUTH_ERROR_CODES.twoFactorEnrol);
    await agent.post('/api/admin/session/second-factor').send({ code: '123456' }).expect(403);
    expect((await agent.get('/api/admin/account/two-factor').expect(200)).body.requiredForEveryone).toBe(true);
    secret = (await agent.post('/api/admin/account/two-factor/enrolment').expect(200)).body.secret as string;
    await agent
      .post('/api/admin/account/two-factor/enrolment/confirm')
      .send({ code: await codeAt(0) })
      .expect(200);
    expect((await agent.get('/api/admin/me').expect(200)).body.twoFactor).toBe('none');
    await agent.get('/api/admin/episodes').expect(200);
    // Required for everyone: it cannot be turned off, even right after a check.
    const refused = await agent.delete('/api/admin/account/two-factor').expect(409);
    expect(refused.body.message).toBe('Two-factor sign-in is required for everyone, so it cannot be turned off');
    expect((await signIn()).body.twoFactor).toBe('required');
  });

  it('throttles wrong codes: after five, even the right code waits', async () => {
    const { agent } = await signIn();
    for (let attempt = 0; attempt < 5; attempt += 1) await agent.post('/api/admin/session/second-factor').send({ code: '000000' }).expect(400);
    const throttled = await agent
      .post('/api/admin/session/second-factor')
      .send({ code: await codeAt(1) })
      .expect(429);
    expect(throttled.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    await agent.get('/api/admin/episodes').expect(403);
  });
});
