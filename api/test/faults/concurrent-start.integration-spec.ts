import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { ensureDatabase } from '../../src/database/ensure-database';
import { MIGRATIONS } from '../../src/database/migrations';
import { runMigrationsLocked } from '../../src/database/run-migrations';
import { dropDatabase, withAdminClient } from '../harness/pg-admin';
import { databaseUrl } from '../harness/test-env';

/** Several processes starting at once on a database that does not exist yet (API replicas and the worker). */
describe('several processes starting at once', () => {
  const name = `podcast_fault_start_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(name);
  const sources: DataSource[] = [];
  afterAll(async () => {
    await Promise.all(sources.map((source) => (source.isInitialized ? source.destroy() : undefined)));
    await withAdminClient((client) => dropDatabase(client, name));
  });

  it('create the missing database once, without an error in any of them', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => ensureDatabase(url)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const found = await withAdminClient((client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
    expect(found.rowCount).toBe(1);
  });

  it('run the migrations one after the other under the advisory lock: each applied once, no duplicate-key error', async () => {
    for (let i = 0; i < 4; i += 1) sources.push(new DataSource(dataSourceOptions(url)));
    await Promise.all(sources.map((source) => source.initialize()));
    const results = await Promise.allSettled(sources.map((source) => runMigrationsLocked(source)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const applied = await sources[0].query('SELECT name FROM migrations ORDER BY id');
    expect(applied).toHaveLength(MIGRATIONS.length);
    expect(await sources[0].showMigrations()).toBe(false);
  });
});
