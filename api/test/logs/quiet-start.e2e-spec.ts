import { capturedOutput } from '../harness/captured-output';
import { createTestApp, type TestApp } from '../harness/test-app';

/**
 * Issue 33 item 2: at LOG_LEVEL=info a start prints only what an operator needs. Nest's module and
 * route lines (about 270) are debug; the generated first admin password still prints, once, and works.
 */
describe('a quiet start', () => {
  const logs = capturedOutput();
  let t: TestApp;
  beforeAll(async () => {
    // No ADMIN_EMAIL/ADMIN_PASSWORD on a new database: the first start generates the admin's password.
    t = await createTestApp({ env: { LOG_LEVEL: 'info', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, logs: logs.stdout });
  });
  afterAll(() => t.close());

  it('prints no module or route lines, and the generated admin password once (a warning that signs in)', async () => {
    const lines = logs
      .out()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string; context?: string });
    const messages = lines.map((line) => `${line.level} ${line.context ?? ''}: ${line.msg}`);
    expect(messages.filter((message) => /Mapped \{|dependencies initialized|RoutesResolver|Nest application/.test(message))).toEqual([]);
    expect(messages.length).toBeLessThanOrEqual(3);
    const generated = lines.filter((line) => line.msg.includes('generated password'));
    expect(generated).toEqual([expect.objectContaining({ level: 'warn', context: 'Auth' })]);
    const [, email, password] = /admin account (\S+) with the generated password: (\S+)/.exec(generated[0].msg) ?? [];
    await t.http().post('/api/admin/login').send({ username: email, password }).expect(200);
  });
});
