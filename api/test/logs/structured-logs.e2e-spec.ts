import { StaffRole } from '@podcast/contracts';
import { join } from 'node:path';
import request from 'supertest';
import { REQUEST_ID_HEADER } from '@podcast/contracts';
import { capturedOutput } from '../harness/captured-output';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';
import { eventually, smtpEnv, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../mail/smtp-test-server';
import { createEpisode, makeClip, mediaScratch } from '../media/media-fixtures';
import { tokenIn } from '../team/team-fixtures';

const PUBLIC_URL = 'https://podcast.example.com';
const COLLEAGUE = { email: 'colleague@example.com', password: 'colleague first password', newPassword: 'colleague second password' };
const BEARER = 'bearer-secret-0123456789abcdef';

const newsletterLink = (mail: ReceivedMail, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${PUBLIC_URL}(/api/newsletter/${kind}/([A-Za-z0-9_-]+))`).exec(mail.text);
  if (!match) throw new Error(`No ${kind} link in: ${mail.text}`);
  return { path: match[1], token: match[2] };
};

interface LogLine {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  route?: string;
  url?: string;
  status?: number;
  durationMs?: number;
  context?: string;
}

/**
 * Issue 33 item 2: the app's log output, captured whole at LOG_LEVEL=trace (every line it can write)
 * while a realistic session runs, holds none of the secrets that session used; and a request's id
 * travels into the jobs it enqueues.
 */
describe('structured logs', () => {
  const logs = capturedOutput();
  const scratch = mediaScratch();
  let smtp: TestSmtpServer;
  let t: TestApp;
  /** The SMTP server refuses the next message once (a job that fails and logs, then succeeds on retry). */
  let refuseNext = false;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({
      refuse: () => {
        const refuse = refuseNext;
        refuseNext = false;
        return refuse;
      },
    });
    t = await createTestApp({
      env: smtpEnv(smtp.port, {
        LOG_LEVEL: 'trace',
        RATE_LIMIT_STAFF_LINKS: '1000',
        // A second failed login for an account logs a warning while the request runs (the last test).
        LOGIN_ACCOUNT_SLOWDOWN_AFTER: '1',
        LOGIN_ACCOUNT_DELAY_MS: '0',
      }),
      logs: logs.stdout,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    scratch.dispose();
  });

  const lines = (): LogLine[] =>
    logs
      .out()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const mailTo = (address: string, count = 1) =>
    eventually(() => {
      const mails = smtp.messages.filter((mail) => mail.envelopeTo.includes(address));
      return mails.length >= count ? mails[count - 1] : undefined;
    });

  it('a whole session (sign-in, admin work, newsletter, invitation, password reset, signed media) leaves no secret in any log line', async () => {
    const server = t.app.getHttpServer();
    const secrets: Record<string, string> = { adminPassword: TEST_ADMIN.password, colleaguePassword: COLLEAGUE.password, newPassword: COLLEAGUE.newPassword };

    // Sign in; the session cookie, whole and in its parts (the session id, its signature).
    const login = await request(server).post('/api/admin/login').send({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const cookieValue = cookie.slice(cookie.indexOf('=') + 1);
    const [sessionId, cookieSignature] = decodeURIComponent(cookieValue).slice(2).split('.');
    Object.assign(secrets, { cookieValue, sessionId, cookieSignature });
    const admin = () => ({
      get: (path: string) => request(server).get(path).set('Cookie', cookie),
      post: (path: string) => request(server).post(path).set('Cookie', cookie),
    });
    await request(server).post('/api/admin/login').send({ username: TEST_ADMIN.email, password: 'a wrong password guess' }).expect(401);
    secrets.wrongPassword = 'a wrong password guess';

    // Admin work, one call with an Authorization header too.
    await admin().get('/api/admin/me').set('Authorization', `Bearer ${BEARER}`).expect(200);
    secrets.bearer = BEARER;
    await admin().get('/api/admin/team').expect(200);
    const episode = await createEpisode(t);
    const clip = await makeClip(join(scratch.dir, 'clip.mp4'), { width: 320, height: 240, seconds: 1 });
    const upload = await admin().post(`/api/admin/upload/file?episodeId=${episode.id}`).attach('media', clip, 'clip.mp4').expect(200);
    const signed = await admin()
      .get(`/api/media/signed-url/${upload.body.file.key as string}`)
      .expect(200);
    const mediaUrl = signed.body.url as string;
    secrets.mediaSignature = new URL(mediaUrl, PUBLIC_URL).searchParams.get('sig') ?? '';
    await request(server).get(mediaUrl).set('Range', 'bytes=0-99').expect(206);

    // The newsletter: sign up, confirm, unsubscribe (each link's question page and its button).
    await request(server).post('/api/newsletter').send({ email: 'reader@example.com' }).expect(202);
    const welcome = await mailTo('reader@example.com');
    const confirm = newsletterLink(welcome, 'confirm');
    const unsubscribe = newsletterLink(welcome, 'unsubscribe');
    Object.assign(secrets, { confirmToken: confirm.token, unsubscribeToken: unsubscribe.token });
    await request(server).get(confirm.path).expect(200);
    await request(server).post(confirm.path).expect(200);
    await request(server).get(unsubscribe.path).expect(200);
    await request(server).post(unsubscribe.path).type('form').send('List-Unsubscribe=One-Click').expect(200);

    // A colleague is invited and accepts; then forgets the password and resets it.
    await admin().post('/api/admin/team/invitations').send({ email: COLLEAGUE.email, role: StaffRole.Editor }).expect(201);
    secrets.invitationToken = tokenIn(await mailTo(COLLEAGUE.email), 'join');
    await request(server).post('/api/staff/invitations/lookup').send({ token: secrets.invitationToken }).expect(200);
    await request(server)
      .post('/api/staff/invitations/accept')
      .send({ token: secrets.invitationToken, name: 'A Colleague', password: COLLEAGUE.password })
      .expect(200);
    const colleagueLogin = await request(server).post('/api/admin/login').send({ username: COLLEAGUE.email, password: COLLEAGUE.password }).expect(200);
    secrets.colleagueCookie = (colleagueLogin.headers['set-cookie'] as unknown as string[])[0].split(';')[0].split('=')[1];
    await request(server).post('/api/staff/password-reset').send({ email: COLLEAGUE.email }).expect(202);
    secrets.resetToken = tokenIn(await mailTo(COLLEAGUE.email, 2), 'reset-password');
    await request(server).post('/api/staff/password-reset/check').send({ token: secrets.resetToken }).expect(204);
    await request(server).post('/api/staff/password-reset/complete').send({ token: secrets.resetToken, password: COLLEAGUE.newPassword }).expect(200);
    await admin().post('/api/admin/logout').expect(200);
    // The jobs of the session are done (their lines are written).
    await eventually(() => (lines().some((line) => /newsletter-confirmation .* ended/.test(line.msg)) ? true : undefined));

    // The capture is live: every request above is there, as JSON lines with a level, a time and an id...
    const output = logs.out();
    const all = lines();
    expect(all.every((line) => typeof line.level === 'string' && typeof line.time === 'string')).toBe(true);
    const requests = all.filter((line) => line.route !== undefined || line.status !== undefined);
    expect(requests.every((line) => typeof line.requestId === 'string' && typeof line.durationMs === 'number' && typeof line.status === 'number')).toBe(true);
    expect(requests.map((line) => line.route)).toEqual(
      expect.arrayContaining([
        '/api/admin/login',
        '/api/newsletter/confirm/:token',
        '/api/newsletter/unsubscribe/:token',
        '/api/staff/invitations/accept',
        '/api/staff/password-reset/complete',
        '/api/media/file/*key',
      ]),
    );
    expect(requests.find((line) => line.route === '/api/newsletter/confirm/:token')?.url).toBe('/api/newsletter/confirm/[redacted]');
    expect(requests.find((line) => line.route === '/api/media/file/*key')?.url).toMatch(/\?expires=\d+&sig=\[redacted\]$/);
    // ... and no secret the session used appears anywhere in it.
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length).toBeGreaterThan(8);
      if (output.includes(secret)) throw new Error(`The logs hold ${name}: ${secret}`);
    }
  });

  it("echoes X-Request-Id, and a request's id is in the log lines of the job it enqueued", async () => {
    const server = t.app.getHttpServer();
    const requestId = 'logs-test-signup-0001';
    refuseNext = true;
    const signup = await request(server).post('/api/newsletter').set(REQUEST_ID_HEADER, requestId).send({ email: 'retry@example.com' }).expect(202);
    expect(signup.headers[REQUEST_ID_HEADER.toLowerCase()]).toBe(requestId);
    // The first send is refused (the processor logs a warning), the retry goes out.
    await mailTo('retry@example.com');

    const mine = lines().filter((line) => line.requestId === requestId);
    // The request's own line ...
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ route: '/api/newsletter', status: 202, level: 'info' })]));
    // ... and the confirmation job's: the processor's warning about the refused send, and the job's start and end.
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'warn', context: 'NewsletterMail', msg: expect.stringContaining('Confirmation mail of subscriber') }),
        expect.objectContaining({ level: 'debug', context: 'Jobs', msg: expect.stringMatching(/^Job email\/newsletter-confirmation .* started/) }),
      ]),
    );

    // A line logged by a service while a request runs carries that request's id too.
    const guess = { username: 'guessed@example.com', password: 'not the password' };
    await request(server).post('/api/admin/login').send(guess).expect(401);
    await request(server).post('/api/admin/login').set(REQUEST_ID_HEADER, 'logs-test-login-0002').send(guess).expect(401);
    expect(lines().filter((line) => line.requestId === 'logs-test-login-0002')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'warn', context: 'LoginThrottle', msg: expect.stringContaining('Logins for an account are slowed') }),
        expect.objectContaining({ route: '/api/admin/login', status: 401 }),
      ]),
    );

    // An id offered by a caller that is not a plain token is replaced; each request gets its own.
    const odd = await request(server).get('/api/health').set(REQUEST_ID_HEADER, 'has spaces and {braces}').expect(200);
    const fresh = odd.headers[REQUEST_ID_HEADER.toLowerCase()] as string;
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await request(server).get('/api/health').expect(200);
    expect(plain.headers[REQUEST_ID_HEADER.toLowerCase()]).not.toBe(fresh);
    // Probes are logged at debug (an orchestrator calls them every few seconds).
    expect(await eventually(() => lines().find((line) => line.requestId === fresh && line.route === '/api/health'))).toMatchObject({
      level: 'debug',
      status: 200,
    });
  });
});
