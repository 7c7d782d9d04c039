import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { createTestDatabase, type TestDatabase } from '../harness/test-app';

/** The same check as `typeorm migration:generate --check`: a migrated database must match the entities. */
describe('migrations', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('leave nothing for migration:generate to write (entities and migrations agree)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('are all applied', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
  });
});
