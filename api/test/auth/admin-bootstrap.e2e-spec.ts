import { DataSource } from 'typeorm';
import { AdminUserRepository } from '../../src/modules/auth/admin-user.repository';
import { AuthService } from '../../src/modules/auth/auth.service';
import { hashPassword } from '../../src/modules/auth/password-hasher';
import { createTestApp, TEST_ADMIN, type TestApp } from '../harness/test-app';

/** Several API processes and the worker run the admin bootstrap at the same moment on a new database. */
describe('the admin account at start, from several processes at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adminRows = async (email: string) =>
    (await t.app.get(DataSource).query('SELECT email FROM admin_user WHERE email = $1', [email])) as { email: string }[];

  it('ADMIN_EMAIL and ADMIN_PASSWORD applied concurrently: no duplicate-key failure, one account that logs in', async () => {
    await t.app.get(DataSource).query('DELETE FROM admin_user');
    const auth = t.app.get(AuthService);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => auth.ensureAdmin()));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await adminRows(TEST_ADMIN.email)).toHaveLength(1);
    await t.loginAgent();
  });

  it('the same account upserted by five processes at the same instant: one row, no failure', async () => {
    const admins = t.app.get(AdminUserRepository);
    const hash = await hashPassword('same-moment');
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => admins.upsert('race@localhost', hash)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await adminRows('race@localhost')).toHaveLength(1);
  });

  it('the generated first account is created by exactly one of them (only that one may print its password)', async () => {
    const admins = t.app.get(AdminUserRepository);
    const hash = await hashPassword('generated-once');
    const created = await Promise.all(Array.from({ length: 5 }, () => admins.insertIfAbsent('first@localhost', hash)));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await adminRows('first@localhost')).toHaveLength(1);
  });

  it('setting a password through upsert replaces the hash of the one row', async () => {
    const admins = t.app.get(AdminUserRepository);
    const before = await admins.upsert('second@localhost', await hashPassword('one'));
    const after = await admins.upsert('Second@localhost ', await hashPassword('two'));
    expect(after.id).toBe(before.id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
  });
});
