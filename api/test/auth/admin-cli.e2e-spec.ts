import { permissionsOf } from '@podcast/contracts';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { runAdminCli, type CliIo } from '../../src/admin-cli';
import { capturedOutput } from '../harness/captured-output';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

function io(env: Record<string, string | undefined>, stdinText?: string): CliIo & { out: () => string; err: () => string } {
  const stdin = new PassThrough();
  if (stdinText !== undefined) stdin.end(stdinText);
  else stdin.end();
  return { stdin, env, ...capturedOutput() };
}

describe('npm run admin -- set-password and set-role', () => {
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    env = { DATABASE_URL: t.config.DATABASE_URL, REDIS_URL: t.config.REDIS_URL, REDIS_PREFIX: t.config.REDIS_PREFIX, LOG_LEVEL: 'error' };
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.http().post('/api/admin/login').send({ username, password });

  it('resets the password given with --password for the --email admin', async () => {
    const cli = io(env);
    expect(await runAdminCli(['set-password', '--email', TEST_ADMIN.email, '--password', 'a brand new secret'], cli)).toBe(0);
    expect(cli.out()).toBe(`Updated the password of ${TEST_ADMIN.email}\n`);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(401);
    expect((await login(TEST_ADMIN.email, 'a brand new secret')).status).toBe(200);
  });

  it('reads the password from ADMIN_PASSWORD, and the address defaults to the first admin', async () => {
    const cli = io({ ...env, ADMIN_PASSWORD: 'from the environment' });
    expect(await runAdminCli(['set-password'], cli)).toBe(0);
    expect(cli.out()).toBe(`Updated the password of ${TEST_ADMIN.email}\n`);
    expect((await login(TEST_ADMIN.email, 'from the environment')).status).toBe(200);
  });

  it('reads the password from stdin when none is given', async () => {
    const cli = io(env, 'typed on stdin\n');
    expect(await runAdminCli(['set-password', '--email', TEST_ADMIN.email.toUpperCase()], cli)).toBe(0);
    expect((await login(TEST_ADMIN.email, 'typed on stdin')).status).toBe(200);
  });

  it('clears the failed-login lock of that admin', async () => {
    for (let i = 0; i < 5; i += 1) await login(TEST_ADMIN.email, 'wrong guess');
    expect((await login(TEST_ADMIN.email, 'typed on stdin')).status).toBe(429);
    expect(await runAdminCli(['set-password', '--password', 'after the lockout'], io(env))).toBe(0);
    expect((await login(TEST_ADMIN.email, 'after the lockout')).status).toBe(200);
  });

  it('enables again an account an owner disabled: the way back in (issue 31)', async () => {
    expect(await runAdminCli(['set-password', '--email', 'locked-out@example.com', '--password', 'locked out secret'], io(env))).toBe(0);
    await t.app.get(DataSource).query(`UPDATE admin_user SET "disabledAt" = now() WHERE email = 'locked-out@example.com'`);
    expect((await login('locked-out@example.com', 'locked out secret')).status).toBe(403);
    const cli = io(env);
    expect(await runAdminCli(['set-password', '--email', 'locked-out@example.com', '--password', 'back in secret'], cli)).toBe(0);
    expect(cli.out()).toBe('Updated the password of locked-out@example.com and enabled it again\n');
    expect((await login('locked-out@example.com', 'back in secret')).status).toBe(200);
  });

  it('creates an admin for a new address', async () => {
    const cli = io(env);
    expect(await runAdminCli(['set-password', '--email', 'second@example.com', '--password', 'second admin secret'], cli)).toBe(0);
    expect(cli.out()).toBe('Created the admin second@example.com\n');
    expect((await login('second@example.com', 'second admin secret')).status).toBe(200);
  });

  it('makes a new admin an owner, and set-role changes the role of an existing one at once (issue 31)', async () => {
    const agent = request.agent(t.app.getHttpServer());
    await agent.post('/api/admin/login').send({ username: 'second@example.com', password: 'second admin secret' }).expect(200);
    expect((await agent.get('/api/admin/me').expect(200)).body).toMatchObject({
      email: 'second@example.com',
      role: 'owner',
      permissions: permissionsOf('owner'),
    });

    const cli = io(env);
    expect(await runAdminCli(['set-role', '--email', 'Second@Example.com', '--role', 'viewer'], cli)).toBe(0);
    expect(cli.out()).toBe('second@example.com is now Viewer\n');
    // The session reads the role on every request: the same session is a Viewer now.
    expect((await agent.get('/api/admin/me').expect(200)).body).toMatchObject({ role: 'viewer', permissions: permissionsOf('viewer') });
    expect((await agent.get('/api/admin/newsletter/subscribers')).status).toBe(403);

    // set-password keeps the role; set-role owner is the way back.
    expect(await runAdminCli(['set-password', '--email', 'second@example.com', '--password', 'second admin secret'], io(env))).toBe(0);
    expect((await agent.get('/api/admin/me').expect(200)).body.role).toBe('viewer');
    expect(await runAdminCli(['set-role', '--email', 'second@example.com', '--role', 'owner'], io(env))).toBe(0);
    expect((await agent.get('/api/admin/newsletter/subscribers')).status).toBe(200);
  });

  it.each([
    [['set-password', '--password', 'short'], 1, 'Password must be at least 8 characters'],
    [['set-password'], 1, 'Password must be at least 8 characters'],
    [['reset-everything'], 2, 'Unknown command: reset-everything'],
    [['set-password', '--colour', 'red'], 2, "Unknown option '--colour'"],
    [['set-role', '--email', 'second@example.com'], 2, 'set-role needs --email and --role'],
    [['set-role', '--email', 'second@example.com', '--role', 'admin'], 2, 'set-role needs --email and --role'],
    [['set-role', '--email', 'nobody@example.com', '--role', 'owner'], 1, 'No admin nobody@example.com'],
  ])('refuses %j with exit code %i', async (argv, code, message) => {
    const cli = io(env);
    expect(await runAdminCli(argv, cli)).toBe(code);
    expect(cli.err()).toContain(message);
  });

  it('prints the usage with --help', async () => {
    const cli = io(env);
    expect(await runAdminCli(['--help'], cli)).toBe(0);
    expect(cli.out()).toContain('Usage: npm run admin -- set-password');
  });
});
