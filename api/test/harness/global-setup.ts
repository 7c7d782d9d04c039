import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { dropDatabase, withAdminClient } from './pg-admin';
import { databaseUrl, newRunId, templateDatabase } from './test-env';

/**
 * Once per run: a fresh, migrated template database. Each test file then clones it (CREATE DATABASE
 * … TEMPLATE), so files never share data and never wait for migrations.
 */
export default async function globalSetup(): Promise<void> {
  const id = newRunId();
  process.env.PODCAST_TEST_RUN_ID = id;
  const template = templateDatabase(id);
  await withAdminClient(async (client) => {
    await dropDatabase(client, template);
    await client.query(`CREATE DATABASE "${template}"`);
  });
  const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl(template)), migrationsTransactionMode: 'each' });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}
